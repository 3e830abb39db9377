/**
 * Where a refused registration (or password reset) shows its message: under the field the platform
 * named, or above the submit button. Pure: the caller keeps everything typed and only refreshes
 * the single-use captcha and slider.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { isApiError } from '@/api/api-error';
import { apiErrorMessage, errorText } from '@/api/api-error-messages';

/** Where a message can go: a field key, the slider, or the form as a whole. */
export type ErrorTarget = string;

export interface ErrorPlacement {
  target: ErrorTarget;
  message: string;
}

export interface ErrorContext {
  /** Keys of the fields (and checks, e.g. `slider`) on screen; a message for anything else goes to the form. */
  shown: ReadonlySet<string>;
  /** On the mobile tab the username is the mobile number. */
  isMobileUsername: boolean;
  /** The rule text of a field (used when the platform rejects its value), or null. */
  hintOf: (key: string) => string | null;
  /**
   * Where an invitation-code refusal goes: the invitation field when the user typed a code, else
   * the read-only referral code from the link (the platform checks whichever was sent).
   */
  invitationField?: string;
}

const MOBILE_TAKEN = msg`This mobile number is already registered.`;
const MOBILE_UNKNOWN = msg`No account uses this mobile number.`;
const NOT_ACCEPTED = msg`This value was not accepted. Please check it.`;

/** Server field names that are shown under another field. */
const FIELD_ALIASES: Record<string, string> = {
  mobileNo: 'mobileNum',
  mobile: 'mobileNum',
  countryDialingCode: 'mobileNum',
  code: 'verificationCode',
  confirmNewPassword: 'confirmPassword',
  qq: 'qqNum',
};

const BY_CODE: Record<string, string> = {
  'exists.username.err': 'username',
  'exists.account.err': 'username',
  'not.exists.user': 'username',
  'not.exists.account.err': 'username',
  'exists.mobile.err': 'mobileNum',
  'exists.email.err': 'email',
  'not.exists.mail': 'email',
  'exists.qq.err': 'qqNum',
  'format.qq.err': 'qqNum',
  'exists.nickname.err': 'nickname',
  'format.nickname.err': 'nickname',
  invitation_code_error: 'affiliateCode',
  'register.age.err': 'birthday',
  'expired.affiliate.url': 'affiliateCode',
  'slider.invalid': 'slider',
};

/** The field a refusal belongs to, before checking whether it is shown. */
function targetOf(errorCode: string, serverMessage: string | null, context: ErrorContext): string | null {
  if (errorCode === 'request.param.err' || errorCode === 'request_param_err') {
    // The platform names the failing field in its message ("mobileNum", or "invalid: mobileNum").
    const names = (serverMessage ?? '').split(/[^A-Za-z_]+/u).filter(Boolean);
    for (const name of names) {
      const key = FIELD_ALIASES[name] ?? name;
      if (context.shown.has(key) || (key === 'username' && context.isMobileUsername)) return key;
    }
    return null;
  }
  if (errorCode.startsWith('verification.code')) return 'verificationCode';
  if (errorCode.startsWith('captcha.')) return 'captcha';
  const target = BY_CODE[errorCode] ?? null;
  return target === 'affiliateCode' ? (context.invitationField ?? target) : target;
}

/** Places the message for a failed call. */
export function placeError(error: unknown, context: ErrorContext, i18n: I18n): ErrorPlacement {
  if (!isApiError(error)) return { target: 'form', message: errorText(error, i18n) };
  let message = apiErrorMessage(error, i18n);
  let target = error.errorCode ? targetOf(error.errorCode, error.serverMessage, context) : null;
  if (target === 'username' && context.isMobileUsername) {
    // Registering or resetting by mobile: the username *is* the mobile number, so say so.
    target = 'mobileNum';
    if (error.errorCode?.startsWith('exists.')) message = i18n._(MOBILE_TAKEN);
    if (error.errorCode?.startsWith('not.exists.')) message = i18n._(MOBILE_UNKNOWN);
  }
  if (!target || !context.shown.has(target)) return { target: 'form', message };
  const isParamError = error.errorCode === 'request.param.err' || error.errorCode === 'request_param_err';
  return { target, message: isParamError ? (context.hintOf(target) ?? i18n._(NOT_ACCEPTED)) : message };
}

const INVALID_INVITATION = msg`Invalid invitation code.`;

/**
 * A failed invitation-code check (spec §5: 'invitation_code_error'): any refusal goes under the
 * code field; a lost connection or a server fault (5xx) goes to the form.
 */
export function affiliateFailure(error: unknown, i18n: I18n): { affiliateCode?: string; form?: string } {
  if (!isApiError(error)) return { form: errorText(error, i18n) };
  if (error.kind !== 'business' || error.status >= 500) return { form: apiErrorMessage(error, i18n) };
  return {
    affiliateCode:
      error.errorCode === 'expired.affiliate.url' ? apiErrorMessage(error, i18n) : i18n._(INVALID_INVITATION),
  };
}
