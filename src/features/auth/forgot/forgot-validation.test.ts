import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { RULES } from '../register/register-test-data';
import { forgotPhoneHint, validateForgotEmail, validateForgotPhone } from './forgot-validation';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('forgot by e-mail', () => {
  it('both fields required, each with its rule', () => {
    expect(validateForgotEmail({ username: '', email: '' }, RULES, i18n)).toEqual({
      username: 'Enter a username.',
      email: 'Enter your e-mail address.',
    });
    expect(validateForgotEmail({ username: '1x', email: 'a@b' }, RULES, i18n)).toEqual({
      username: 'Must start with a letter, then letters or numbers. 6–12 characters.',
      email: 'Enter a valid e-mail address. 6–50 characters.',
    });
    expect(validateForgotEmail({ username: 'player01', email: 'p@example.com' }, RULES, i18n)).toEqual({
      username: null,
      email: null,
    });
  });
  it('accepts a mobile-number username and checks e-mail shape without rules', () => {
    expect(validateForgotEmail({ username: '09171234567', email: 'p@example.com' }, RULES, i18n).username).toBeNull();
    expect(validateForgotEmail({ username: 'x', email: 'nope' }, undefined, i18n)).toEqual({
      username: null,
      email: 'Enter a valid e-mail address.',
    });
  });
});

describe('forgot by phone', () => {
  const good = {
    dialingCode: '+63',
    mobileNum: '09171234567',
    verificationCode: '123456',
    newPassword: 'abc123',
    confirmPassword: 'abc123',
  };
  it('accepts good values', () => {
    expect(Object.values(validateForgotPhone(good, RULES, i18n)).filter(Boolean)).toEqual([]);
  });
  it('mobile rule, code required, password rule, confirmation', () => {
    expect(
      validateForgotPhone(
        { ...good, mobileNum: '123', verificationCode: ' ', newPassword: 'a!', confirmPassword: 'b' },
        RULES,
        i18n,
      ),
    ).toEqual({
      mobileNum: 'Numbers only. 10–11 characters.',
      verificationCode: 'Enter the verification code.',
      newPassword: 'Letters and numbers only. 6–12 characters.',
      confirmPassword: 'The passwords do not match.',
    });
    expect(forgotPhoneHint('confirmPassword', RULES, i18n)).toBe('Letters and numbers only. 6–12 characters.');
  });
});
