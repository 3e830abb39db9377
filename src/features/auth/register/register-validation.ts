/**
 * Field checks for registration and password reset (spec §5): required, the platform rule
 * (pattern and length, message by patternId), the phone check, and password confirmation.
 * Pure functions of the values; the messages come translated through the given i18n.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { birthdayProblem, DEFAULT_MINIMUM_AGE } from '#contract/age-rule.ts';
import type { RegisterRule } from '#contract/system-schemas.ts';
import { datePattern, parseTypedDate, todayIso } from '@/lib/typed-date';
import { checkRule } from '../validation/register-rule';
import { isPhoneValid, normalisePhone } from '../validation/phone';
import { ruleMessage } from '../validation/rule-messages';
import type { RegisterFieldKey, RegisterValues, VisibleField } from './register-fields';

const REQUIRED = {
  username: msg`Enter a username.`,
  password: msg`Enter a password.`,
  confirmPassword: msg`Confirm your password.`,
  mobileNum: msg`Enter your mobile number.`,
  verificationCode: msg`Enter the verification code.`,
  captcha: msg`Enter the captcha code.`,
  email: msg`Enter your e-mail address.`,
} as const;
const REQUIRED_ANY = msg`This field is required.`;
const NOT_ACCEPTED = msg`This value is not in the accepted format.`;
const PASSWORDS_DIFFER = msg`The passwords do not match.`;
const PHONE_INVALID = msg`Enter a valid mobile number.`;
const EMAIL_INVALID = msg`Enter a valid e-mail address.`;

/** A sane e-mail shape, used when the platform sent no e-mail rule. */
const EMAIL_SHAPE = /^[^@\s]+@[^@\s]+\.[^@\s]+$/u;

/** The rule text shown as the hint (and as the error when the value breaks the rule), or null. */
export function ruleHint(rule: RegisterRule | null, i18n: I18n): string | null {
  if (!rule) return null;
  return ruleMessage(i18n, rule.patternId, rule.minLength, rule.maxLength) || null;
}

function requiredMessage(key: string, i18n: I18n): string {
  return i18n._(key in REQUIRED ? REQUIRED[key as keyof typeof REQUIRED] : REQUIRED_ANY);
}

/** Checks a value against its rule; empty values pass here (the caller decides "required"). */
function ruleError(rule: RegisterRule | null, value: string, i18n: I18n): string | null {
  if (!rule || value === '' || checkRule(rule, value) === 'ok') return null;
  return ruleHint(rule, i18n) ?? i18n._(NOT_ACCEPTED);
}

/** The mobile number: required, then the phone check and the `mobileNum` rule when there is one. */
export function mobileError(raw: string, rule: RegisterRule | null, i18n: I18n): string | null {
  const digits = normalisePhone(raw.trim());
  if (!digits) return requiredMessage('mobileNum', i18n);
  if (rule && checkRule(rule, digits) !== 'ok') return ruleHint(rule, i18n) ?? i18n._(PHONE_INVALID);
  return isPhoneValid(digits) ? null : i18n._(PHONE_INVALID);
}

/** The e-mail: required, then the `email` rule (patternId 16), or a sane shape without one. */
export function emailError(raw: string, rule: RegisterRule | null, i18n: I18n): string | null {
  const value = raw.trim();
  if (!value) return requiredMessage('email', i18n);
  if (rule) return ruleError(rule, value, i18n);
  return EMAIL_SHAPE.test(value) ? null : i18n._(EMAIL_INVALID);
}

/** A rule-driven value: required when asked, then the rule. */
export function valueError(key: string, raw: string, rule: RegisterRule | null, required: boolean, i18n: I18n): string | null {
  const value = raw.trim();
  if (!value) return required ? requiredMessage(key, i18n) : null;
  return ruleError(rule, value, i18n);
}

/** The confirmation: required and equal to the password. */
export function confirmError(password: string, confirmation: string, i18n: I18n): string | null {
  if (!confirmation.trim()) return requiredMessage('confirmPassword', i18n);
  return confirmation.trim() === password.trim() ? null : i18n._(PASSWORDS_DIFFER);
}

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
    return i18n._(msg`Enter a past date as ${pattern}.`);
  }
  return null;
}

/** The message for one registration field, or null when it is fine. */
export function validateRegisterField(field: VisibleField, values: RegisterValues, i18n: I18n, age: AgeContext = DEFAULT_AGE_CONTEXT()): string | null {
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
export function validateRegister(fields: readonly VisibleField[], values: RegisterValues, i18n: I18n, age: AgeContext = DEFAULT_AGE_CONTEXT()): Partial<Record<RegisterFieldKey, string | null>> {
  return Object.fromEntries(fields.map((field) => [field.key, validateRegisterField(field, values, i18n, age)]));
}

/** The hint for a shown field: its rule text (the confirmation borrows the password's). */
export function fieldHint(field: VisibleField, fields: readonly VisibleField[], i18n: I18n): string | null {
  if (field.key === 'confirmPassword') return ruleHint(field.rule ?? fields.find((f) => f.key === 'password')?.rule ?? null, i18n);
  return ruleHint(field.rule, i18n);
}
