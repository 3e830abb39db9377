/**
 * The account record (`GET /wps/report/transaction`): one line per ledger entry on the member's
 * main or vendor wallets (holds are not wallets), newest first, with the wallet's balance after
 * it. Line types come from the ledger type; TRANSFER splits into TRANSFER_IN / TRANSFER_OUT by
 * sign, and a BET's credit (the win) reads WIN. WITHDRAW_PAID never touches a wallet.
 */
import * as v from 'valibot';

import { TransactionSchema, type Transaction } from '#contract/wallet-schemas.ts';

import type { Db } from '../../db/database.ts';
import { badParam, refuse } from '../refusal.ts';
import { HOLD } from './ledger-accounts.ts';
import { formatMoney, minorFromDb } from './money.ts';
import { limitOffset, page, type Page, type PageRequest } from './paging.ts';

type RecordType = Transaction['type'];

export interface RecordFilter {
  type: RecordType | null;
  from: Date | null;
  to: Date | null;
}

/**
 * The dates a report reads: 1970-01-01 to the end of 9999 (UTC). Outside, the database cannot
 * take the value (PostgreSQL refuses a year of six digits) or nothing can be stored there.
 */
export const FIRST_REPORT_INSTANT = Date.UTC(1970, 0, 1);
export const LAST_REPORT_INSTANT = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/**
 * Epoch milliseconds, an ISO date-time, or a date (`from`: its start, `to`: its end, Philippine
 * time); malformed → `request.param.err`, outside 1970–9999 → `date.out.of.range` (the field in `value`).
 */
export function parseInstant(field: 'from' | 'to', text: string | undefined): Date | null {
  if (text === undefined || text.trim() === '') return null;
  const value = text.trim();
  let date: Date;
  if (/^\d{1,15}$/.test(value)) date = new Date(Number(value));
  else if (/^\d{4}-\d{2}-\d{2}$/.test(value))
    date = new Date(`${value}T${field === 'from' ? '00:00:00.000' : '23:59:59.999'}+08:00`);
  else date = new Date(value);
  if (Number.isNaN(date.getTime())) return badParam(field, 'is invalid: epoch milliseconds or an ISO date');
  if (date.getTime() < FIRST_REPORT_INSTANT || date.getTime() > LAST_REPORT_INSTANT) {
    refuse('date.out.of.range', `${field} is out of range: a date from 1970 to 9999`, { field });
  }
  return date;
}

/** The filter from query text; unknown types and malformed dates → request.param.err. */
export function recordFilter(query: {
  type?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}): RecordFilter {
  const typeText = query.type?.trim().toUpperCase() ?? '';
  const type =
    typeText === ''
      ? null
      : v.is(TransactionSchema.entries.type, typeText)
        ? typeText
        : badParam('type', 'is invalid: unknown type');
  return { type, from: parseInstant('from', query.from), to: parseInstant('to', query.to) };
}

const LINES = `WITH lines AS (
  SELECT e.id, e.amount, t.reference, t.created_at, a.kind AS wallet,
    CASE WHEN t.type = 'TRANSFER' THEN CASE WHEN e.amount > 0 THEN 'TRANSFER_IN' ELSE 'TRANSFER_OUT' END
         WHEN t.type = 'BET' AND e.amount > 0 THEN 'WIN' ELSE t.type END AS type,
    SUM(e.amount) OVER (PARTITION BY e.account_id ORDER BY e.id) AS balance_after
  FROM ledger_entries e
  JOIN ledger_accounts a ON a.id = e.account_id
  JOIN ledger_transactions t ON t.id = e.transaction_id
  WHERE a.member_id = $1 AND a.kind <> $2
) `;
const WHERE = `WHERE ($3::text[] IS NULL OR type = ANY($3::text[])) AND ($4::timestamptz IS NULL OR created_at >= $4)
  AND ($5::timestamptz IS NULL OR created_at <= $5)`;

interface LineRow {
  id: number;
  amount: string;
  reference: string;
  created_at: Date;
  wallet: string;
  type: RecordType;
  balance_after: string;
}

/** One page of the member's record. */
export function accountRecord(
  db: Db,
  memberId: number,
  filter: RecordFilter,
  request: PageRequest,
): Promise<Page<Transaction>> {
  return recordLines(
    db,
    memberId,
    { types: filter.type ? [filter.type] : null, from: filter.from, to: filter.to },
    request,
  );
}

export interface LineFilter {
  /** null: every type. */
  types: readonly RecordType[] | null;
  from: Date | null;
  to: Date | null;
}

/** The sum of the lines a filter matches (minor units). */
export async function recordSum(db: Db, memberId: number, filter: LineFilter): Promise<bigint> {
  const rows = await db.query<{ total: string | null }>(
    `${LINES}SELECT SUM(amount)::text AS total FROM lines ${WHERE}`,
    [memberId, HOLD, filter.types ? [...filter.types] : null, filter.from, filter.to],
  );
  return minorFromDb(rows[0]?.total ?? '0');
}

/** One page of the lines of a set of types (bonus details reads the bonus types). */
export async function recordLines(
  db: Db,
  memberId: number,
  filter: LineFilter,
  request: PageRequest,
): Promise<Page<Transaction>> {
  const params = [memberId, HOLD, filter.types ? [...filter.types] : null, filter.from, filter.to];
  const [limit, offset] = limitOffset(request);
  const rows = await db.query<LineRow>(
    `${LINES}SELECT id, amount::text AS amount, reference, created_at, wallet, type, balance_after::text AS balance_after
     FROM lines ${WHERE} ORDER BY id DESC LIMIT $6 OFFSET $7`,
    [...params, limit, offset],
  );
  const count = await db.query<{ count: number }>(`${LINES}SELECT count(*)::int AS count FROM lines ${WHERE}`, params);
  const content = rows.map((row): Transaction => ({
    id: row.id,
    type: row.type,
    amount: formatMoney(minorFromDb(row.amount)),
    wallet: row.wallet,
    balanceAfter: formatMoney(minorFromDb(row.balance_after)),
    reference: row.reference,
    createdAt: row.created_at.getTime(),
  }));
  return page(content, request, count[0]?.count ?? 0);
}
