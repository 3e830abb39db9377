/**
 * The agent's views of its team: the overview of a period (team size, active members, deposits,
 * bets, P&L), the downline list and search, per-member profit and loss, and team ledger lines.
 * Bets come from the bets core (`betPage` / `profitReport` with the team's ids); money from the ledger.
 */
import type * as v from 'valibot';

import type { Downline, MemberProfitSchema, TeamOverview, TeamTransactionSchema } from '#contract/agent-schemas.ts';

import type { Db } from '../../db/database.ts';
import { betFilter, profitReport } from '../bets/bet-record.ts';
import { MAIN } from '../wallet/ledger-accounts.ts';
import { formatMoney, minorFromDb } from '../wallet/money.ts';
import { limitOffset, page, type Page, type PageRequest } from '../wallet/paging.ts';
import { TEAM_CTE, teamIds } from './agent-tree.ts';

export interface Period {
  from: Date;
  to: Date;
}

/** Team members with at least one bet placed in the period (among `ids`). */
export async function activeMemberCount(db: Db, ids: readonly number[], period: Period): Promise<number> {
  const rows = await db.query<{ n: number }>(
    'SELECT count(DISTINCT member_id)::int AS n FROM bets WHERE member_id = ANY($1::int[]) AND placed_at >= $2 AND placed_at <= $3',
    [[...ids], period.from, period.to],
  );
  return rows[0]?.n ?? 0;
}

/** The overview of the agent's team for `from`–`to` (both inclusive). */
export async function teamOverview(db: Db, agentId: number, period: Period): Promise<TeamOverview> {
  const ids = await teamIds(db, agentId);
  const bets = await profitReport(db, { ...betFilter(ids, {}), from: period.from, to: period.to });
  const money = await db.query<{ deposits: string; deposit_count: number; withdrawals: string; new_members: number }>(
    `SELECT
       COALESCE(SUM(e.amount) FILTER (WHERE t.type = 'DEPOSIT'), 0)::text AS deposits,
       count(DISTINCT t.id) FILTER (WHERE t.type = 'DEPOSIT')::int AS deposit_count,
       COALESCE(-SUM(e.amount) FILTER (WHERE t.type = 'WITHDRAW_PAID'), 0)::text AS withdrawals,
       (SELECT count(*)::int FROM members WHERE id = ANY($1::int[]) AND created_at >= $2 AND created_at <= $3) AS new_members
     FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transactions t ON t.id = e.transaction_id
     WHERE a.member_id = ANY($1::int[]) AND t.created_at >= $2 AND t.created_at <= $3`,
    [ids, period.from, period.to],
  );
  const row = money[0];
  return {
    from: period.from.getTime(),
    to: period.to.getTime(),
    teamSize: ids.length,
    activeMembers: await activeMemberCount(db, ids, period),
    newMembers: row?.new_members ?? 0,
    deposits: formatMoney(minorFromDb(row?.deposits)),
    depositCount: row?.deposit_count ?? 0,
    withdrawals: formatMoney(minorFromDb(row?.withdrawals)),
    betCount: bets.total.count,
    stake: bets.total.stake,
    validStake: bets.total.validStake,
    profit: bets.total.profit,
  };
}

interface DownlineRow {
  id: number;
  username: string;
  nickname: string | null;
  type: number;
  depth: number;
  upline: string;
  direct_count: number;
  balance: string;
  created_at: Date;
  last_login_at: Date | null;
}

/**
 * Team members: the direct downline of `parentId` (a member of the team, or the agent itself), or
 * with `search` everyone in the team whose username contains it. Newest first.
 */
export async function downlinePage(
  db: Db,
  agentId: number,
  options: { parentId: number; search: string | null },
  request: PageRequest,
): Promise<Page<Downline>> {
  const [limit, offset] = limitOffset(request);
  const where = options.search === null ? 'm.upline_id = $2' : 'strpos(lower(m.username), lower($2)) > 0';
  const params = [agentId, options.search ?? options.parentId, MAIN];
  const rows = await db.query<DownlineRow & { total: number }>(
    `${TEAM_CTE}
     SELECT m.id, m.username, m.nickname, m.type, t.depth, u.username AS upline, m.created_at, m.last_login_at,
       (SELECT count(*)::int FROM members c WHERE c.upline_id = m.id) AS direct_count,
       COALESCE((SELECT SUM(e.amount) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
                 WHERE a.member_id = m.id AND a.kind = $3), 0)::text AS balance,
       count(*) OVER ()::int AS total
     FROM team t JOIN members m ON m.id = t.id JOIN members u ON u.id = m.upline_id
     WHERE ${where} ORDER BY m.created_at DESC, m.id DESC LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  const content = rows.map((row) => ({
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    type: row.type,
    level: row.depth,
    upline: row.upline,
    directCount: row.direct_count,
    balance: formatMoney(minorFromDb(row.balance)),
    registeredAt: row.created_at.getTime(),
    lastLoginAt: row.last_login_at === null ? null : row.last_login_at.getTime(),
  }));
  return page(content, request, rows[0]?.total ?? 0);
}

/** Profit and loss per team member in a period, biggest turnover first (members without bets left out). */
export async function memberProfitPage(
  db: Db,
  ids: readonly number[],
  period: Period,
  request: PageRequest,
): Promise<Page<v.InferOutput<typeof MemberProfitSchema>>> {
  const [limit, offset] = limitOffset(request);
  const rows = await db.query<{
    username: string;
    count: number;
    stake: string;
    valid_stake: string;
    win: string;
    profit: string;
    total: number;
  }>(
    `SELECT m.username, count(*)::int AS count, SUM(b.stake)::text AS stake, SUM(b.valid_stake)::text AS valid_stake,
       COALESCE(SUM(b.win), 0)::text AS win, COALESCE(SUM(b.win - b.stake) FILTER (WHERE b.state = 'SETTLED'), 0)::text AS profit,
       count(*) OVER ()::int AS total
     FROM bets b JOIN members m ON m.id = b.member_id
     WHERE b.member_id = ANY($1::int[]) AND b.placed_at >= $2 AND b.placed_at <= $3
     GROUP BY m.username ORDER BY SUM(b.stake) DESC, m.username LIMIT $4 OFFSET $5`,
    [[...ids], period.from, period.to, limit, offset],
  );
  const money = (text: string) => formatMoney(minorFromDb(text));
  return page(
    rows.map((row) => ({
      username: row.username,
      count: row.count,
      stake: money(row.stake),
      validStake: money(row.valid_stake),
      win: money(row.win),
      profit: money(row.profit),
    })),
    request,
    rows[0]?.total ?? 0,
  );
}

/** Ledger lines on team members' wallets (not holds), newest first; `type` filters by ledger type. */
export async function teamTransactionPage(
  db: Db,
  ids: readonly number[],
  filter: Period & { type: string | null },
  request: PageRequest,
): Promise<Page<v.InferOutput<typeof TeamTransactionSchema>>> {
  const [limit, offset] = limitOffset(request);
  const rows = await db.query<{
    id: number;
    username: string;
    type: string;
    reference: string;
    amount: string;
    created_at: Date;
    total: number;
  }>(
    `SELECT e.id, m.username, t.type, t.reference, e.amount::text AS amount, t.created_at, count(*) OVER ()::int AS total
     FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transactions t ON t.id = e.transaction_id
     JOIN members m ON m.id = a.member_id
     WHERE a.member_id = ANY($1::int[]) AND a.kind <> 'HOLD' AND t.created_at >= $2 AND t.created_at <= $3 AND ($4::text IS NULL OR t.type = $4)
     ORDER BY e.id DESC LIMIT $5 OFFSET $6`,
    [[...ids], filter.from, filter.to, filter.type, limit, offset],
  );
  return page(
    rows.map((row) => ({
      id: row.id,
      username: row.username,
      type: row.type,
      reference: row.reference,
      amount: formatMoney(minorFromDb(row.amount)),
      createdAt: row.created_at.getTime(),
    })),
    request,
    rows[0]?.total ?? 0,
  );
}
