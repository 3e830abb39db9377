/**
 * Withdrawal requests: checked against `withdraw.settings` (amount range, requests per business
 * day), the payment password, when the member turned it on a current authenticator code (issue
 * 30), and the bonus wagering (nothing outstanding, checked under the account lock:
 * bonus-wagering.ts); then the amount moves MAIN → HOLD (a WITHDRAW ledger transaction) and the
 * request waits, PENDING, for an operator (withdrawal-review.ts).
 */
import type { Withdrawal } from '#contract/wallet-schemas.ts';

import type { Db } from '../../db/database.ts';
import type { Member } from '../accounts/member-repository.ts';
import { matchWithdrawalCode, spendWithdrawalStep } from '../authenticator/authenticator-checks.ts';
import { findActiveAuthenticator } from '../authenticator/authenticator-repository.ts';
import { requireBonusWagered } from '../bonus/bonus-wagering.ts';
import { badParam, refuse } from '../refusal.ts';
import { readSetting, SETTINGS } from '../setting-definitions.ts';
import { idempotent } from './idempotency.ts';
import { HOLD, lockAccounts, MAIN, memberAccount } from './ledger-accounts.ts';
import { postTransaction } from './ledger.ts';
import {
  makeReference,
  nextId,
  positiveAmount,
  requireRealMember,
  startOfBusinessDay,
  type MoneyContext,
} from './money-context.ts';
import { formatMoney, parseAmount } from './money.ts';
import { limitOffset, page, type Page, type PageRequest } from './paging.ts';
import { hasPaymentPassword, verifyPaymentPassword } from './payment-password.ts';
import {
  loadWithdrawal,
  operatorWithdrawalView,
  sweepReceipts,
  WITHDRAWAL_SELECT,
  withdrawalView,
  type OperatorWithdrawal,
  type WithdrawalRow,
} from './withdrawal-rows.ts';

/** Requests counted against the daily limit: today's (business day), rejected ones excepted. */
async function usedToday(db: Db, memberId: number, now: Date): Promise<number> {
  const rows = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM withdrawals WHERE member_id = $1 AND created_at >= $2 AND state <> 'REJECTED'`,
    [memberId, startOfBusinessDay(now)],
  );
  return rows[0]?.count ?? 0;
}

/** `WithdrawSettingsSchema` for a member. */
export async function withdrawSettingsView(ctx: MoneyContext, member: Member) {
  requireRealMember(member);
  const settings = await readSetting(ctx.db, SETTINGS.withdraw);
  return {
    ...settings,
    usedToday: await usedToday(ctx.db, member.id, ctx.now),
    hasPaymentPassword: await hasPaymentPassword(ctx, member.id),
    authenticatorRequired: (await findActiveAuthenticator(ctx.db, member.id))?.forWithdrawals ?? false,
  };
}

export interface WithdrawBody {
  bankCardId: number;
  amount: string;
  paymentPassword: string;
  authenticatorCode?: string | undefined;
}

/** Holds the amount and opens a PENDING withdrawal. */
export async function requestWithdrawal(
  ctx: MoneyContext,
  member: Member,
  body: WithdrawBody,
  key: string,
): Promise<Withdrawal> {
  requireRealMember(member);
  const amount = positiveAmount(body.amount);
  const settings = await readSetting(ctx.db, SETTINGS.withdraw);
  if (amount < (parseAmount(settings.minAmount) ?? 0n) || amount > (parseAmount(settings.maxAmount) ?? 0n)) {
    refuse('withdraw.amount.limit', `Withdraw between ${settings.minAmount} and ${settings.maxAmount}`);
  }
  await verifyPaymentPassword(ctx, member.id, body.paymentPassword);
  // Compared (and counted) here; its step is spent in the transaction below, so a refused
  // withdrawal gives the code back and two withdrawals with one code cannot both pass.
  const codeStep = await matchWithdrawalCode(ctx.db, member.id, body.authenticatorCode, ctx.now);
  // The payment password and the code stay out of the stored request hash.
  const request = {
    memberId: member.id,
    key,
    scope: 'withdraw',
    body: { bankCardId: body.bankCardId, amount: formatMoney(amount) },
  };
  return idempotent(ctx, request, async (tx, hash) => {
    if (codeStep !== null) await spendWithdrawalStep(tx, member.id, codeStep);
    const main = await memberAccount(tx, member.id, MAIN);
    const hold = await memberAccount(tx, member.id, HOLD);
    // Locked first: the member's withdrawals serialize, so the daily count cannot race.
    await lockAccounts(tx, [main, hold]);
    const card = await tx.query('SELECT id FROM bank_cards WHERE id = $1 AND member_id = $2', [
      body.bankCardId,
      member.id,
    ]);
    if (card.length === 0) badParam('bankCardId', 'is invalid: no such bank card');
    // Under the MAIN lock a bonus is credited with: its requirement is seen, or it comes later.
    await requireBonusWagered(tx, member.id);
    if ((await usedToday(tx, member.id, ctx.now)) >= settings.dailyCount) {
      refuse('withdraw.reach.max.count', `At most ${settings.dailyCount} withdrawals a day`);
    }
    const id = await nextId(tx, 'withdrawals');
    const reference = makeReference('W', id, ctx.now);
    const posted = await postTransaction(tx, ctx.now, {
      type: 'WITHDRAW',
      memberId: member.id,
      reference,
      idempotency: { key, hash },
      postings: [
        { account: main, amount: -amount },
        { account: hold, amount },
      ],
    });
    await tx.query(
      `INSERT INTO withdrawals (id, member_id, reference, bank_card_id, amount, state, hold_transaction_id, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5::bigint, 'PENDING', $6, $7, $7)`,
      [id, member.id, reference, body.bankCardId, amount.toString(), posted.id, ctx.now],
    );
    const row = await loadWithdrawal(tx, id);
    if (!row) throw new Error(`withdrawal ${id} vanished`);
    return withdrawalView(row);
  });
}

/** The member's withdrawals, newest first (due auto-receipts applied first). */
export async function memberWithdrawals(
  ctx: MoneyContext,
  memberId: number,
  request: PageRequest,
): Promise<Page<Withdrawal>> {
  await sweepReceipts(ctx.db, ctx.now, memberId);
  const [limit, offset] = limitOffset(request);
  const rows = await ctx.db.query<WithdrawalRow>(
    `${WITHDRAWAL_SELECT} WHERE w.member_id = $1 ORDER BY w.id DESC LIMIT $2 OFFSET $3`,
    [memberId, limit, offset],
  );
  const count = await ctx.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM withdrawals WHERE member_id = $1',
    [memberId],
  );
  return page(rows.map(withdrawalView), request, count[0]?.count ?? 0);
}

/** Withdrawals for operators (newest first, at most 200), optionally in one state. */
export async function operatorWithdrawals(ctx: MoneyContext, state?: string): Promise<OperatorWithdrawal[]> {
  await sweepReceipts(ctx.db, ctx.now);
  const rows = await ctx.db.query<WithdrawalRow>(
    `${WITHDRAWAL_SELECT} WHERE ($1::text IS NULL OR w.state = $1) ORDER BY w.id DESC LIMIT 200`,
    [state ?? null],
  );
  return rows.map(operatorWithdrawalView);
}
