/** What every money flow needs: the database, the request's clock reading, and shared rules. */
import type { Db } from '../../db/database.ts';
import type { Member } from '../accounts/member-repository.ts';
import { badParam, refuse } from '../refusal.ts';
import { parseAmount } from './money.ts';

export interface MoneyContext {
  db: Db;
  /** The request's clock reading (AppDeps.now in the app, injectable in tests). */
  now: Date;
}

/** Member type 4 is a free-play trial: no money calls at all (spec §4). */
export const TRIAL_TYPE = 4;

/** Refuses trial members with `in_need_true_account`. */
export function requireRealMember(member: Pick<Member, 'type'>): void {
  if (member.type === TRIAL_TYPE) refuse('in_need_true_account', 'A real account is needed for this');
}

/** A positive amount from its text; malformed → request.param.err, zero → `empty.amount`. */
export function positiveAmount(text: string, field = 'amount'): bigint {
  const amount = parseAmount(text.trim());
  if (amount === null) return badParam(field, 'is invalid: a positive amount with at most two decimals');
  if (amount === 0n) refuse('empty.amount', 'Enter an amount');
  return amount;
}

/** The platform's business day is Philippine time (UTC+8, no daylight saving). */
const BUSINESS_OFFSET_MS = 8 * 60 * 60_000;

/** Start of the business day containing `now`. */
export function startOfBusinessDay(now: Date): Date {
  const local = now.getTime() + BUSINESS_OFFSET_MS;
  return new Date(local - (local % 86_400_000) - BUSINESS_OFFSET_MS);
}

/** `D20260615000042`: a prefix, the business date and the row id (unique because the id is). */
export function makeReference(prefix: string, id: number, now: Date): string {
  const day = new Date(now.getTime() + BUSINESS_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
  return `${prefix}${day}${String(id).padStart(6, '0')}`;
}

/** The next value of a serial column's sequence (ids are needed before the insert for references). */
export async function nextId(db: Db, table: string): Promise<number> {
  const rows = await db.query<{ id: number }>(`SELECT nextval(pg_get_serial_sequence($1, 'id'))::int AS id`, [table]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no sequence for ${table}`);
  return id;
}
