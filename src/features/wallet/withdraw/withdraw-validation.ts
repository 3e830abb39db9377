/** Pure checks for the withdraw page's forms: bank card, withdrawal (the payment password rule: `@/lib/payment-password`). */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type * as v from 'valibot';

import type { WithdrawSettingsSchema } from '#contract/wallet-schemas.ts';

export type WithdrawSettings = v.InferOutput<typeof WithdrawSettingsSchema>;

export type AccountNumberProblem = 'empty' | 'not-digits' | 'length';

/** Spaces and dashes typed for readability are dropped; what is left must be 8–20 digits. */
export function normaliseAccountNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function checkAccountNumber(value: string): AccountNumberProblem | null {
  const digits = normaliseAccountNumber(value);
  if (digits === '') return 'empty';
  if (!/^\d+$/.test(digits)) return 'not-digits';
  return digits.length >= 8 && digits.length <= 20 ? null : 'length';
}

export function accountNumberMessage(i18n: I18n, problem: AccountNumberProblem): string {
  switch (problem) {
    case 'empty':
      return i18n._(msg`Enter the account number.`);
    case 'not-digits':
      return i18n._(msg`The account number may contain numbers only.`);
    case 'length':
      return i18n._(msg`The account number is 8 to 20 digits.`);
  }
}

/** Withdrawals the member may still request today (never negative). */
export function withdrawalsLeft(settings: Pick<WithdrawSettings, 'dailyCount' | 'usedToday'>): number {
  return Math.max(0, settings.dailyCount - settings.usedToday);
}

/** Whether another bank card may be added. */
export function canAddBankCard(cardCount: number, settings: Pick<WithdrawSettings, 'maxBankCards'>): boolean {
  return cardCount < settings.maxBankCards;
}

/** The card to preselect: the stored choice if it still exists, else the first card, else none. */
export function chosenCardId(stored: string, cards: readonly { id: number }[]): string {
  if (cards.some((card) => String(card.id) === stored)) return stored;
  return cards[0] ? String(cards[0].id) : '';
}
