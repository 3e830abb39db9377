/**
 * Contract settlement (docs/agents.md): for every contract in force (or terminated, for the periods
 * it covered), each period that has ended is settled exactly once. One period = one database
 * transaction that inserts the (contract, period) row — unique, so a second run or a concurrent
 * job inserts nothing and pays nothing — and, when the amount is positive, posts the SALARY or
 * DIVIDEND ledger transaction from the COMMISSION account to the agent's main wallet. A crash
 * rolls back the period it was in; the next run resumes there. An agent's contracts of a kind cover
 * consecutive stretches of time (contract-coverage.ts): a replacing contract's first period starts
 * where the replaced one stopped, so no result is counted by two contracts.
 *
 * Maths per period (basis points, minor units, floored to the centavo):
 *   figures = the team's bets that SETTLED in [start, end) (an open lottery ticket counts in the
 *             period its draw settles it in, so no ticket escapes the dividend)
 *   basis   = team valid bet (wages)
 *           | net = carry + team profit; max(0, −net) (dividend: a share of the team's loss since the
 *             last payment; the carry is the net result not yet paid on, per agent and kind)
 *   gross   = basis × rate / 10000 when active members ≥ minimum and team valid bet ≥ minimum, else 0
 *   carry'  = 0 after a dividend is due, else net (a win must be lost back first, a loss below the
 *             minimums waits for a period that meets them)
 *   amount  = max(0, gross − Σ gross of the contracts this agent gives its direct downline agents
 *             of the same kind that were in force at the period's end) (the differential)
 * The team is everyone below the agent at settlement time; the agent's own bets do not count.
 */
import type { ContractKind } from '#contract/agent-schemas.ts';

import type { Db } from '../../db/database.ts';
import { MAIN, memberAccount, systemAccount } from '../wallet/ledger-accounts.ts';
import { postTransaction } from '../wallet/ledger.ts';
import { minorFromDb } from '../wallet/money.ts';
import { teamIds } from './agent-tree.ts';
import { bucketOf, nextDuePeriod, type CoveredContract } from './contract-coverage.ts';
import { BUCKET_ORIGIN, nextPeriod, periodLength, type SettlementPeriod } from './settlement-periods.ts';

export interface TeamFigures {
  activeMembers: number;
  validBet: bigint;
  /** Players' settled win − stake (negative = the team lost). */
  profit: bigint;
}

export interface Terms {
  kind: ContractKind;
  rateBp: number;
  minActiveMembers: number;
  minValidBet: bigint;
}

/** The gross amount a contract earns on a team's figures (0 when a condition is not met). */
export function grossAmount(terms: Terms, team: TeamFigures): bigint {
  if (team.activeMembers < terms.minActiveMembers || team.validBet < terms.minValidBet) return 0n;
  if (team.activeMembers === 0) return 0n;
  const basis = terms.kind === 'DIVIDEND' ? (team.profit < 0n ? -team.profit : 0n) : team.validBet;
  return (basis * BigInt(terms.rateBp)) / 10_000n;
}

/** A dividend period with the carried net result: the gross due and the carry into the next period. */
export function dividendOutcome(terms: Terms, team: TeamFigures, carryIn: bigint): { gross: bigint; carry: bigint } {
  const net = carryIn + team.profit;
  const eligible =
    team.activeMembers > 0 && team.activeMembers >= terms.minActiveMembers && team.validBet >= terms.minValidBet;
  if (!eligible || net >= 0n) return { gross: 0n, carry: net };
  return { gross: (-net * BigInt(terms.rateBp)) / 10_000n, carry: 0n };
}

/** What the agent is paid: its gross less what its downline agents' contracts of the kind earn, never below 0. */
export function differentialAmount(gross: bigint, downlineGross: readonly bigint[]): bigint {
  const net = downlineGross.reduce((sum, amount) => sum - amount, gross);
  return net > 0n ? net : 0n;
}

/** The team's figures for one period: its bets settled in the period (by `settled_at`). */
export async function teamFigures(db: Db, ids: readonly number[], period: SettlementPeriod): Promise<TeamFigures> {
  const rows = await db.query<{ active: number; valid: string; profit: string }>(
    `SELECT count(DISTINCT member_id)::int AS active, COALESCE(SUM(valid_stake), 0)::text AS valid,
       COALESCE(SUM(win - stake), 0)::text AS profit
     FROM bets WHERE member_id = ANY($1::int[]) AND state = 'SETTLED' AND settled_at >= $2 AND settled_at < $3`,
    [[...ids], period.start, period.end],
  );
  return {
    activeMembers: rows[0]?.active ?? 0,
    validBet: minorFromDb(rows[0]?.valid),
    profit: minorFromDb(rows[0]?.profit),
  };
}

interface SettleRow extends CoveredContract {
  rate_bp: number;
  min_active_members: number;
  min_valid_bet: string;
}

const terms = (row: SettleRow): Terms => ({
  kind: row.kind,
  rateBp: row.rate_bp,
  minActiveMembers: row.min_active_members,
  minValidBet: minorFromDb(row.min_valid_bet),
});

export interface SettleOptions {
  /** Test hook: called inside a period's transaction after its payment (throw to simulate a crash). */
  afterPayment?: (contractId: number, period: SettlementPeriod) => void;
  /** At most this many periods per contract and run (a long outage catches up over runs). */
  maxPeriods?: number;
}

/** Buckets (`bucketOf`) among `periods` in which at least one of the team's bets settled. */
async function busyPeriods(
  db: Db,
  ids: readonly number[],
  row: SettleRow,
  periods: readonly SettlementPeriod[],
): Promise<Set<number>> {
  const first = periods[0];
  const last = periods.at(-1);
  if (!first || !last || ids.length === 0) return new Set();
  const length = periodLength(row.kind, row.period_type);
  if (length === null) return new Set(periods.map((p) => bucketOf(row, p)));
  const rows = await db.query<{ bucket: string }>(
    `SELECT DISTINCT floor((extract(epoch FROM settled_at) * 1000 - $4) / $5)::bigint::text AS bucket
     FROM bets WHERE member_id = ANY($1::int[]) AND state = 'SETTLED' AND settled_at >= $2 AND settled_at < $3`,
    [[...ids], first.start, last.end, BUCKET_ORIGIN, length],
  );
  return new Set(rows.map((r) => Number(r.bucket) * length + BUCKET_ORIGIN));
}

/** The downline contracts of the same kind in force at `at` and their teams' gross. */
async function downlineGross(tx: Db, row: SettleRow, period: SettlementPeriod): Promise<bigint[]> {
  const children = await tx.query<SettleRow>(
    `SELECT id, kind, agent_id, rate_bp, min_active_members, min_valid_bet::text AS min_valid_bet, period_type, starts_at, accepted_at, ended_at,
       NULL AS last_start FROM agent_contracts WHERE upline_id = $1 AND kind = $2 AND accepted_at IS NOT NULL AND accepted_at < $3 AND (ended_at IS NULL OR ended_at >= $3)`,
    [row.agent_id, row.kind, period.end],
  );
  const amounts: bigint[] = [];
  for (const child of children)
    amounts.push(grossAmount(terms(child), await teamFigures(tx, await teamIds(tx, child.agent_id), period)));
  return amounts;
}

/** SQL for the carry after the agent's latest settled period of the kind (any contract: a new contract does not wipe it); $2 agent, $3 kind. */
const LAST_CARRY = `COALESCE((SELECT carry FROM agent_settlements WHERE agent_id = $2 AND kind = $3 ORDER BY period_end DESC, id DESC LIMIT 1), 0)`;

async function settlePeriod(
  db: Db,
  now: Date,
  row: SettleRow,
  ids: readonly number[],
  period: SettlementPeriod,
  options: SettleOptions,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const figures = await teamFigures(tx, ids, period);
    let gross = grossAmount(terms(row), figures);
    let carry = 0n;
    if (row.kind === 'DIVIDEND') {
      const last = await tx.query<{ carry: string }>(
        'SELECT carry::text AS carry FROM agent_settlements WHERE agent_id = $1 AND kind = $2 ORDER BY period_end DESC, id DESC LIMIT 1',
        [row.agent_id, row.kind],
      );
      ({ gross, carry } = dividendOutcome(terms(row), figures, minorFromDb(last[0]?.carry)));
    }
    const amount = differentialAmount(gross, await downlineGross(tx, row, period));
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO agent_settlements (contract_id, agent_id, kind, period_start, period_end, active_members, valid_bet, profit, rate_bp, amount, settled_at, carry)
       VALUES ($1, $2, $3, $4, $5, $6, $7::bigint, $8::bigint, $9, $10::bigint, $11, $12::bigint) ON CONFLICT (contract_id, period_start) DO NOTHING RETURNING id`,
      [
        row.id,
        row.agent_id,
        row.kind,
        period.start,
        period.end,
        figures.activeMembers,
        figures.validBet.toString(),
        figures.profit.toString(),
        row.rate_bp,
        amount.toString(),
        now,
        carry.toString(),
      ],
    );
    const settlementId = inserted[0]?.id;
    if (settlementId === undefined) return false;
    if (amount > 0n) {
      const posted = await postTransaction(tx, now, {
        type: row.kind === 'DIVIDEND' ? 'DIVIDEND' : 'SALARY',
        memberId: row.agent_id,
        postings: [
          { account: await systemAccount(tx, 'COMMISSION'), amount: -amount },
          { account: await memberAccount(tx, row.agent_id, MAIN), amount },
        ],
      });
      await tx.query('UPDATE agent_settlements SET transaction_id = $2 WHERE id = $1', [settlementId, posted.id]);
    }
    options.afterPayment?.(row.id, period);
    return true;
  });
}

/** Zero rows for periods without a single settled team bet, in one statement (real-time salary has 288 a day); a dividend's carry passes through. */
async function settleQuietPeriods(
  db: Db,
  now: Date,
  row: SettleRow,
  periods: readonly SettlementPeriod[],
): Promise<number> {
  let count = 0;
  for (let i = 0; i < periods.length; i += 200) {
    const chunk = periods.slice(i, i + 200);
    const params: unknown[] = [row.id, row.agent_id, row.kind, row.rate_bp, now];
    const carry = row.kind === 'DIVIDEND' ? LAST_CARRY : '0';
    const values = chunk.map(
      (p) => `($1, $2, $3, $${params.push(p.start)}, $${params.push(p.end)}, 0, 0, 0, $4, 0, $5, ${carry})`,
    );
    const rows = await db.query(
      `INSERT INTO agent_settlements (contract_id, agent_id, kind, period_start, period_end, active_members, valid_bet, profit, rate_bp, amount, settled_at, carry)
       VALUES ${values.join(', ')} ON CONFLICT (contract_id, period_start) DO NOTHING RETURNING id`,
      params,
    );
    count += rows.length;
  }
  return count;
}

/** Settles every ended, unsettled period of every contract of `kinds`; returns how many periods it settled. */
export async function settleContracts(
  db: Db,
  now: Date,
  kinds: readonly ContractKind[],
  options: SettleOptions = {},
): Promise<number> {
  const rows = await db.query<SettleRow>(
    `SELECT c.id, c.kind, c.agent_id, c.rate_bp, c.min_active_members, c.min_valid_bet::text AS min_valid_bet, c.period_type, c.starts_at,
       c.accepted_at, c.ended_at, (SELECT max(s.period_start) FROM agent_settlements s WHERE s.contract_id = c.id) AS last_start
     FROM agent_contracts c WHERE c.kind = ANY($1::text[]) AND c.accepted_at IS NOT NULL ORDER BY c.accepted_at, c.id`,
    [[...kinds]],
  );
  const max = options.maxPeriods ?? 5_000;
  // An agent's contracts of a kind settle in the order they were accepted; when one stops short of
  // its due periods, its successors wait for the next run (they start after it: docs/agents.md).
  const waiting = new Set<string>();
  let settled = 0;
  for (const row of rows) {
    const key = `${row.agent_id}:${row.kind}`;
    if (waiting.has(key)) continue;
    const limit = row.ended_at === null ? now.getTime() : Math.min(now.getTime(), row.ended_at.getTime());
    let period = await nextDuePeriod(db, row);
    const due: SettlementPeriod[] = [];
    while (period.end.getTime() <= limit && due.length < max) {
      due.push(period);
      period = nextPeriod(row.kind, row.period_type, period);
    }
    if (period.end.getTime() <= limit) waiting.add(key);
    if (due.length === 0) continue;
    const ids = await teamIds(db, row.agent_id);
    const busy = await busyPeriods(db, ids, row, due);
    // In order, so `last_start` always marks a prefix of settled periods: quiet runs between busy ones.
    let quiet: SettlementPeriod[] = [];
    for (const p of due) {
      if (!busy.has(bucketOf(row, p))) {
        quiet.push(p);
        continue;
      }
      settled += await settleQuietPeriods(db, now, row, quiet);
      quiet = [];
      if (await settlePeriod(db, now, row, ids, p, options)) settled += 1;
    }
    settled += await settleQuietPeriods(db, now, row, quiet);
  }
  return settled;
}
