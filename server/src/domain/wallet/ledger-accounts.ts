/**
 * Ledger accounts: one per member and wallet (`MAIN`, `HOLD`, one per vendor code) and the
 * system accounts. A balance is the sum of the account's entries; member accounts are locked
 * (`SELECT … FOR UPDATE`, ordered by id) before a movement checks and writes them.
 */
import type { Db } from '../../db/database.ts';
import { minorFromDb } from './money.ts';

export const MAIN = 'MAIN';
export const HOLD = 'HOLD';
/** A trial member's trial credit (never money; docs/security.md "Free trial"). */
export const TRIAL = 'TRIAL';
/**
 * BONUS pays promotions, rewards, missions, red envelopes and points; COMMISSION pays salaries and
 * dividends; TRIAL_HOUSE is the other side of trial credit (grants and trial bets), never of money.
 */
export const SYSTEM_KINDS = ['CASH_IN', 'CASH_OUT', 'HOUSE', 'ADJUST', 'BONUS', 'COMMISSION', 'TRIAL_HOUSE'] as const;
/** The kinds on the trial side of the ledger: a transaction touches only these or none of them. */
export const TRIAL_KINDS: ReadonlySet<string> = new Set([TRIAL, 'TRIAL_HOUSE']);
export type SystemKind = (typeof SYSTEM_KINDS)[number];

export interface LedgerAccount {
  id: number;
  /** null for system accounts (they may go negative and are never locked). */
  memberId: number | null;
  kind: string;
}

/** The member's account of `kind`, created on first use. */
export async function memberAccount(db: Db, memberId: number, kind: string): Promise<LedgerAccount> {
  const found = await db.query<{ id: number }>('SELECT id FROM ledger_accounts WHERE member_id = $1 AND kind = $2', [
    memberId,
    kind,
  ]);
  if (found[0]) return { id: found[0].id, memberId, kind };
  await db.query(
    'INSERT INTO ledger_accounts (member_id, kind) VALUES ($1, $2) ON CONFLICT (member_id, kind) DO NOTHING',
    [memberId, kind],
  );
  const created = await db.query<{ id: number }>('SELECT id FROM ledger_accounts WHERE member_id = $1 AND kind = $2', [
    memberId,
    kind,
  ]);
  if (!created[0]) throw new Error(`ledger account ${kind} of member ${memberId} was not created`);
  return { id: created[0].id, memberId, kind };
}

/** One of the system accounts (created by the migration). */
export async function systemAccount(db: Db, kind: SystemKind): Promise<LedgerAccount> {
  const rows = await db.query<{ id: number }>('SELECT id FROM ledger_accounts WHERE member_id IS NULL AND kind = $1', [
    kind,
  ]);
  if (!rows[0]) throw new Error(`system ledger account ${kind} is missing`);
  return { id: rows[0].id, memberId: null, kind };
}

/** Locks the member accounts among `accounts` in id order (system accounts are skipped). */
export async function lockAccounts(db: Db, accounts: readonly LedgerAccount[]): Promise<void> {
  const ids = [...new Set(accounts.filter((account) => account.memberId !== null).map((account) => account.id))];
  if (ids.length === 0) return;
  await db.query('SELECT id FROM ledger_accounts WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [ids]);
}

/** Balances (minor units) of the given account ids; absent entries count 0. */
export async function balancesOf(db: Db, ids: readonly number[]): Promise<Map<number, bigint>> {
  const balances = new Map<number, bigint>(ids.map((id) => [id, 0n]));
  if (ids.length === 0) return balances;
  const rows = await db.query<{ account_id: number; balance: string }>(
    'SELECT account_id, SUM(amount)::text AS balance FROM ledger_entries WHERE account_id = ANY($1::int[]) GROUP BY account_id',
    [[...new Set(ids)]],
  );
  for (const row of rows) balances.set(row.account_id, minorFromDb(row.balance));
  return balances;
}

export interface MemberAccountBalance extends LedgerAccount {
  balance: bigint;
}

/** Every account of a member with its balance, ordered by id. */
export async function memberBalances(db: Db, memberId: number): Promise<MemberAccountBalance[]> {
  const rows = await db.query<{ id: number; kind: string; balance: string }>(
    `SELECT a.id, a.kind, COALESCE((SELECT SUM(e.amount) FROM ledger_entries e WHERE e.account_id = a.id), 0)::text AS balance
     FROM ledger_accounts a WHERE a.member_id = $1 ORDER BY a.id`,
    [memberId],
  );
  return rows.map((row) => ({ id: row.id, memberId, kind: row.kind, balance: minorFromDb(row.balance) }));
}
