/** The 6-digit payment password of the wallet's money actions (withdraw, bank cards, transfers) and its messages. */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type PaymentPasswordProblem = 'empty' | 'not-six-digits';

/** The payment password rule: numbers only, exactly 6 of them. */
export function checkPaymentPassword(value: string): PaymentPasswordProblem | null {
  if (value === '') return 'empty';
  return /^\d{6}$/.test(value) ? null : 'not-six-digits';
}

export function paymentPasswordMessage(i18n: I18n, problem: PaymentPasswordProblem): string {
  return problem === 'empty'
    ? i18n._(msg`Enter your payment password.`)
    : i18n._(msg`The payment password is exactly 6 digits (numbers only).`);
}
