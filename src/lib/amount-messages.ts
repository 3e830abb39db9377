/** Translated messages for each problem with a typed amount. */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { AmountProblem } from '@/lib/money';

/** The message for a problem; limits are shown already formatted. */
export function amountMessage(i18n: I18n, problem: AmountProblem, limits: { min?: string; max?: string } = {}): string {
  const { min = '', max = '' } = limits;
  switch (problem) {
    case 'empty':
      return i18n._(msg`Enter an amount.`);
    case 'not-a-number':
      return i18n._(msg`Enter the amount as a number, for example 500 or 500.50.`);
    case 'negative':
      return i18n._(msg`The amount cannot be negative.`);
    case 'too-many-decimals':
      return i18n._(msg`Use at most two decimal places.`);
    case 'zero':
      return i18n._(msg`The amount must be more than zero.`);
    case 'below-min':
      return i18n._(
        msg({ message: `The minimum amount is ${min}.`, comment: 'min: an amount of money with its currency' }),
      );
    case 'above-max':
      return i18n._(
        msg({ message: `The maximum amount is ${max}.`, comment: 'max: an amount of money with its currency' }),
      );
    case 'over-balance':
      return i18n._(msg`The amount is more than your available balance.`);
  }
}
