/**
 * The operator's override of "one payout account, one member" (docs/security.md "Bonus farming"):
 * a family sharing one e-wallet, a company account paying several staff. While a number is in
 * `shared_payout_accounts`, further members may bind it (their cards are stored `shared`, outside
 * the one-owner index); taking the permission back stops new bindings, and cards already bound stay.
 */
import type { Db } from '../../db/database.ts';
import { OperatorError } from '../operator-error.ts';
import { payoutDigits } from './bank-cards.ts';
import { payoutNumberKey } from './payout-number-key.ts';

export interface PayoutAccountSharing {
  /** The normalised number (`09…` for a Philippine mobile number). */
  accountNumber: string;
  shared: boolean;
  /** Members who have bound it, first binder first. */
  members: string[];
}

/** Allows (`shared`) or stops further members binding one payout number. */
export async function setPayoutAccountSharing(
  db: Db,
  input: { accountNumber: string; shared: boolean; remark?: string | undefined },
  now: Date,
): Promise<PayoutAccountSharing> {
  const digits = payoutDigits(input.accountNumber);
  if (!/^\d{6,30}$/.test(digits)) throw new OperatorError('invalid', `not an account number: ${input.accountNumber}`);
  const key = payoutNumberKey(digits);
  if (input.shared) {
    await db.query(
      `INSERT INTO shared_payout_accounts (number_key, remark, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (number_key) DO UPDATE SET remark = EXCLUDED.remark`,
      [key, input.remark ?? '', now],
    );
  } else {
    await db.query('DELETE FROM shared_payout_accounts WHERE number_key = $1', [key]);
  }
  const members = await db.query<{ username: string }>(
    'SELECT m.username FROM bank_cards c JOIN members m ON m.id = c.member_id WHERE c.number_key = $1 ORDER BY c.id',
    [key],
  );
  return { accountNumber: key, shared: input.shared, members: members.map((row) => row.username) };
}

export interface PayoutCollision {
  /** The normalised number two spellings turned out to be. */
  accountNumber: string;
  /** The member whose card kept the number, and the member whose card became shared. */
  owner: string;
  member: string;
  bankCardId: number;
  foundAt: string;
  reviewedAt: string | null;
}

/**
 * Numbers bound by several members under different spellings before one key covered every
 * spelling (migration 034): the later cards were kept usable as shared, and are listed here for
 * the operator to decide (allow sharing, or close accounts that are one person's). Unreviewed first.
 */
export async function listPayoutCollisions(db: Db, input: { all?: boolean | undefined }): Promise<PayoutCollision[]> {
  const rows = await db.query<{
    number_key: string;
    owner: string;
    member: string;
    bank_card_id: number;
    found_at: Date;
    reviewed_at: Date | null;
  }>(
    `SELECT p.number_key, om.username AS owner, m.username AS member, p.bank_card_id, p.found_at, p.reviewed_at
     FROM payout_number_collisions p
     JOIN bank_cards c ON c.id = p.bank_card_id JOIN members m ON m.id = c.member_id
     JOIN bank_cards o ON o.id = p.owner_card_id JOIN members om ON om.id = o.member_id
     WHERE $1 OR p.reviewed_at IS NULL
     ORDER BY p.reviewed_at IS NOT NULL, p.number_key, p.bank_card_id LIMIT 500`,
    [input.all === true],
  );
  return rows.map((row) => ({
    accountNumber: row.number_key,
    owner: row.owner,
    member: row.member,
    bankCardId: row.bank_card_id,
    foundAt: row.found_at.toISOString(),
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
  }));
}

/** Marks the collisions of one number reviewed; answers how many were. */
export async function reviewPayoutCollision(
  db: Db,
  input: { accountNumber: string },
  now: Date,
): Promise<{ accountNumber: string; reviewed: number }> {
  const key = payoutNumberKey(payoutDigits(input.accountNumber));
  const rows = await db.query(
    'UPDATE payout_number_collisions SET reviewed_at = $2 WHERE number_key = $1 AND reviewed_at IS NULL RETURNING bank_card_id',
    [key, now],
  );
  if (rows.length === 0) throw new OperatorError('not.found', `no unreviewed collision for ${input.accountNumber}`);
  return { accountNumber: key, reviewed: rows.length };
}
