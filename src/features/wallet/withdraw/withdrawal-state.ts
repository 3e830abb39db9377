/** What a withdrawal row shows for each state: its name, the confirm actions, and any note. */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { Withdrawal, WithdrawState } from '#contract/wallet-schemas.ts';

import { amountMessage } from '@/lib/amount-messages';
import { checkAmount, fromMinor, toMinor } from '@/lib/money';

export const WITHDRAW_STATE_LABELS: Record<WithdrawState, MessageDescriptor> = {
  PENDING: msg`Pending review`,
  APPROVED: msg`Approved`,
  REJECTED: msg`Rejected`,
  PAID: msg`Paid out`,
  RECEIVED: msg`Received`,
  NOT_RECEIVED: msg`Not received`,
  AUTO_RECEIVED: msg`Counted as received`,
};

/** A NOT_RECEIVED withdrawal where some money did arrive reads "Partly received". */
export function withdrawalStateLabel(withdrawal: Pick<Withdrawal, 'state' | 'receivedAmount'>): MessageDescriptor {
  const { state, receivedAmount } = withdrawal;
  if (state === 'NOT_RECEIVED' && receivedAmount !== null && toMinor(receivedAmount) > 0n) return msg`Partly received`;
  return WITHDRAW_STATE_LABELS[state];
}

/**
 * The part of a payout that did arrive, as typed: empty or 0 means nothing arrived (`part: null`);
 * otherwise an amount below the withdrawal (all of it is "I received it", not a claim).
 */
export function checkReceivedPart(
  typed: string,
  withdrawalAmount: string,
  i18n: I18n,
  format: (amount: string) => string,
): { ok: true; part: string | null } | { ok: false; message: string } {
  if (typed.trim() === '') return { ok: true, part: null };
  const checked = checkAmount(typed);
  if (!checked.ok)
    return checked.problem === 'zero'
      ? { ok: true, part: null }
      : { ok: false, message: amountMessage(i18n, checked.problem) };
  if (toMinor(checked.amount) >= toMinor(withdrawalAmount)) {
    const below = format(fromMinor(toMinor(withdrawalAmount) - 1n));
    return {
      ok: false,
      message: i18n._(
        msg({
          message: `Enter at most ${below}. If all of it arrived, choose “I received it”.`,
          comment: 'below: an amount of money',
        }),
      ),
    };
  }
  return { ok: true, part: checked.amount };
}

export type WithdrawalNote = 'forced-receipt' | 'under-review' | 'refunded' | null;

export interface WithdrawalView {
  /** PAID: the member answers "received" or "not received" (with proof). */
  canConfirm: boolean;
  /** The deadline after which an unanswered payout counts as received. */
  confirmBy: number | null;
  note: WithdrawalNote;
}

export function withdrawalView(withdrawal: Pick<Withdrawal, 'state' | 'confirmBy' | 'forcedReceipt'>): WithdrawalView {
  const { state, confirmBy, forcedReceipt } = withdrawal;
  const isPaid = state === 'PAID';
  let note: WithdrawalNote = null;
  if (state === 'AUTO_RECEIVED' || forcedReceipt) note = 'forced-receipt';
  else if (state === 'NOT_RECEIVED') note = 'under-review';
  else if (state === 'REJECTED') note = 'refunded';
  return { canConfirm: isPaid, confirmBy: isPaid ? confirmBy : null, note };
}

/** Newest first (by creation time, then id), whatever order a page arrives in. */
export function newestFirst<T extends { id: number; createdAt: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
}
