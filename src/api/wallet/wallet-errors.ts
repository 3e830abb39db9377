/**
 * Where a refused wallet call shows its message: under the field it concerns, or for the form as a
 * whole. Wallet codes get our own translated text; anything else uses the shared API messages.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';

import { WageringRefusalSchema } from '#contract/reward-schemas.ts';

import { isApiError, type ApiError } from '@/api/api-error';
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
  'bank.card.in.use': {
    field: 'accountNumber',
    message: msg`This account number is already bound to another member. If you share it, please contact customer service.`,
  },
  'invalid.payment.pw': { field: 'paymentPassword', message: msg`The payment password is incorrect.` },
  'payment.pw.required': { field: 'paymentPassword', message: msg`Set a payment password first.` },
  'authenticator.code.invalid': {
    field: 'authenticatorCode',
    message: msg`The authenticator code is incorrect or was already used. Enter the current code from your app.`,
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

const CONTROL_FIELD = msg`Remove the invisible control characters from this field and try again.`;

/** Refusals whose message carries the platform's details: the amount left to wager, the field with control characters. */
function detailedPlacement(error: ApiError, shown: readonly string[], i18n: I18n, format: (amount: string) => string) {
  if (error.errorCode === 'withdraw.wagering.required') {
    const details = v.safeParse(WageringRefusalSchema, error.details);
    if (details.success) {
      const remaining = format(details.output.remaining);
      return {
        target: 'form',
        message: i18n._(
          msg({
            message: `Bonuses must be wagered before you withdraw. Place ${remaining} more in valid bets, then try again.`,
            comment: 'remaining: an amount of money still to bet, not a number of bets',
          }),
        ),
      };
    }
  }
  if (error.errorCode === 'text.control.characters') {
    const details = v.safeParse(v.object({ field: v.string() }), error.details);
    if (details.success && shown.includes(details.output.field))
      return { target: details.output.field, message: i18n._(CONTROL_FIELD) };
  }
  return null;
}

/**
 * The message for a wallet refusal and where it goes; `shown` lists the field keys on screen,
 * `format` writes an amount from the refusal's details in the platform currency.
 */
export function placeWalletError(
  error: unknown,
  shown: readonly string[],
  i18n: I18n,
  format: (amount: string) => string = (amount) => amount,
): ErrorPlacement {
  if (!isApiError(error)) return { target: 'form', message: errorText(error, i18n) };
  const detailed = detailedPlacement(error, shown, i18n, format);
  if (detailed) return detailed;
  if (error.errorCode === 'authenticator.locked') {
    // The shared message names the time the checks open again.
    const field = shown.includes('authenticatorCode') ? 'authenticatorCode' : 'form';
    return { target: field, message: apiErrorMessage(error, i18n) };
  }
  const known = error.errorCode ? WALLET_ERRORS[error.errorCode] : undefined;
  if (!known) return { target: 'form', message: apiErrorMessage(error, i18n) };
  return { target: shown.includes(known.field) ? known.field : 'form', message: i18n._(known.message) };
}
