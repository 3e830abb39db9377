import { describe, expect, it } from 'vitest';

import { demoRegisterRules } from '../../seed/register-rules-seed.ts';
import { Refusal } from '../refusal.ts';
import { checkField, checkPassword, followsRule } from './register-rules.ts';

const rules = demoRegisterRules();

function refusal(run: () => void): string | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof Refusal) return `${error.errorCode}: ${error.message}`;
    throw error;
  }
}

describe('register rules', () => {
  it('treats * as anything and checks lengths', () => {
    expect(followsRule({ acceptedPattern: '*', minLength: 1, maxLength: 3 }, 'a b')).toBe(true);
    expect(followsRule({ acceptedPattern: '*', minLength: 1, maxLength: 3 }, 'abcd')).toBe(false);
    expect(followsRule({ acceptedPattern: '[0-9]+', minLength: 0, maxLength: 0 }, '12a')).toBe(false);
    expect(followsRule({ acceptedPattern: '([', minLength: 0, maxLength: 0 }, 'x')).toBe(true);
  });

  it('accepts the demo passwords and refuses letters-only or digits-only ones', () => {
    for (const password of ['Demo1234', 'Agent1234', 'Welcome123', 'Expired123', 'Verify1234']) {
      expect(refusal(() => checkPassword(rules, 'password', password))).toBeNull();
    }
    expect(refusal(() => checkPassword(rules, 'password', 'abcdefgh'))).toBe(
      'request.param.err: password does not follow the rule',
    );
    expect(refusal(() => checkPassword(rules, 'newPassword', '12345678'))).toContain('newPassword');
    expect(refusal(() => checkPassword(rules, 'password', 'Ab1'))).toContain('password');
  });

  it('demands a field only when enabled and required', () => {
    expect(refusal(() => checkField(rules, 'email', ''))).toBeNull();
    expect(refusal(() => checkField(rules, 'email', 'nope'))).toContain('email does not follow');
    expect(refusal(() => checkField(rules, 'mobileNum', undefined))).toBe('request.param.err: mobileNum is required');
    // qqNum is disabled: any value passes.
    expect(refusal(() => checkField(rules, 'qqNum', 'x'))).toBeNull();
    expect(refusal(() => checkField(rules, 'mobileNo', '', { ruleKey: 'mobileNum', forceRequired: true }))).toContain(
      'mobileNo is required',
    );
  });

  it('refuses control characters and line breaks in any typed field, whatever its rule allows', () => {
    for (const value of ['Juan\u001b[31m', 'Juan\nCruz', 'abc\u202Efed'])
      expect(refusal(() => checkField(rules, 'payeeName', value))).toBe(
        'text.control.characters: payeeName contains control characters',
      );
    expect(refusal(() => checkField(rules, 'payeeName', 'Juan dela Cruz'))).toBeNull();
  });
});
