import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { ApiError } from '@/api/api-error';

import { placeWalletError } from './wallet-errors';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const refusal = (code: string, message: string | null = null) => new ApiError('business', code, 200, message);

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
});
