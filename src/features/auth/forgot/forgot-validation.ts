/** Checks for the forgot-password tabs (spec §5): by e-mail, username and e-mail rules; by phone, mobile, code and new password. */
import type { I18n } from '@lingui/core';

import type { RegisterRules } from '#contract/system-schemas.ts';

import { confirmError, emailError, mobileError, ruleHint, valueError } from '@/lib/field-errors';
import { isPhoneValid, normalisePhone } from '@/lib/phone';

export type ForgotEmailValues = {
  username: string;
  email: string;
};
type ForgotEmailErrors = Partial<Record<keyof ForgotEmailValues | 'form', string | null>>;

export type ForgotPhoneValues = {
  dialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
  confirmPassword: string;
};
type ForgotPhoneErrors = Partial<Record<Exclude<keyof ForgotPhoneValues, 'dialingCode'> | 'form', string | null>>;

/** The username: required and the username rule; an account registered by mobile has its number as username. */
function forgotUsernameError(raw: string, rules: RegisterRules | undefined, i18n: I18n): string | null {
  const error = valueError('username', raw, rules?.username ?? null, true, i18n);
  if (error && raw.trim() && /^[\d\s-]+$/u.test(raw.trim()) && isPhoneValid(normalisePhone(raw.trim()))) return null;
  return error;
}

export function validateForgotEmail(
  values: ForgotEmailValues,
  rules: RegisterRules | undefined,
  i18n: I18n,
): ForgotEmailErrors {
  return {
    username: forgotUsernameError(values.username, rules, i18n),
    email: emailError(values.email, rules?.email ?? null, i18n),
  };
}

/** One field of the phone tab. */
function forgotPhoneFieldError(
  key: keyof ForgotPhoneErrors,
  values: ForgotPhoneValues,
  rules: RegisterRules | undefined,
  i18n: I18n,
): string | null {
  switch (key) {
    case 'mobileNum':
      return mobileError(values.mobileNum, rules?.mobileNum ?? null, i18n);
    case 'verificationCode':
      return valueError('verificationCode', values.verificationCode, null, true, i18n);
    case 'newPassword':
      return valueError('password', values.newPassword, rules?.password ?? null, true, i18n);
    case 'confirmPassword':
      return confirmError(values.newPassword, values.confirmPassword, i18n);
    default:
      return null;
  }
}

export function validateForgotPhone(
  values: ForgotPhoneValues,
  rules: RegisterRules | undefined,
  i18n: I18n,
): ForgotPhoneErrors {
  const keys = ['mobileNum', 'verificationCode', 'newPassword', 'confirmPassword'] as const;
  return Object.fromEntries(keys.map((key) => [key, forgotPhoneFieldError(key, values, rules, i18n)]));
}

/** Rule texts shown as hints on the phone tab. */
export function forgotPhoneHint(key: string, rules: RegisterRules | undefined, i18n: I18n): string | null {
  if (key === 'mobileNum') return ruleHint(rules?.mobileNum ?? null, i18n);
  if (key === 'newPassword' || key === 'confirmPassword') return ruleHint(rules?.password ?? null, i18n);
  return null;
}
