/**
 * Field checks for registration (spec §5): each shown field through the shared checks
 * (`@/lib/field-errors`), and the birthday against the operator's minimum age.
 * Pure functions of the values; the messages come translated through the given i18n.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { birthdayProblem, DEFAULT_MINIMUM_AGE } from '#contract/age-rule.ts';

import { confirmError, emailError, mobileError, requiredMessage, ruleHint, valueError } from '@/lib/field-errors';
import { datePattern, parseTypedDate, todayIso } from '@/lib/typed-date';

import type { RegisterFieldKey, RegisterValues, VisibleField } from './register-fields';

/** What the birthday is checked against: the operator's minimum age and today's date. */
export interface AgeContext {
  minimumAge: number;
  /** Today as an ISO day (the viewer's calendar). */
  today: string;
}

const DEFAULT_AGE_CONTEXT = (): AgeContext => ({ minimumAge: DEFAULT_MINIMUM_AGE, today: todayIso() });

/**
 * The birthday: a real past day, picked or typed in the language's pattern (spec §5 date
 * formats), and at least the operator's minimum age (spec §5 configurable age).
 */
export function birthdayError(raw: string, required: boolean, age: AgeContext, i18n: I18n): string | null {
  const value = raw.trim();
  if (!value) return required ? requiredMessage('birthday', i18n) : null;
  const iso = parseTypedDate(value, i18n.locale);
  const problem = iso ? birthdayProblem(iso, age.today, age.minimumAge) : 'invalid';
  if (problem === 'too-young') return i18n._(msg`You must be at least ${age.minimumAge} years old to register.`);
  if (problem) {
    const pattern = datePattern(i18n.locale);
    return i18n._(
      msg({ message: `Enter a past date as ${pattern}.`, comment: 'pattern: the date format, as dd-MM-yyyy' }),
    );
  }
  return null;
}

/** The message for one registration field, or null when it is fine. */
export function validateRegisterField(
  field: VisibleField,
  values: RegisterValues,
  i18n: I18n,
  age: AgeContext = DEFAULT_AGE_CONTEXT(),
): string | null {
  const value = values[field.key];
  switch (field.key) {
    case 'birthday':
      return birthdayError(value, field.required, age, i18n);
    case 'confirmPassword':
      return confirmError(values.password, value, i18n);
    case 'mobileNum':
      return field.required || value.trim() ? mobileError(value, field.rule, i18n) : null;
    case 'email':
      return field.required || value.trim() ? emailError(value, field.rule, i18n) : null;
    default:
      return valueError(field.key, value, field.rule, field.required, i18n);
  }
}

/** Messages for every shown field (null where fine). */
export function validateRegister(
  fields: readonly VisibleField[],
  values: RegisterValues,
  i18n: I18n,
  age: AgeContext = DEFAULT_AGE_CONTEXT(),
): Partial<Record<RegisterFieldKey, string | null>> {
  return Object.fromEntries(fields.map((field) => [field.key, validateRegisterField(field, values, i18n, age)]));
}

/** The hint for a shown field: its rule text (the confirmation borrows the password's). */
export function fieldHint(field: VisibleField, fields: readonly VisibleField[], i18n: I18n): string | null {
  if (field.key === 'confirmPassword')
    return ruleHint(field.rule ?? fields.find((f) => f.key === 'password')?.rule ?? null, i18n);
  return ruleHint(field.rule, i18n);
}
