import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { canonicalPattern, ruleMessage } from './rule-messages';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const rule = (acceptedPattern: string, patternId: number, minLength = 6, maxLength = 12) => ({
  acceptedPattern,
  patternId,
  minLength,
  maxLength,
});

describe('register rule messages', () => {
  it('reads patternId 4 as letters and numbers, as the family does (not "numbers only")', () => {
    // The observed platform: password patternId 4, 6–12 letters/digits, with a pattern of its own.
    expect(ruleMessage(i18n, rule('.*', 4))).toBe('Letters and numbers only. 6–12 characters.');
    expect(ruleMessage(i18n, rule('^[a-zA-Z0-9]+$', 4, 6, 13))).toBe('Letters and numbers only. 6–13 characters.');
  });

  it('builds the message from the lengths alone for an id without public evidence', () => {
    for (const id of [1, 2, 3, 5, 9, 16, 99]) {
      expect(ruleMessage(i18n, rule('*', id, 4, 16))).toBe('4–16 characters.');
    }
    expect(ruleMessage(i18n, rule('*', 9, 6, 6))).toBe('Exactly 6 characters.');
    expect(ruleMessage(i18n, rule('*', 9, 0, 0))).toBe('');
  });

  it("says what the rule's own pattern evidently asks, whatever its id", () => {
    expect(ruleMessage(i18n, rule('^[0-9]+$', 4, 10, 11))).toBe('Numbers only. 10–11 characters.');
    expect(ruleMessage(i18n, rule('^\\d{6,12}$', 1))).toBe('Numbers only. 6–12 characters.');
    expect(ruleMessage(i18n, rule('^[A-Za-z][A-Za-z0-9]*$', 2))).toBe(
      'Must start with a letter, then letters or numbers. 6–12 characters.',
    );
    expect(ruleMessage(i18n, rule('^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$', 3))).toBe(
      'Must contain both letters and numbers. 6–12 characters.',
    );
    expect(ruleMessage(i18n, rule('^[A-Za-z ]+$', 7, 2, 40))).toBe('English letters and spaces only. 2–40 characters.');
    expect(ruleMessage(i18n, rule('^\\S+$', 8, 2, 16))).toBe('Spaces are not allowed. 2–16 characters.');
    expect(ruleMessage(i18n, rule('^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 16, 6, 50))).toBe(
      'Enter a valid e-mail address. 6–50 characters.',
    );
  });

  it('reduces patterns to what they allow', () => {
    expect(canonicalPattern('^[a-zA-Z0-9]{6,12}$')).toBe('[0-9A-Za-z]');
    expect(canonicalPattern('^(?=.*\\d)(?=.*[a-zA-Z])[A-Za-z\\d]+$')).toBe('(?=.*[0-9])(?=.*[A-Za-z])[0-9A-Za-z]');
    expect(canonicalPattern('^[\\u4e00-\\u9fa5]+$')).not.toBe('[0-9A-Za-z]');
  });
});
