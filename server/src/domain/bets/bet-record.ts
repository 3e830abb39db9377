/**
 * Reading bets: the betting record (a page plus the totals of the whole filter) and profit and
 * loss per category. Both take a set of member ids, so the agent centre's team views reuse them
 * with the downline's ids. Profit counts settled bets only; open tickets count in stake and count.
 */
import type { BetPage, BetRecord, BetTotals, ProfitReport } from '#contract/bet-schemas.ts';

import type { Db } from '../../db/database.ts';
import { badParam } from '../refusal.ts';
import { parseInstant } from '../wallet/account-record.ts';
import { formatMoney, minorFromDb } from '../wallet/money.ts';
import { limitOffset, page, type PageRequest } from '../wallet/paging.ts';

export interface BetFilter {
  memberIds: readonly number[];
  from: Date | null;
  to: Date | null;
  category: string | null;
  vendor: string | null;
}

const CODE = /^[A-Z0-9_]{1,40}$/;

function code(field: string, text: string | undefined): string | null {
  const value = text?.trim().toUpperCase() ?? '';
  if (value === '') return null;
  return CODE.test(value) ? value : badParam(field, 'is invalid: a code of letters, digits and _');
}

/** The filter from query text (dates as the account record reads them); malformed → request.param.err. */
export function betFilter(
  memberIds: readonly number[],
  query: {
    from?: string | undefined;
    to?: string | undefined;
    category?: string | undefined;
    vendor?: string | undefined;
  },
): BetFilter {
  return {
    memberIds,
    from: parseInstant('from', query.from),
    to: parseInstant('to', query.to),
    category: code('category', query.category),
    vendor: code('vendor', query.vendor),
  };
}

const WHERE = `WHERE b.member_id = ANY($1::int[]) AND ($2::timestamptz IS NULL OR b.placed_at >= $2)
  AND ($3::timestamptz IS NULL OR b.placed_at <= $3) AND ($4::text IS NULL OR b.category = $4) AND ($5::text IS NULL OR b.vendor = $5)`;

const TOTALS = `count(*)::int AS count, COALESCE(SUM(b.stake), 0)::text AS stake, COALESCE(SUM(b.valid_stake), 0)::text AS valid_stake,
  COALESCE(SUM(b.win), 0)::text AS win, COALESCE(SUM(b.win - b.stake) FILTER (WHERE b.state = 'SETTLED'), 0)::text AS profit`;

interface TotalsRow {
  count: number;
  stake: string;
  valid_stake: string;
  win: string;
  profit: string;
}

function totals(row: TotalsRow | undefined): BetTotals {
  return {
    count: row?.count ?? 0,
    stake: formatMoney(minorFromDb(row?.stake)),
    validStake: formatMoney(minorFromDb(row?.valid_stake)),
    win: formatMoney(minorFromDb(row?.win)),
    profit: formatMoney(minorFromDb(row?.profit)),
  };
}

const params = (filter: BetFilter) => [[...filter.memberIds], filter.from, filter.to, filter.category, filter.vendor];

interface BetRow {
  id: number;
  reference: string;
  category: string;
  vendor: string;
  game_code: string;
  game_name: string;
  username: string;
  stake: string;
  valid_stake: string;
  win: string | null;
  state: BetRecord['state'];
  placed_at: Date;
  settled_at: Date | null;
}

function toRecord(row: BetRow): BetRecord {
  const stake = minorFromDb(row.stake);
  const win = row.win === null ? null : minorFromDb(row.win);
  return {
    id: row.id,
    reference: row.reference,
    category: row.category,
    vendor: row.vendor,
    gameCode: row.game_code,
    gameName: row.game_name,
    username: row.username,
    stake: formatMoney(stake),
    validStake: formatMoney(minorFromDb(row.valid_stake)),
    win: win === null ? null : formatMoney(win),
    profit: win === null || row.state !== 'SETTLED' ? null : formatMoney(win - stake),
    state: row.state,
    placedAt: row.placed_at.getTime(),
    settledAt: row.settled_at === null ? null : row.settled_at.getTime(),
  };
}

/** One page of bets, newest first, and the totals of everything the filter matches. */
export async function betPage(db: Db, filter: BetFilter, request: PageRequest): Promise<BetPage> {
  const [limit, offset] = limitOffset(request);
  const rows = await db.query<BetRow>(
    `SELECT b.id, b.reference, b.category, b.vendor, b.game_code, b.game_name, m.username, b.stake::text AS stake,
       b.valid_stake::text AS valid_stake, b.win::text AS win, b.state, b.placed_at, b.settled_at
     FROM bets b JOIN members m ON m.id = b.member_id ${WHERE} ORDER BY b.placed_at DESC, b.id DESC LIMIT $6 OFFSET $7`,
    [...params(filter), limit, offset],
  );
  const sums = await db.query<TotalsRow>(`SELECT ${TOTALS} FROM bets b ${WHERE}`, params(filter));
  const total = totals(sums[0]);
  return { ...page(rows.map(toRecord), request, total.count), totals: total };
}

/** Totals per category (largest turnover first) and overall, for `from`–`to` (both required). */
export async function profitReport(db: Db, filter: BetFilter & { from: Date; to: Date }): Promise<ProfitReport> {
  const rows = await db.query<TotalsRow & { category: string }>(
    `SELECT b.category, ${TOTALS} FROM bets b ${WHERE} GROUP BY b.category ORDER BY SUM(b.stake) DESC, b.category`,
    params(filter),
  );
  const sums = await db.query<TotalsRow>(`SELECT ${TOTALS} FROM bets b ${WHERE}`, params(filter));
  return {
    from: filter.from.getTime(),
    to: filter.to.getTime(),
    categories: rows.map((row) => ({ category: row.category, ...totals(row) })),
    total: totals(sums[0]),
  };
}
