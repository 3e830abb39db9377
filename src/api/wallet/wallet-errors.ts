/**
 * Where a refused wallet call shows its message: under the field it concerns, or for the form as a
 * whole. Wallet codes get our own translated text; anything else uses the shared API messages.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { isApiError } from '@/api/api-error';
import { apiErrorMessage, errorText } from '@/api/api-error-messages';

export interface ErrorPlacement {
  /** A field key that is on screen, or `form`. */
  target: string;
  message: string;
}

const WALLET_ERRORS: Record<string, { field: string; message: MessageDescriptor }> = {
  'account.balance.not.enough': {
    field: 'amount',
    message: msg`Your available balance is not enough for this amount.`,
  },
  'account.amount.negative': { field: 'amount', message: msg`The amount cannot be negative.` },
  'empty.amount': { field: 'amount', message: msg`Enter an amount.` },
  'withdraw.amount.limit': { field: 'amount', message: msg`The amount is outside the withdrawal limits.` },
  'withdraw.reach.max.count': {
    field: 'form',
    message: msg`You have used all of today's withdrawals. Please try again tomorrow.`,
  },
  'withdraw.bank.card.max': { field: 'form', message: msg`You already have the maximum number of bank cards.` },
  'exists.bank.card': { field: 'accountNumber', message: msg`This bank card has already been added.` },
  'invalid.payment.pw': { field: 'paymentPassword', message: msg`The payment password is incorrect.` },
  'payment.pw.required': { field: 'paymentPassword', message: msg`Set a payment password first.` },
  'authenticator.code.invalid': {
    field: 'authenticatorCode',
    message: msg`The authenticator code is incorrect or was already used. Enter the current code from your app.`,
  },
  'authenticator.locked': {
    field: 'authenticatorCode',
    message: msg`Too many wrong authenticator codes. Please try again in 15 minutes.`,
  },
  'wallet.is.locked': { field: 'form', message: msg`Your wallet is locked. Please contact customer service.` },
  'account.transfer.processing': {
    field: 'form',
    message: msg`Another transaction is still being processed. Please wait a moment and try again.`,
  },
  'not.exists.transaction': {
    field: 'form',
    message: msg`This withdrawal could not be found. Refresh the list and try again.`,
  },
  'account.booked.trans.confirmed': { field: 'form', message: msg`This withdrawal has already been confirmed.` },
};

/** The message for a wallet refusal and where it goes; `shown` lists the field keys on screen. */
export function placeWalletError(error: unknown, shown: readonly string[], i18n: I18n): ErrorPlacement {
  if (!isApiError(error)) return { target: 'form', message: errorText(error, i18n) };
  const known = error.errorCode ? WALLET_ERRORS[error.errorCode] : undefined;
  if (!known) return { target: 'form', message: apiErrorMessage(error, i18n) };
  return { target: shown.includes(known.field) ? known.field : 'form', message: i18n._(known.message) };
}
