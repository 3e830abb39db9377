/**
 * The operator's override of "one payout account, one member" (docs/security.md "Bonus farming"):
 * a family sharing one e-wallet, a company account paying several staff. While a number is in
 * `shared_payout_accounts`, further members may bind it (their cards are stored `shared`, outside
 * the one-owner index); taking the permission back stops new bindings, and cards already bound stay.
 */
import type { Db } from '../../db/database.ts';
import { OperatorError } from '../operator-error.ts';
import { payoutNumberKey } from './bank-cards.ts';

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
  const digits = input.accountNumber.replace(/[\s-]/g, '');
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
