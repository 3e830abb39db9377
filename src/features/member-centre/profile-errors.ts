/**
 * Where a refused my-account call shows its message: under the field it concerns (by error code,
 * or the field a `request.param.err` names), else for the form. Texts come from the shared catalogue.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { isApiError } from '@/api/api-error';
import { apiErrorMessage, errorText } from '@/api/api-error-messages';

const FIELD_BY_CODE: Record<string, string> = {
  'exists.nickname.err': 'nickname',
  'avatar.invalid': 'avatar',
  'exists.email.err': 'email',
  'exists.mobile.err': 'mobileNum',
  'verification.code.invalid': 'verificationCode',
  'verification.code.expired': 'verificationCode',
  // Binding asks for the login password; a wrong one, or the lock after five, shows under it.
  'password.check.failed': 'password',
  'login.pwd.forbidden.err': 'password',
  // Authenticator forms: a wrong or used code, or the lock after five, shows under the code.
  'authenticator.code.invalid': 'verificationCode',
  'authenticator.locked': 'verificationCode',
};

const RULE = msg`This does not follow the rule. Check it and try again.`;

export function placeProfileError(
  error: unknown,
  shown: readonly string[],
  i18n: I18n,
): { target: string; message: string } {
  if (!isApiError(error)) return { target: 'form', message: errorText(error, i18n) };
  const byCode = error.errorCode ? FIELD_BY_CODE[error.errorCode] : undefined;
  if (byCode && shown.includes(byCode)) return { target: byCode, message: apiErrorMessage(error, i18n) };
  if (error.errorCode === 'request.param.err') {
    const field = shown.find((name) => error.serverMessage?.startsWith(`${name} `));
    if (field) return { target: field, message: i18n._(RULE) };
  }
  return { target: 'form', message: apiErrorMessage(error, i18n) };
}
