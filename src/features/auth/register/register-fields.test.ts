import { describe, expect, it } from 'vitest';

import { REGISTER_OPTIONAL_FIELDS } from '#contract/member-schemas.ts';

import { FIELD_SPECS, registerModes, visibleFields } from './register-fields';
import { flagsOf, rule, RULES } from './register-test-data';

const keys = (fields: { key: string }[]) => fields.map((field) => field.key);

describe('registerModes', () => {
  it('offers mobile only with MOBILENUMREG3', () => {
    expect(registerModes(flagsOf(['USERNAMEREG3']))).toEqual(['username']);
    expect(registerModes(flagsOf(['USERNAMEREG3', 'MOBILENUMREG3']))).toEqual(['username', 'mobile']);
  });
  it('drops the username tab only when it is off and mobile is on', () => {
    expect(registerModes(flagsOf(['MOBILENUMREG3'], ['USERNAMEREG3']))).toEqual(['mobile']);
    expect(registerModes(flagsOf([], ['USERNAMEREG3', 'MOBILENUMREG3']))).toEqual(['username']);
    expect(registerModes(flagsOf([]))).toEqual(['username']);
  });
});

describe('visibleFields', () => {
  it('mobile tab: password and confirmation only with MOBILENUMPASSREG3', () => {
    expect(keys(visibleFields('mobile', RULES, flagsOf(['MOBILENUMPASSREG3'])))).toContain('password');
    const passwordless = keys(visibleFields('mobile', RULES, flagsOf([], ['MOBILENUMPASSREG3'])));
    expect(passwordless).not.toContain('password');
    expect(passwordless).not.toContain('confirmPassword');
    expect(keys(visibleFields('username', RULES, flagsOf([], ['MOBILENUMPASSREG3'])))).toContain('password');
  });
  it('username tab: enabled rules only, mobile + code when REGMOBVERF3 is on', () => {
    const fields = visibleFields('username', RULES, flagsOf(['REGMOBVERF3']));
    expect(keys(fields)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      'verificationCode',
      'payeeName',
      'email',
      'facebook',
      'affiliateCode',
      'captcha',
    ]);
  });
  it('username tab: no SMS code without REGMOBVERF3, no mobile when its rule is off', () => {
    expect(keys(visibleFields('username', RULES, flagsOf([])))).not.toContain('verificationCode');
    const noMobile = { ...RULES, mobileNum: rule('^[0-9]+$', 4, 10, 11, false, true) };
    const fields = keys(visibleFields('username', noMobile, flagsOf(['REGMOBVERF3'])));
    expect(fields).not.toContain('mobileNum');
    expect(fields).not.toContain('verificationCode');
  });
  it('mobile tab: mobile and code always, no username', () => {
    const fields = visibleFields(
      'mobile',
      { ...RULES, mobileNum: rule('*', 0, 0, 0, false, false) },
      flagsOf(['MOBILENUMPASSREG3']),
    );
    expect(keys(fields).slice(0, 4)).toEqual(['mobileNum', 'verificationCode', 'password', 'confirmPassword']);
    expect(keys(fields)).not.toContain('username');
    expect(fields.find((f) => f.key === 'mobileNum')?.required).toBe(true);
  });
  it('required: account fields always, others as the rule says, payment password when enabled', () => {
    const rules = { ...RULES, paymentPassword: rule('^[0-9]+$', 4, 6, 6, true, false) };
    const required = Object.fromEntries(
      visibleFields('username', rules, flagsOf(['REGMOBVERF3'])).map((f) => [f.key, f.required]),
    );
    expect(required).toMatchObject({
      username: true,
      password: true,
      confirmPassword: true,
      mobileNum: true,
      verificationCode: true,
      payeeName: true,
      email: false,
      affiliateCode: false,
      captcha: true,
      paymentPassword: true,
    });
  });
  it('works without any rules (account fields only)', () => {
    const fields = visibleFields('username', {}, flagsOf([]));
    expect(keys(fields)).toEqual(['username', 'password', 'confirmPassword']);
    expect(fields[0]?.rule).toBeNull();
  });
  it('labels every optional field; birthday is a date, payment password hidden', () => {
    for (const key of REGISTER_OPTIONAL_FIELDS) expect(FIELD_SPECS[key].label).toBeTruthy();
    expect(FIELD_SPECS.birthday.type).toBe('date');
    expect(FIELD_SPECS.paymentPassword.type).toBe('password');
  });
});
