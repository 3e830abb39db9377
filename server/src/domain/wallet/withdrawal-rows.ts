/** Reading withdrawals: the row shape, the member's view (`WithdrawalSchema`) and the operator's. */
import type { Withdrawal } from '#contract/wallet-schemas.ts';

import type { Db } from '../../db/database.ts';
import { bankCardView } from './bank-cards.ts';
import { formatMoney, minorFromDb } from './money.ts';

export interface WithdrawalRow {
  id: number;
  member_id: number;
  username: string;
  reference: string;
  amount: string;
  state: Withdrawal['state'];
  created_at: Date;
  paid_at: Date | null;
  confirm_by: Date | null;
  forced_receipt: boolean;
  has_proof: boolean;
  received_amount: string | null;
  card_id: number;
  bank_name: string;
  account_name: string;
  account_number: string;
}

export const WITHDRAWAL_SELECT = `SELECT w.id, w.member_id, m.username, w.reference, w.amount::text AS amount, w.state,
  w.created_at, w.paid_at, w.confirm_by, w.forced_receipt, (w.proof_type IS NOT NULL) AS has_proof,
  w.received_amount::text AS received_amount,
  c.id AS card_id, c.bank_name, c.account_name, c.account_number
  FROM withdrawals w JOIN members m ON m.id = w.member_id JOIN bank_cards c ON c.id = w.bank_card_id`;

const ms = (value: Date | null): number | null => (value === null ? null : value.getTime());

export function withdrawalView(row: WithdrawalRow): Withdrawal {
  const amount = minorFromDb(row.amount);
  // The receipt (spec §3): what arrived and what is still owed, once the member (or the sweep) answered.
  const received = row.received_amount === null ? null : minorFromDb(row.received_amount);
  return {
    id: row.id,
    reference: row.reference,
    amount: formatMoney(amount),
    state: row.state,
    bankCard: bankCardView({
      id: row.card_id,
      bank_name: row.bank_name,
      account_name: row.account_name,
      account_number: row.account_number,
    }),
    createdAt: row.created_at.getTime(),
    paidAt: ms(row.paid_at),
    confirmBy: ms(row.confirm_by),
    forcedReceipt: row.forced_receipt,
    hasProof: row.has_proof,
    receivedAmount: received === null ? null : formatMoney(received),
    remainingAmount: received === null ? null : formatMoney(amount - received),
  };
}

/** What operators see: the member and the full account number (they pay to it). */
export interface OperatorWithdrawal extends Withdrawal {
  username: string;
  accountNumber: string;
}

export const operatorWithdrawalView = (row: WithdrawalRow): OperatorWithdrawal => ({
  ...withdrawalView(row),
  username: row.username,
  accountNumber: row.account_number,
});

/** One withdrawal; `lock` takes its row lock (state changes). */
export async function loadWithdrawal(db: Db, id: number, lock = false): Promise<WithdrawalRow | undefined> {
  return (
    await db.query<WithdrawalRow>(`${WITHDRAWAL_SELECT} WHERE w.id = $1${lock ? ' FOR UPDATE OF w' : ''}`, [id])
  )[0];
}

/**
 * PAID withdrawals past `confirm_by` become AUTO_RECEIVED (`forcedReceipt`, no refund); all of
 * them, or one member's. Returns how many changed.
 */
export async function sweepReceipts(db: Db, now: Date, memberId: number | null = null): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `UPDATE withdrawals SET state = 'AUTO_RECEIVED', forced_receipt = true, received_amount = amount, updated_at = $1
     WHERE state = 'PAID' AND confirm_by <= $1 AND ($2::int IS NULL OR member_id = $2) RETURNING id`,
    [now, memberId],
  );
  return rows.length;
}
