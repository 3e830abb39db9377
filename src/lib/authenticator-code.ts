/**
 * What an authenticator answer looks like before it is sent: the 6 digits the app shows now, or
 * (where the platform accepts one: new-IP verification, unbinding) a 10-character recovery code,
 * typed with or without its dash. The platform decides; this only saves a round trip on typos.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Spaces typed for readability ("123 456") are dropped. */
export function normaliseAuthenticatorCode(value: string): string {
  return value.replace(/\s/g, '');
}

export type AuthenticatorCodeProblem = 'empty' | 'not-a-code';

export function checkAuthenticatorCode(value: string, recovery: boolean): AuthenticatorCodeProblem | null {
  const code = normaliseAuthenticatorCode(value);
  if (code === '') return 'empty';
  if (/^\d{6}$/.test(code)) return null;
  return recovery && /^[a-z0-9]{5}-?[a-z0-9]{5}$/i.test(code) ? null : 'not-a-code';
}

export function authenticatorCodeMessage(i18n: I18n, problem: AuthenticatorCodeProblem, recovery: boolean): string {
  if (problem === 'empty')
    return recovery
      ? i18n._(msg`Enter the code from your authenticator app or a recovery code.`)
      : i18n._(msg`Enter the code from your authenticator app.`);
  return recovery
    ? i18n._(msg`Enter the 6-digit code your app shows now, or a recovery code such as abcde-fghjk.`)
    : i18n._(msg`Enter the 6-digit code your app shows now.`);
}
