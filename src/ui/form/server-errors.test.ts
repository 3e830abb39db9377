// The one table of refusals: each goes under its field when the form shows it, else to the form,
// in our words or the shared catalogue's; the platform's details fill the messages that need them.
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { ApiError } from '@/api/api-error';

import { placeServerError, type PlacementContext } from './server-errors';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const refusal = (code: string, message: string | null = null, details: unknown = null) =>
  new ApiError('business', code, 200, message, false, details);
const place = (error: unknown, context: PlacementContext) => placeServerError(error, context, i18n);

const withdraw = { shown: ['bankCardId', 'amount', 'paymentPassword', 'authenticatorCode'] };
const card = { shown: ['bankName', 'accountName', 'accountNumber'] };
const register: PlacementContext = {
  shown: ['username', 'password', 'mobileNum', 'verificationCode', 'email', 'captcha', 'affiliateCode', 'slider'],
  ruleOf: (key) => (key === 'email' ? 'Enter a valid e-mail address. 6–50 characters.' : null),
};

describe('placeServerError: money', () => {
  it('puts wallet refusals under their field in our words', () => {
    expect(place(refusal('invalid.payment.pw'), withdraw)).toEqual({
      target: 'paymentPassword',
      message: 'The payment password is incorrect.',
    });
    expect(place(refusal('account.balance.not.enough'), withdraw)).toEqual({
      target: 'amount',
      message: 'Your available balance is not enough for this amount.',
    });
    expect(place(refusal('withdraw.amount.limit'), withdraw).target).toBe('amount');
    expect(place(refusal('exists.bank.card'), card)).toEqual({
      target: 'accountNumber',
      message: 'This bank card has already been added.',
    });
    expect(place(refusal('authenticator.code.invalid'), withdraw).target).toBe('authenticatorCode');
  });

  it('form-wide refusals, fields not on screen and other codes go to the form', () => {
    expect(place(refusal('withdraw.reach.max.count'), withdraw).target).toBe('form');
    expect(place(refusal('invalid.payment.pw'), { shown: [] }).target).toBe('form');
    expect(place(refusal('too.much.request'), withdraw)).toEqual({
      target: 'form',
      message: 'You are clicking too fast. Please wait a moment and try again.',
    });
    expect(place(refusal('some.operator.code', 'Server text'), withdraw).message).toBe('Server text');
    expect(place(new Error('boom'), withdraw)).toEqual({
      target: 'form',
      message: 'Something went wrong. Please try again later.',
    });
  });

  it('says how much is left to wager, and which field holds control characters', () => {
    const formatAmount = (amount: string) => `₱${amount}`;
    expect(
      place(refusal('withdraw.wagering.required', null, { remaining: '19.15' }), { ...withdraw, formatAmount }),
    ).toEqual({
      target: 'form',
      message: 'Bonuses must be wagered before you withdraw. Place ₱19.15 more in valid bets, then try again.',
    });
    expect(place(refusal('withdraw.wagering.required'), withdraw).message).toBe(
      'Bonuses must be wagered in valid bets before you withdraw. Check your bonus details for what is left.',
    );
    expect(place(refusal('text.control.characters', null, { field: 'bankName' }), card)).toEqual({
      target: 'bankName',
      message: 'Remove the invisible control characters from this field and try again.',
    });
  });
});

describe('placeServerError: accounts', () => {
  it('puts known refusals under their field in the shared words', () => {
    expect(place(refusal('exists.username.err'), register)).toEqual({
      target: 'username',
      message: 'This username is already taken.',
    });
    expect(place(refusal('exists.mobile.err'), register).target).toBe('mobileNum');
    expect(place(refusal('verification.code.expired'), register).target).toBe('verificationCode');
    expect(place(refusal('captcha.invalid'), register).target).toBe('captcha');
    expect(place(refusal('slider.invalid'), register).target).toBe('slider');
    expect(place(refusal('invitation_code_error'), register)).toEqual({
      target: 'affiliateCode',
      message: 'Invalid invitation code.',
    });
    // In my account the authenticator's code is the verification code.
    expect(place(refusal('authenticator.locked'), { shown: ['verificationCode'] }).target).toBe('verificationCode');
  });

  it('request.param.err goes to the field the platform named, with its rule or the general words', () => {
    expect(place(refusal('request.param.err', 'email'), register)).toEqual({
      target: 'email',
      message: 'Enter a valid e-mail address. 6–50 characters.',
    });
    expect(place(refusal('request.param.err', 'invalid field: mobileNo'), register)).toEqual({
      target: 'mobileNum',
      message: 'This value was not accepted. Please check it.',
    });
    expect(place(refusal('request.param.err', 'wechat'), register).target).toBe('form');
  });

  it('on a mobile tab the username is the mobile number, in its own words', () => {
    const mobile = { shown: ['mobileNum', 'password'], isMobileUsername: true };
    expect(place(refusal('exists.username.err'), mobile)).toEqual({
      target: 'mobileNum',
      message: 'This mobile number is already registered.',
    });
    expect(place(refusal('not.exists.user'), mobile)).toEqual({
      target: 'mobileNum',
      message: 'No account uses this mobile number.',
    });
    expect(place(refusal('request.param.err', 'username'), mobile).target).toBe('mobileNum');
  });

  it('an alias shows a row under another field (the referral code from the link)', () => {
    const withReferral = { shown: [...register.shown, 'referralCode'], aliases: { affiliateCode: 'referralCode' } };
    expect(place(refusal('invitation_code_error'), withReferral).target).toBe('referralCode');
    expect(place(new ApiError('offline', null, 0, null, true), register).target).toBe('form');
  });
});

describe('placeServerError: agents, points, promotions, support', () => {
  it('puts an offer refused for its downline or its rate under that field', () => {
    const offer = { shown: ['username', 'rate', 'minActiveMembers', 'minValidBet', 'paymentPassword'] };
    expect(place(refusal('contract.rate.too.high'), offer)).toEqual({
      target: 'rate',
      message: 'The rate is higher than your own contract allows.',
    });
    expect(place(refusal('not.downline'), offer).target).toBe('username');
    expect(place(refusal('contract.offer.pending'), offer).target).toBe('username');
    // A transfer names its downline outside the form: the refusal is the form's.
    expect(place(refusal('not.downline'), { shown: ['amount', 'paymentPassword'] }).target).toBe('form');
  });

  it('puts points, quantity and image refusals under their field', () => {
    expect(place(refusal('point.balance.not.enough'), { shown: ['points', 'password'] }).target).toBe('points');
    expect(place(refusal('point.balance.not.enough'), { shown: ['quantity', 'password'] }).target).toBe('quantity');
    expect(place(refusal('password.check.failed'), { shown: ['quantity', 'password'] }).target).toBe('password');
    expect(place(refusal('activity.image.size'), { shown: ['comment', 'images'] })).toEqual({
      target: 'images',
      message: 'Each image must be 5 MB or smaller.',
    });
  });

  it('puts invisible characters and mixed alphabets under the field the details name', () => {
    expect(place(refusal('text.invisible.characters', null, { field: 'content' }), { shown: ['content'] })).toEqual({
      target: 'content',
      message: 'The text contains invisible characters. Remove them and try again.',
    });
    expect(place(refusal('name.mixed.scripts', null, { field: 'name' }), { shown: ['name'] }).target).toBe('name');
    expect(place(refusal('name.mixed.scripts', null, { field: 'nickname' }), { shown: ['name'] }).target).toBe('form');
  });
});
