/** What a withdrawal row shows for each state: its name, the confirm actions, and any note. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Withdrawal, WithdrawState } from '#contract/wallet-schemas.ts';

export const WITHDRAW_STATE_LABELS: Record<WithdrawState, MessageDescriptor> = {
  PENDING: msg`Pending review`,
  APPROVED: msg`Approved`,
  REJECTED: msg`Rejected`,
  PAID: msg`Paid out`,
  RECEIVED: msg`Received`,
  NOT_RECEIVED: msg`Not received`,
  AUTO_RECEIVED: msg`Counted as received`,
};

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
