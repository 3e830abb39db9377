/**
 * What happens to a withdrawal after the request. Operator: approve (PENDING → APPROVED), reject
 * (PENDING/APPROVED → REJECTED, HOLD → MAIN as WITHDRAW_REFUND), pay (APPROVED → PAID, HOLD →
 * CASH_OUT as WITHDRAW_PAID; `confirm_by` = now + confirmMinutes). Member: confirm received, or
 * not received with a proof image, until `confirm_by`; after it the sweep makes it AUTO_RECEIVED.
 */
import { createHash } from 'node:crypto';

import type { Withdrawal } from '#contract/wallet-schemas.ts';

import type { Db } from '../../db/database.ts';
import type { Member } from '../accounts/member-repository.ts';
import { OperatorError } from '../operator-error.ts';
import { badParam, refuse } from '../refusal.ts';
import { readSetting, SETTINGS } from '../setting-definitions.ts';
import { idempotent, moneyTransaction } from './idempotency.ts';
import { HOLD, MAIN, memberAccount, systemAccount, type LedgerAccount } from './ledger-accounts.ts';
import { postTransaction, type LedgerType } from './ledger.ts';
import { requireRealMember, type MoneyContext } from './money-context.ts';
import { minorFromDb, parseAmount } from './money.ts';
import { parseProofImage } from './proof-image.ts';
import {
  loadWithdrawal,
  operatorWithdrawalView,
  withdrawalView,
  type OperatorWithdrawal,
  type WithdrawalRow,
} from './withdrawal-rows.ts';

type State = Withdrawal['state'];

async function review(
  ctx: MoneyContext,
  id: number,
  from: readonly State[],
  apply: (tx: Db, row: WithdrawalRow) => Promise<void>,
): Promise<OperatorWithdrawal> {
  return moneyTransaction(ctx.db, async (tx) => {
    const row = await loadWithdrawal(tx, id, true);
    if (!row) throw new OperatorError('not.found', `no withdrawal ${id}`);
    if (!from.includes(row.state))
      throw new OperatorError('invalid', `withdrawal ${id} is ${row.state}, expected ${from.join(' or ')}`);
    await apply(tx, row);
    const updated = await loadWithdrawal(tx, id);
    if (!updated) throw new Error(`withdrawal ${id} vanished`);
    return operatorWithdrawalView(updated);
  });
}

async function settle(
  tx: Db,
  ctx: MoneyContext,
  row: WithdrawalRow,
  type: LedgerType,
  target: LedgerAccount,
): Promise<number> {
  const amount = minorFromDb(row.amount);
  const hold = await memberAccount(tx, row.member_id, HOLD);
  const posted = await postTransaction(tx, ctx.now, {
    type,
    memberId: row.member_id,
    reference: row.reference,
    postings: [
      { account: hold, amount: -amount },
      { account: target, amount },
    ],
  });
  return posted.id;
}

export const approveWithdrawal = (ctx: MoneyContext, id: number) =>
  review(ctx, id, ['PENDING'], async (tx) => {
    await tx.query(`UPDATE withdrawals SET state = 'APPROVED', updated_at = $2 WHERE id = $1`, [id, ctx.now]);
  });

export const rejectWithdrawal = (ctx: MoneyContext, id: number) =>
  review(ctx, id, ['PENDING', 'APPROVED'], async (tx, row) => {
    const refund = await settle(tx, ctx, row, 'WITHDRAW_REFUND', await memberAccount(tx, row.member_id, MAIN));
    await tx.query(
      `UPDATE withdrawals SET state = 'REJECTED', settle_transaction_id = $2, updated_at = $3 WHERE id = $1`,
      [id, refund, ctx.now],
    );
  });

export const payWithdrawal = (ctx: MoneyContext, id: number) =>
  review(ctx, id, ['APPROVED'], async (tx, row) => {
    const { confirmMinutes } = await readSetting(tx, SETTINGS.withdraw);
    const paid = await settle(tx, ctx, row, 'WITHDRAW_PAID', await systemAccount(tx, 'CASH_OUT'));
    await tx.query(
      `UPDATE withdrawals SET state = 'PAID', settle_transaction_id = $2, paid_at = $3, confirm_by = $4, updated_at = $3 WHERE id = $1`,
      [id, paid, ctx.now, new Date(ctx.now.getTime() + confirmMinutes * 60_000)],
    );
  });

/**
 * Received in full, or not (with proof). `receivedAmount` reports a partial payout: what did
 * arrive, less than the withdrawal; absent means nothing arrived.
 */
export type ConfirmBody =
  { received: true } | { received: false; proofImage: string; receivedAmount?: string | undefined };

/** The part that arrived, in minor units: 0 up to (amount - 0.01); a full amount is a "received". */
function reportedAmount(body: ConfirmBody): bigint {
  if (body.received) return 0n;
  const text = body.receivedAmount?.trim() ?? '';
  if (text === '') return 0n;
  const amount = parseAmount(text);
  return amount ?? badParam('receivedAmount', 'is invalid: an amount with at most two decimals');
}

/**
 * The member's answer to a payout; refuses `not.exists.transaction`, `account.booked.trans.confirmed`,
 * and a reported part that is not below the withdrawal (`request.param.err`).
 */
export async function confirmWithdrawal(
  ctx: MoneyContext,
  member: Member,
  id: number,
  body: ConfirmBody,
  key: string,
): Promise<Withdrawal> {
  requireRealMember(member);
  const part = reportedAmount(body);
  const proof = body.received ? null : parseProofImage(body.proofImage);
  const proofDigest = proof ? createHash('sha256').update(proof.bytes).digest('hex') : null;
  const request = {
    memberId: member.id,
    key,
    scope: 'withdraw.confirm',
    body: { id, received: body.received, proofDigest, part: part.toString() },
  };
  return idempotent(ctx, request, async (tx) => {
    const row = await loadWithdrawal(tx, id, true);
    if (!row || row.member_id !== member.id) return refuse('not.exists.transaction', 'No such withdrawal');
    const due = row.confirm_by !== null && row.confirm_by.getTime() <= ctx.now.getTime();
    if (row.state !== 'PAID' || due) {
      const paidOut = ['RECEIVED', 'NOT_RECEIVED', 'AUTO_RECEIVED'].includes(row.state) || due;
      refuse(
        'account.booked.trans.confirmed',
        paidOut ? 'This withdrawal is already confirmed' : 'This withdrawal has not been paid yet',
      );
    }
    const amount = minorFromDb(row.amount);
    if (part >= amount) badParam('receivedAmount', 'is invalid: less than the withdrawal, or confirm it as received');
    await tx.query(
      `UPDATE withdrawals SET state = $2, proof_type = $3, proof_image = $4, received_amount = $5::bigint, updated_at = $6 WHERE id = $1`,
      [
        id,
        body.received ? 'RECEIVED' : 'NOT_RECEIVED',
        proof?.type ?? null,
        proof?.bytes ?? null,
        (body.received ? amount : part).toString(),
        ctx.now,
      ],
    );
    const updated = await loadWithdrawal(tx, id);
    if (!updated) throw new Error(`withdrawal ${id} vanished`);
    return withdrawalView(updated);
  });
}

/** The stored proof image of a NOT_RECEIVED withdrawal (operators). */
export async function withdrawalProof(db: Db, id: number): Promise<{ type: string; bytes: Uint8Array }> {
  const rows = await db.query<{ proof_type: string | null; proof_image: Uint8Array | null }>(
    'SELECT proof_type, proof_image FROM withdrawals WHERE id = $1',
    [id],
  );
  const row = rows[0];
  if (!row?.proof_type || !row.proof_image) throw new OperatorError('not.found', `no proof image for withdrawal ${id}`);
  return { type: row.proof_type, bytes: row.proof_image };
}
