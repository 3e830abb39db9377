/**
 * Messages for the platform's register rules. The family's clients show `reg_pattern_<patternId>`
 * with (min)/(max) replaced by the rule's lengths (a single number when equal), but the table of
 * ids is not public: only id 4 is evidenced (letters and digits; docs/contract.md "Register rule
 * messages"). So the message says what the rule's own pattern evidently asks where it is one of
 * the common shapes, else what an evidenced id means, else only the lengths: never a guessed rule.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { RegisterRule } from '#contract/system-schemas.ts';

const LETTERS_AND_NUMBERS = msg`Letters and numbers only.`;
const NUMBERS = msg`Numbers only.`;
const LETTER_FIRST = msg`Must start with a letter, then letters or numbers.`;
const BOTH = msg`Must contain both letters and numbers.`;
const LETTERS_AND_SPACES = msg`English letters and spaces only.`;
const NO_SPACES = msg`Spaces are not allowed.`;
const UPPERCASE = msg`Uppercase letters only, without spaces.`;
const EMAIL = msg`Enter a valid e-mail address.`;

/**
 * patternIds with public evidence. 4: a client bundle pairs `reg_pattern_4` with `^[a-zA-Z0-9]+$`
 * (login username, 6–13), and an observed platform sends password patternId 4 for 6–12
 * letters/digits.
 */
export const EVIDENCED_PATTERN_IDS: Readonly<Record<number, MessageDescriptor>> = {
  4: LETTERS_AND_NUMBERS,
};

/** Common pattern shapes, written canonically (`canonicalPattern`), and what they ask. */
const SHAPES: ReadonlyMap<string, MessageDescriptor> = new Map([
  ['[0-9]', NUMBERS],
  ['[0-9A-Za-z]', LETTERS_AND_NUMBERS],
  ['[A-Za-z][0-9A-Za-z]', LETTER_FIRST],
  ['(?=.*[0-9])(?=.*[A-Za-z])[0-9A-Za-z]', BOTH],
  ['[ A-Za-z]', LETTERS_AND_SPACES],
  ['\\S', NO_SPACES],
  ['[A-Z]', UPPERCASE],
]);

/**
 * A pattern reduced to what it allows: anchors, lengths and repeats dropped, `\d` as `[0-9]`, the
 * ranges of a class and a run of lookaheads sorted (`^[a-zA-Z0-9]{6,12}$` → `[0-9A-Za-z]`).
 */
export function canonicalPattern(pattern: string): string {
  const body = pattern
    .trim()
    .replace(/^\^/, '')
    .replace(/\$$/, '')
    .replace(/\[([^\]]*)\]/g, (_, inner: string) => `[${classParts(inner.replace(/\\d/g, '0-9')).join('')}]`)
    .replace(/\\d/g, '[0-9]')
    .replace(/\{\d*,?\d*\}/g, '')
    .replace(/(?<=[\]S)])[+*]/g, '');
  const lookaheads = body.match(/^(\(\?=[^)]*\))+/)?.[0] ?? '';
  const parts = lookaheads.match(/\(\?=[^)]*\)/g) ?? [];
  return [...parts].sort().join('') + body.slice(lookaheads.length);
}

function classParts(inner: string): string[] {
  const parts = inner.replace(/\\s/g, ' ').match(/.-.|./gu) ?? [];
  return [...new Set(parts)].sort();
}

function describePattern(pattern: string): MessageDescriptor | null {
  if (/@/.test(pattern)) return EMAIL;
  return SHAPES.get(canonicalPattern(pattern)) ?? null;
}

/** The rule text for a field, e.g. "Letters and numbers only. 6–12 characters." */
export function ruleMessage(
  i18n: I18n,
  rule: Pick<RegisterRule, 'acceptedPattern' | 'patternId' | 'minLength' | 'maxLength'>,
): string {
  const known = describePattern(rule.acceptedPattern) ?? EVIDENCED_PATTERN_IDS[rule.patternId] ?? null;
  const pattern = known ? i18n._(known) : '';
  const length = lengthMessage(i18n, rule.minLength, rule.maxLength);
  return [pattern, length].filter(Boolean).join(' ');
}

/** The length part: "(min)–(max) characters", or "(n) characters" when equal. */
export function lengthMessage(i18n: I18n, min: number, max: number): string {
  if (max <= 0) return '';
  if (min === max)
    return i18n._(msg({ message: `Exactly ${min} characters.`, comment: 'min: the required number of characters' }));
  return i18n._(msg({ message: `${min}–${max} characters.`, comment: 'min, max: the allowed number of characters' }));
}
