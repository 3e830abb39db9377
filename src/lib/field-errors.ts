/**
 * Field checks on the platform's register rules (spec §5), shared by registration, password reset
 * and an agent's downline registration: required, the platform rule (pattern and length, message by
 * patternId), the phone check, the e-mail shape and password confirmation. Pure functions of the
 * values; the messages come translated through the given i18n.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { RegisterRule } from '#contract/system-schemas.ts';

import { isPhoneValid, normalisePhone } from './phone';
import { checkRule } from './register-rule';
import { ruleMessage } from './rule-messages';

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
const REAL_NAME_INVALID = msg`Enter your real name as it appears on your ID.`;

/** A sane e-mail shape, used when the platform sent no e-mail rule. */
const EMAIL_SHAPE = /^[^@\s]+@[^@\s]+\.[^@\s]+$/u;

/** The rule text shown as the hint (and as the error when the value breaks the rule), or null. */
export function ruleHint(rule: RegisterRule | null, i18n: I18n): string | null {
  if (!rule) return null;
  return ruleMessage(i18n, rule) || null;
}

/** The "enter …" message of an empty required field. */
export function requiredMessage(key: string, i18n: I18n): string {
  return i18n._(key in REQUIRED ? REQUIRED[key as keyof typeof REQUIRED] : REQUIRED_ANY);
}

/** Checks a value against its rule; empty values pass here (the caller decides "required"). */
function ruleError(rule: RegisterRule | null, value: string, i18n: I18n, key?: string): string | null {
  if (!rule || value === '' || checkRule(rule, value) === 'ok') return null;
  // The real name has its own message (spec §5 "real name format"), then what the rule asks.
  if (key === 'payeeName') return [i18n._(REAL_NAME_INVALID), ruleHint(rule, i18n)].filter(Boolean).join(' ');
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
export function valueError(
  key: string,
  raw: string,
  rule: RegisterRule | null,
  required: boolean,
  i18n: I18n,
): string | null {
  const value = raw.trim();
  if (!value) return required ? requiredMessage(key, i18n) : null;
  return ruleError(rule, value, i18n, key);
}

/** The confirmation: required and equal to the password. */
export function confirmError(password: string, confirmation: string, i18n: I18n): string | null {
  if (!confirmation.trim()) return requiredMessage('confirmPassword', i18n);
  return confirmation.trim() === password.trim() ? null : i18n._(PASSWORDS_DIFFER);
}
