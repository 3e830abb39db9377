/**
 * Which stretch of time each contract pays for (docs/agents.md "Settlement"). An agent's contracts
 * of one kind follow each other: a contract accepted while another covered the period in progress
 * starts exactly where that one stopped settling (the start of its unpaid partial period), so the
 * agent's periods of the kind never overlap and never leave a gap when a contract is replaced,
 * whatever the two period types (daily → weekly must not pay Tuesday twice; weekly → daily must not
 * drop Monday's win). A contract accepted with nothing in force starts with the period containing
 * its acceptance. Settlement adds a watermark: no contract's first period starts before what the
 * agent's other contracts of the kind have already settled (this also covers contracts accepted
 * before `starts_at` existed).
 */
import type { ContractKind, PeriodType } from '#contract/agent-schemas.ts';

import type { Db } from '../../db/database.ts';
import { coverageEnd, firstPeriod, nextPeriod, periodAt, type SettlementPeriod } from './settlement-periods.ts';

interface EndedContract {
  period_type: PeriodType;
  starts_at: Date | null;
  accepted_at: Date;
  ended_at: Date;
}

/** Where a contract stored before `starts_at` existed starts: the period containing its acceptance. */
const storedStart = (kind: ContractKind, row: { period_type: PeriodType; starts_at: Date | null; accepted_at: Date }) =>
  row.starts_at ?? periodAt(kind, row.period_type, row.accepted_at).start;

/**
 * The start of the coverage of a contract of `kind` and `periodType` that `agentId` accepts at
 * `acceptedAt`, in the accepting transaction, after its previous contract was ended.
 */
export async function coverageStart(
  tx: Db,
  agentId: number,
  kind: ContractKind,
  periodType: PeriodType,
  acceptedAt: Date,
): Promise<Date> {
  const own = periodAt(kind, periodType, acceptedAt).start;
  const rows = await tx.query<EndedContract>(
    `SELECT period_type, starts_at, accepted_at, ended_at FROM agent_contracts
     WHERE agent_id = $1 AND kind = $2 AND accepted_at IS NOT NULL AND ended_at IS NOT NULL ORDER BY ended_at DESC, id DESC LIMIT 1`,
    [agentId, kind],
  );
  const previous = rows[0];
  // Nothing covered the period in progress: the period containing the acceptance, as for a first contract.
  if (!previous || previous.ended_at <= own) return own;
  return coverageEnd(kind, previous.period_type, storedStart(kind, previous), previous.ended_at);
}

export interface CoveredContract {
  id: number;
  kind: ContractKind;
  agent_id: number;
  period_type: PeriodType;
  starts_at: Date | null;
  accepted_at: Date;
  ended_at: Date | null;
  /** The start of the contract's latest settled period, null before its first. */
  last_start: Date | null;
}

/** The next period `row` has to settle: after its last settled one, or its first (behind the watermark). */
export async function nextDuePeriod(db: Db, row: CoveredContract): Promise<SettlementPeriod> {
  if (row.last_start !== null)
    return nextPeriod(row.kind, row.period_type, periodAt(row.kind, row.period_type, row.last_start));
  const watermark = await db.query<{ until: Date | null }>(
    'SELECT max(period_end) AS until FROM agent_settlements WHERE agent_id = $1 AND kind = $2 AND contract_id <> $3',
    [row.agent_id, row.kind, row.id],
  );
  const start = storedStart(row.kind, row);
  const until = watermark[0]?.until ?? null;
  return firstPeriod(row.kind, row.period_type, until !== null && until > start ? until : start);
}

/** The key of the fixed-length bucket a period lies in (its grid period's start, ms): a short first period shares it. */
export const bucketOf = (row: CoveredContract, period: SettlementPeriod): number =>
  periodAt(row.kind, row.period_type, period.start).start.getTime();
