import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { REGISTER_DEFAULTS, visibleFields, type RegisterValues } from './register-fields';
import { flagsOf, rule, RULES } from './register-test-data';
import { birthdayError, fieldHint, validateRegister, validateRegisterField } from './register-validation';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const fields = visibleFields('username', RULES, flagsOf(['REGMOBVERF3']));
const fieldOf = (key: string) => fields.find((f) => f.key === key)!;
const good: RegisterValues = {
  ...REGISTER_DEFAULTS,
  username: 'player01',
  password: 'abc123',
  confirmPassword: 'abc123',
  mobileNum: '0917 123 4567',
  verificationCode: '123456',
  payeeName: 'Juan Cruz',
  captcha: '1234',
};

describe('registration validation', () => {
  it("checks the birthday against the operator's minimum age, in the language's date pattern", () => {
    const age = { minimumAge: 18, today: '2026-06-15' };
    expect(birthdayError('', false, age, i18n)).toBeNull();
    expect(birthdayError('2008-06-15', true, age, i18n)).toBeNull();
    expect(birthdayError('06-15-2008', true, age, i18n)).toBeNull();
    expect(birthdayError('2008-06-16', true, age, i18n)).toBe('You must be at least 18 years old to register.');
    expect(birthdayError('2005-06-16', true, { ...age, minimumAge: 21 }, i18n)).toBe(
      'You must be at least 21 years old to register.',
    );
    expect(birthdayError('15-06-2008', true, age, i18n)).toBe('Enter a past date as MM-dd-yyyy.');
    const korean = setupI18n({ locale: 'ko', messages: { ko: {} } });
    expect(birthdayError('06-15-2008', true, age, korean)).toBe('Enter a past date as yyyy-MM-dd.');
  });
  it('accepts good values and empty optional fields', () => {
    expect(Object.values(validateRegister(fields, good, i18n)).filter(Boolean)).toEqual([]);
  });
  it('reports empty required fields', () => {
    const errors = validateRegister(fields, REGISTER_DEFAULTS, i18n);
    expect(errors).toMatchObject({
      username: 'Enter a username.',
      password: 'Enter a password.',
      confirmPassword: 'Confirm your password.',
      mobileNum: 'Enter your mobile number.',
      verificationCode: 'Enter the verification code.',
      payeeName: 'This field is required.',
      captcha: 'Enter the captcha code.',
      email: null,
      affiliateCode: null,
    });
  });
  it('shows the rule text when a value breaks the rule', () => {
    expect(validateRegisterField(fieldOf('username'), { ...good, username: '1abc' }, i18n)).toBe(
      'Must start with a letter, then letters or numbers. 6–12 characters.',
    );
    expect(validateRegisterField(fieldOf('email'), { ...good, email: 'nope' }, i18n)).toBe(
      'Enter a valid e-mail address. 6–50 characters.',
    );
    expect(validateRegisterField(fieldOf('captcha'), { ...good, captcha: '12' }, i18n)).toBe(
      'Numbers only. Exactly 4 characters.',
    );
    expect(validateRegisterField(fieldOf('mobileNum'), { ...good, mobileNum: '12345' }, i18n)).toBe(
      'Numbers only. 10–11 characters.',
    );
  });
  it('gives the real name its own message, then what the rule asks', () => {
    expect(validateRegisterField(fieldOf('payeeName'), { ...good, payeeName: 'Juan 2' }, i18n)).toBe(
      'Enter your real name as it appears on your ID. English letters and spaces only. 2–40 characters.',
    );
    expect(validateRegisterField(fieldOf('payeeName'), good, i18n)).toBeNull();
  });
  it('reads * as anything', () => {
    expect(validateRegisterField(fieldOf('facebook'), { ...good, facebook: 'any thing ✓' }, i18n)).toBeNull();
  });
  it('the confirmation must equal the password', () => {
    expect(validateRegisterField(fieldOf('confirmPassword'), { ...good, confirmPassword: 'abc124' }, i18n)).toBe(
      'The passwords do not match.',
    );
  });
  it('checks the phone shape when there is no mobile rule', () => {
    const mobile = { key: 'mobileNum' as const, rule: null, required: true };
    expect(validateRegisterField(mobile, { ...good, mobileNum: '12ab' }, i18n)).toBe('Enter a valid mobile number.');
    expect(validateRegisterField(mobile, { ...good, mobileNum: '0917-123-4567' }, i18n)).toBeNull();
  });
  it('uses a generic message when the rule has no text', () => {
    const field = { key: 'line' as const, rule: rule('^[a-z]+$', 99, 0, 0), required: false };
    expect(validateRegisterField(field, { ...good, line: 'ABC' }, i18n)).toBe(
      'This value is not in the accepted format.',
    );
  });
  it('hints with the rule text; the confirmation borrows the password rule', () => {
    expect(fieldHint(fieldOf('password'), fields, i18n)).toBe('Letters and numbers only. 6–12 characters.');
    expect(fieldHint({ key: 'confirmPassword', rule: null, required: true }, fields, i18n)).toBe(
      'Letters and numbers only. 6–12 characters.',
    );
    expect(fieldHint({ key: 'verificationCode', rule: null, required: true }, fields, i18n)).toBeNull();
  });
});
