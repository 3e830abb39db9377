/**
 * Messages for the platform's register rules, chosen by `patternId` (spec §5), with (min)/(max)
 * replaced by the rule's lengths — a single number when they are equal.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const PATTERNS: Record<number, MessageDescriptor> = {
  1: msg`Letters and numbers only.`,
  2: msg`Must start with a letter, then letters or numbers.`,
  3: msg`Must contain both letters and numbers.`,
  4: msg`Numbers only.`,
  5: msg`Must contain at least one uppercase letter.`,
  6: msg`Must contain an uppercase letter, a lowercase letter, a number and a special character.`,
  7: msg`English letters and spaces only.`,
  8: msg`Spaces are not allowed.`,
  9: msg`Chinese characters with numbers or punctuation only.`,
  10: msg`Korean characters only.`,
  11: msg`Thai characters only.`,
  12: msg`Thai or English letters and spaces only.`,
  13: msg`Uppercase letters only, without spaces.`,
  14: msg`Enter your full name with a space between names.`,
  15: msg`Full-width Japanese characters only.`,
  16: msg`Enter a valid e-mail address.`,
};

/** The rule text for a field, e.g. "Letters and numbers only. 6–12 characters." */
export function ruleMessage(i18n: I18n, patternId: number, minLength: number, maxLength: number): string {
  const pattern = PATTERNS[patternId] ? i18n._(PATTERNS[patternId]) : '';
  const length = lengthMessage(i18n, minLength, maxLength);
  return [pattern, length].filter(Boolean).join(' ');
}

/** The length part: "(min)–(max) characters", or "(n) characters" when equal. */
export function lengthMessage(i18n: I18n, min: number, max: number): string {
  if (max <= 0) return '';
  if (min === max) return i18n._(msg`Exactly ${min} characters.`);
  return i18n._(msg`${min}–${max} characters.`);
}
