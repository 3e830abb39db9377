import { describe, expect, it } from 'vitest';

import { buildRegisterBody, registerUsername } from './register-body';
import { REGISTER_DEFAULTS, visibleFields, type RegisterValues } from './register-fields';
import { flagsOf, RULES } from './register-test-data';

const env = {
  domain: 'tala.test',
  registerUrl: 'https://tala.test/register?referralCode=R1',
  loginDeviceId: 'device-1',
};
const slider = { challengeId: 'c1', position: 40, durationMs: 600 };
const values: RegisterValues = {
  ...REGISTER_DEFAULTS,
  username: ' player01 ',
  password: 'abc123',
  confirmPassword: 'abc123',
  mobileNum: '0917 123-4567',
  dialingCode: '+63',
  verificationCode: '123456',
  payeeName: 'Juan Cruz',
  captcha: '1234',
  email: '',
  qqNum: '12345',
};

describe('registration body', () => {
  it('username tab: the typed username, shown and filled fields only', () => {
    const body = buildRegisterBody({
      mode: 'username',
      fields: visibleFields('username', RULES, flagsOf(['REGMOBVERF3'])),
      values,
      referralCode: 'R1',
      slider,
      env,
    });
    expect(body).toEqual({
      username: 'player01',
      password: 'abc123',
      confirmPassword: 'abc123',
      mobileNum: '09171234567',
      countryDialingCode: '+63',
      verificationCode: '123456',
      captcha: '1234',
      payeeName: 'Juan Cruz',
      referralCode: 'R1',
      slider,
      domain: 'tala.test',
      registerUrl: env.registerUrl,
      registerMethod: 'WEB',
      loginDeviceId: 'device-1',
      login: true,
    });
  });
  it('mobile tab: the normalised mobile number is the username', () => {
    expect(registerUsername('mobile', values)).toBe('09171234567');
    const body = buildRegisterBody({
      mode: 'mobile',
      fields: visibleFields('mobile', RULES, flagsOf([])),
      values,
      referralCode: undefined,
      slider: null,
      env,
    });
    expect(body.username).toBe('09171234567');
    expect(body.mobileNum).toBe('09171234567');
    expect(body.verificationCode).toBe('123456');
    expect(body).not.toHaveProperty('referralCode');
    expect(body).not.toHaveProperty('slider');
    // MOBILENUMPASSREG3 off: no password field, so none is sent from the draft.
    expect(body.password).toBe('');
    const withPassword = buildRegisterBody({
      mode: 'mobile',
      fields: visibleFields('mobile', RULES, flagsOf(['MOBILENUMPASSREG3'])),
      values,
      referralCode: undefined,
      slider: null,
      env,
    });
    expect(withPassword.password).toBe(values.password);
  });
  it('leaves out the mobile number when the field is hidden', () => {
    const noMobile = { ...RULES, mobileNum: { ...RULES.mobileNum!, enabled: false } };
    const body = buildRegisterBody({
      mode: 'username',
      fields: visibleFields('username', noMobile, flagsOf([])),
      values,
      referralCode: undefined,
      slider,
      env,
    });
    expect(body).not.toHaveProperty('mobileNum');
    expect(body).not.toHaveProperty('countryDialingCode');
    expect(body).not.toHaveProperty('verificationCode');
  });
});
