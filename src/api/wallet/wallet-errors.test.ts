import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { ApiError } from '@/api/api-error';

import { placeWalletError } from './wallet-errors';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const refusal = (code: string, message: string | null = null, details: unknown = null) =>
  new ApiError('business', code, 200, message, false, details);

describe('placeWalletError', () => {
  const withdrawFields = ['bankCardId', 'amount', 'paymentPassword'];
  it('puts wallet refusals under their field', () => {
    expect(placeWalletError(refusal('invalid.payment.pw'), withdrawFields, i18n)).toEqual({
      target: 'paymentPassword',
      message: 'The payment password is incorrect.',
    });
    expect(placeWalletError(refusal('payment.pw.required'), withdrawFields, i18n).target).toBe('paymentPassword');
    expect(placeWalletError(refusal('account.balance.not.enough'), withdrawFields, i18n).target).toBe('amount');
    expect(placeWalletError(refusal('withdraw.amount.limit'), withdrawFields, i18n).target).toBe('amount');
    expect(placeWalletError(refusal('exists.bank.card'), ['bankName', 'accountNumber'], i18n)).toEqual({
      target: 'accountNumber',
      message: 'This bank card has already been added.',
    });
  });
  it('form-wide refusals, and fields not on screen, go to the form', () => {
    expect(placeWalletError(refusal('withdraw.reach.max.count'), withdrawFields, i18n).target).toBe('form');
    expect(placeWalletError(refusal('withdraw.bank.card.max'), ['accountNumber'], i18n).target).toBe('form');
    expect(placeWalletError(refusal('invalid.payment.pw'), [], i18n).target).toBe('form');
  });
  it('other errors use the shared messages', () => {
    expect(placeWalletError(refusal('too.much.request'), withdrawFields, i18n)).toEqual({
      target: 'form',
      message: 'You are clicking too fast. Please wait a moment and try again.',
    });
    expect(placeWalletError(refusal('some.new.code', 'Server text'), withdrawFields, i18n).message).toBe('Server text');
    expect(placeWalletError(new Error('boom'), withdrawFields, i18n)).toEqual({
      target: 'form',
      message: 'Something went wrong. Please try again later.',
    });
  });
  it('says how much is left to wager, and which field holds control characters (issue 25)', () => {
    const peso = (amount: string) => `₱${amount}`;
    expect(
      placeWalletError(refusal('withdraw.wagering.required', null, { remaining: '19.15' }), withdrawFields, i18n, peso),
    ).toEqual({
      target: 'form',
      message: 'Bonuses must be wagered before you withdraw. Place ₱19.15 more in valid bets, then try again.',
    });
    expect(placeWalletError(refusal('withdraw.wagering.required'), withdrawFields, i18n).message).toBe(
      'Bonuses must be wagered in valid bets before you withdraw. Check your bonus details for what is left.',
    );
    const cardFields = ['bankName', 'accountName', 'accountNumber'];
    expect(placeWalletError(refusal('text.control.characters', null, { field: 'bankName' }), cardFields, i18n)).toEqual(
      {
        target: 'bankName',
        message: 'Remove the invisible control characters from this field and try again.',
      },
    );
    expect(placeWalletError(refusal('bank.card.in.use'), cardFields, i18n).target).toBe('accountNumber');
  });
});
