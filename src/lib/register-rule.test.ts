import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { checkRule, compilePattern } from './register-rule';
import { lengthMessage, ruleMessage } from './rule-messages';

describe('register rules', () => {
  it('reads * as anything', () => {
    expect(compilePattern('*').test('任何 thing!')).toBe(true);
    expect(checkRule({ acceptedPattern: '*', minLength: 0, maxLength: 0 }, 'x')).toBe('ok');
  });
  it('checks pattern and length', () => {
    const rule = { acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', minLength: 6, maxLength: 12 };
    expect(checkRule(rule, 'player01')).toBe('ok');
    expect(checkRule(rule, '1player')).toBe('invalid');
    expect(checkRule(rule, 'abc')).toBe('invalid');
    expect(checkRule(rule, 'a'.repeat(13))).toBe('invalid');
    expect(checkRule(rule, '')).toBe('empty');
  });
  it('anchors unanchored patterns and survives bad ones', () => {
    expect(compilePattern('[0-9]+').test('12a')).toBe(false);
    expect(compilePattern('([').test('anything')).toBe(true);
  });
  it('replaces (min)/(max), with a single number when equal', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(lengthMessage(i18n, 6, 12)).toBe('6–12 characters.');
    expect(lengthMessage(i18n, 6, 6)).toBe('Exactly 6 characters.');
    expect(ruleMessage(i18n, { acceptedPattern: '^[0-9]+$', patternId: 4, minLength: 6, maxLength: 6 })).toBe(
      'Numbers only. Exactly 6 characters.',
    );
  });
});
