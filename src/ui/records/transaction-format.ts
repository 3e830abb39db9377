/** Names and signed amounts for the account record. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { TransactionSchema, type Transaction } from '#contract/wallet-schemas.ts';

import { toMinor } from '@/lib/money';

export type TransactionType = Transaction['type'];

/** Every type the record can filter by, in the contract's order. */
export const TRANSACTION_TYPES: readonly TransactionType[] = TransactionSchema.entries.type.options;

export const TRANSACTION_TYPE_LABELS: Record<TransactionType, MessageDescriptor> = {
  DEPOSIT: msg`Deposit`,
  WITHDRAW: msg`Withdrawal`,
  WITHDRAW_REFUND: msg`Withdrawal refund`,
  TRANSFER_IN: msg`Transfer in`,
  TRANSFER_OUT: msg`Transfer out`,
  BET: msg`Bet`,
  WIN: msg`Win`,
  UPLINE_TRANSFER: msg`Transfer from upline`,
  ADJUSTMENT: msg`Adjustment`,
  DOWNLINE_TRANSFER: msg`Transfer to downline`,
  SALARY: msg`Salary`,
  DIVIDEND: msg`Dividend`,
  BONUS: msg`Bonus`,
  RED_ENVELOPE: msg`Red envelope`,
  POINTS_CONVERT: msg`Points converted`,
};

export function isTransactionType(value: string): value is TransactionType {
  return (TRANSACTION_TYPES as readonly string[]).includes(value);
}

export type AmountSign = 'plus' | 'minus' | 'zero';

export function amountSign(amount: string): AmountSign {
  const minor = toMinor(amount);
  return minor > 0n ? 'plus' : minor < 0n ? 'minus' : 'zero';
}

/** A signed, formatted amount: "+₱100.00", "-₱100.00" (the formatter adds the minus), "₱0.00". */
export function signedMoney(amount: string, format: (amount: string) => string): string {
  return amountSign(amount) === 'plus' ? `+${format(amount)}` : format(amount);
}
