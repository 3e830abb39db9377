/**
 * The ledger core: one movement = one `ledger_transactions` row and its entries, whose amounts
 * sum to zero (checked here and again by a deferred trigger at commit). The member accounts
 * involved are locked in id order first, so concurrent movements on one account serialize and
 * the balance check cannot race; a member account never goes below zero, at any entry.
 */
import type { Db } from '../../db/database.ts';
import { refuse } from '../refusal.ts';
import { balancesOf, lockAccounts, TRIAL_KINDS, type LedgerAccount } from './ledger-accounts.ts';
import { makeReference, nextId } from './money-context.ts';

export const LEDGER_TYPES = [
  'DEPOSIT',
  'WITHDRAW',
  'WITHDRAW_REFUND',
  'WITHDRAW_PAID',
  'TRANSFER',
  'BET',
  'WIN',
  'UPLINE_TRANSFER',
  'ADJUSTMENT',
  'DOWNLINE_TRANSFER',
  'SALARY',
  'DIVIDEND',
  'BONUS',
  'RED_ENVELOPE',
  'POINTS_CONVERT',
  'TRIAL_GRANT',
] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];

const REFERENCE_PREFIX: Record<LedgerType, string> = {
  DEPOSIT: 'D',
  WITHDRAW: 'W',
  WITHDRAW_REFUND: 'W',
  WITHDRAW_PAID: 'W',
  TRANSFER: 'T',
  BET: 'B',
  WIN: 'B',
  UPLINE_TRANSFER: 'U',
  ADJUSTMENT: 'A',
  DOWNLINE_TRANSFER: 'U',
  SALARY: 'S',
  DIVIDEND: 'S',
  BONUS: 'R',
  RED_ENVELOPE: 'R',
  POINTS_CONVERT: 'P',
  TRIAL_GRANT: 'G',
};

export interface Posting {
  account: LedgerAccount;
  /** Signed minor units: negative debits the account, positive credits it. */
  amount: bigint;
}

export interface NewLedgerTransaction {
  type: LedgerType;
  /** The member whose request caused it (null: system only). */
  memberId: number | null;
  /** Default: prefix + business date + transaction id. */
  reference?: string;
  /** The request's Idempotency-Key and body hash (unique per member). */
  idempotency?: { key: string; hash: string } | null;
  postings: readonly Posting[];
}

export interface PostedTransaction {
  id: number;
  reference: string;
}

/** Throws when the postings are not a valid double entry (a programming error, not a refusal). */
export function checkPostings(postings: readonly Posting[]): void {
  if (postings.length < 2) throw new Error('a ledger transaction needs at least two entries');
  let sum = 0n;
  for (const posting of postings) {
    if (posting.amount === 0n) throw new Error('a ledger entry cannot be zero');
    sum += posting.amount;
  }
  if (sum !== 0n) throw new Error(`ledger entries sum to ${sum}, not zero`);
  // Trial credit and money never meet in one movement (a deferred trigger checks it again).
  if (new Set(postings.map((posting) => TRIAL_KINDS.has(posting.account.kind))).size > 1) {
    throw new Error('a ledger transaction cannot mix trial credit and money');
  }
}

/**
 * Posts a movement inside `db` (call it within a transaction). Refuses
 * `account.balance.not.enough` when a member account would go negative.
 */
export async function postTransaction(db: Db, now: Date, input: NewLedgerTransaction): Promise<PostedTransaction> {
  checkPostings(input.postings);
  const accounts = input.postings.map((posting) => posting.account);
  await lockAccounts(db, accounts);
  // Entries apply in order and no member account may dip below zero at any step (a bet's stake
  // must be there even when its win would cover it).
  const debited = [
    ...new Set(input.postings.filter((p) => p.account.memberId !== null && p.amount < 0n).map((p) => p.account.id)),
  ];
  const running = await balancesOf(db, debited);
  for (const { account, amount } of input.postings) {
    const balance = running.get(account.id);
    if (balance === undefined) continue;
    if (balance + amount < 0n) refuse('account.balance.not.enough', 'The balance is not enough');
    running.set(account.id, balance + amount);
  }

  const id = await nextId(db, 'ledger_transactions');
  const reference = input.reference ?? makeReference(REFERENCE_PREFIX[input.type], id, now);
  await db.query(
    `INSERT INTO ledger_transactions (id, type, member_id, reference, idempotency_key, request_hash, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [id, input.type, input.memberId, reference, input.idempotency?.key ?? null, input.idempotency?.hash ?? null, now],
  );
  const params: unknown[] = [id, now];
  const rows = input.postings.map(
    ({ account, amount }) => `($1, $${params.push(account.id)}, $${params.push(amount.toString())}::bigint, $2)`,
  );
  await db.query(
    `INSERT INTO ledger_entries (transaction_id, account_id, amount, created_at) VALUES ${rows.join(', ')}`,
    params,
  );
  return { id, reference };
}
