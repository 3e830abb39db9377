/** The records pages of contract settlements (agentDailyWages2, agentHourSalary, agentDividendRecord2, real-time salary) and my income. */
import type { ContractKind, SettlementPage } from '#contract/agent-schemas.ts';

import type { Db } from '../../db/database.ts';
import { formatMoney, minorFromDb } from '../wallet/money.ts';
import { limitOffset, page, type PageRequest } from '../wallet/paging.ts';
import { rateText } from './contract-rows.ts';

export interface SettlementFilter {
  agentId: number;
  kind: ContractKind | null;
  from: Date | null;
  to: Date | null;
  /** Only periods that paid something (my income). */
  paidOnly: boolean;
}

const WHERE = `WHERE s.agent_id = $1 AND ($2::text IS NULL OR s.kind = $2) AND ($3::timestamptz IS NULL OR s.period_start >= $3)
  AND ($4::timestamptz IS NULL OR s.period_start <= $4) AND (NOT $5::boolean OR s.amount > 0)`;

/** Settled periods, newest first, with the total paid over the whole filter. */
export async function settlementPage(db: Db, filter: SettlementFilter, request: PageRequest): Promise<SettlementPage> {
  const [limit, offset] = limitOffset(request);
  const params = [filter.agentId, filter.kind, filter.from, filter.to, filter.paidOnly];
  const rows = await db.query<{
    id: number;
    contract_id: number;
    kind: ContractKind;
    agent: string;
    period_start: Date;
    period_end: Date;
    active_members: number;
    valid_bet: string;
    profit: string;
    rate_bp: number;
    amount: string;
    reference: string | null;
    settled_at: Date;
  }>(
    `SELECT s.id, s.contract_id, s.kind, m.username AS agent, s.period_start, s.period_end, s.active_members, s.valid_bet::text AS valid_bet,
       s.profit::text AS profit, s.rate_bp, s.amount::text AS amount, t.reference, s.settled_at
     FROM agent_settlements s JOIN members m ON m.id = s.agent_id LEFT JOIN ledger_transactions t ON t.id = s.transaction_id
     ${WHERE} ORDER BY s.period_start DESC, s.id DESC LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  const sums = await db.query<{ n: number; total: string }>(
    `SELECT count(*)::int AS n, COALESCE(SUM(s.amount), 0)::text AS total FROM agent_settlements s ${WHERE}`,
    params,
  );
  const money = (text: string) => formatMoney(minorFromDb(text));
  return {
    ...page(
      rows.map((row) => ({
        id: row.id,
        contractId: row.contract_id,
        kind: row.kind,
        agent: row.agent,
        periodStart: row.period_start.getTime(),
        periodEnd: row.period_end.getTime(),
        activeMembers: row.active_members,
        validBet: money(row.valid_bet),
        profit: money(row.profit),
        rate: rateText(row.rate_bp),
        amount: money(row.amount),
        reference: row.reference,
        settledAt: row.settled_at.getTime(),
      })),
      request,
      sums[0]?.n ?? 0,
    ),
    total: money(sums[0]?.total ?? '0'),
  };
}
