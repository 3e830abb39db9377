import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { ApiError } from '@/api/api-error';

import { affiliateFailure, placeError, type ErrorContext } from './register-errors';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const refusal = (code: string, message: string | null = null, status = 200) =>
  new ApiError('business', code, status, message);
const context: ErrorContext = {
  shown: new Set([
    'username',
    'password',
    'confirmPassword',
    'mobileNum',
    'verificationCode',
    'email',
    'captcha',
    'affiliateCode',
    'slider',
  ]),
  isMobileUsername: false,
  hintOf: (key) => (key === 'email' ? 'Enter a valid e-mail address. 6–50 characters.' : null),
};

describe('placeError', () => {
  it('puts known refusals under their field', () => {
    expect(placeError(refusal('exists.username.err'), context, i18n)).toEqual({
      target: 'username',
      message: 'This username is already taken.',
    });
    expect(placeError(refusal('exists.mobile.err'), context, i18n).target).toBe('mobileNum');
    expect(placeError(refusal('exists.email.err'), context, i18n).target).toBe('email');
    expect(placeError(refusal('verification.code.expired'), context, i18n).target).toBe('verificationCode');
    expect(placeError(refusal('captcha.invalid'), context, i18n).target).toBe('captcha');
    expect(placeError(refusal('slider.invalid'), context, i18n).target).toBe('slider');
    expect(placeError(refusal('invitation_code_error'), context, i18n)).toEqual({
      target: 'affiliateCode',
      message: 'Invalid invitation code.',
    });
  });
  it('request.param.err goes to the field the server named, with its rule text', () => {
    expect(placeError(refusal('request.param.err', 'email'), context, i18n)).toEqual({
      target: 'email',
      message: 'Enter a valid e-mail address. 6–50 characters.',
    });
    expect(placeError(refusal('request.param.err', 'invalid field: mobileNo', 400), context, i18n)).toEqual({
      target: 'mobileNum',
      message: 'This value was not accepted. Please check it.',
    });
    expect(placeError(refusal('request.param.err', 'wechat'), context, i18n).target).toBe('form');
  });
  it('on the mobile tab the username is the mobile number', () => {
    const mobile = { ...context, shown: new Set(['mobileNum', 'password']), isMobileUsername: true };
    expect(placeError(refusal('exists.username.err'), mobile, i18n)).toEqual({
      target: 'mobileNum',
      message: 'This mobile number is already registered.',
    });
    expect(placeError(refusal('not.exists.user'), mobile, i18n)).toEqual({
      target: 'mobileNum',
      message: 'No account uses this mobile number.',
    });
    expect(placeError(refusal('request.param.err', 'username'), mobile, i18n).target).toBe('mobileNum');
  });
  it('an invitation refusal goes to the referral code from the link when no code was typed', () => {
    const withReferral = {
      ...context,
      shown: new Set([...context.shown, 'referralCode']),
      invitationField: 'referralCode',
    };
    expect(placeError(refusal('invitation_code_error'), withReferral, i18n)).toEqual({
      target: 'referralCode',
      message: 'Invalid invitation code.',
    });
    expect(
      placeError(refusal('invitation_code_error'), { ...withReferral, invitationField: 'affiliateCode' }, i18n).target,
    ).toBe('affiliateCode');
  });
  it('anything else, or a hidden field, goes to the form', () => {
    expect(placeError(refusal('register.failed'), context, i18n)).toEqual({
      target: 'form',
      message: 'Registration failed. Please try again.',
    });
    expect(placeError(refusal('exists.email.err'), { ...context, shown: new Set(['username']) }, i18n).target).toBe(
      'form',
    );
    expect(placeError(new ApiError('offline', null, 0, null, true), context, i18n).target).toBe('form');
    expect(placeError(new Error('boom'), context, i18n).target).toBe('form');
  });
});

describe('affiliateFailure', () => {
  it('any refusal is an invalid invitation code; faults go to the form', () => {
    expect(affiliateFailure(refusal('invitation_code_error'), i18n)).toEqual({
      affiliateCode: 'Invalid invitation code.',
    });
    expect(affiliateFailure(refusal('request.param.err', null, 400), i18n)).toEqual({
      affiliateCode: 'Invalid invitation code.',
    });
    expect(affiliateFailure(refusal('system.not.available', null, 503), i18n)).toHaveProperty('form');
    expect(affiliateFailure(new ApiError('timeout', null, 0, null), i18n)).toHaveProperty('form');
  });
});
