/**
 * The Firebase phone check's failures, each in its own words (spec §5): a wrong number, no number,
 * too many requests (wait five minutes), a wrong, missing or expired code, the captcha check,
 * the SMS quota, phone sign-in not enabled, a closed or blocked popup, and anything else.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  'auth/invalid-phone-number': msg`This phone number is not in a valid format. Check the country code and the number.`,
  'auth/missing-phone-number': msg`Enter your phone number first.`,
  'auth/too-many-requests': msg`Too many requests from this device. Please wait five minutes and try again.`,
  'auth/invalid-verification-code': msg`The verification code is incorrect.`,
  'auth/missing-verification-code': msg`Enter the verification code from the SMS.`,
  'auth/captcha-check-failed': msg`The security check failed. Please try again.`,
  'auth/quota-exceeded': msg`No more codes can be sent right now (the SMS quota is used up). Please try again later.`,
  'auth/operation-not-allowed': msg`Sign-in by phone is not enabled on this site.`,
  'auth/code-expired': msg`The verification code has expired. Ask for a new one.`,
  'auth/popup-closed-by-user': msg`The sign-in window was closed before it finished.`,
  'auth/popup-blocked': msg`The browser blocked the window. Allow pop-ups for this site and try again.`,
};
const UNKNOWN = msg`The phone check did not work. Please try again.`;

/** Firebase's code (from `SocialSignInError.code`) → the player's message. */
export function phoneCheckMessage(code: string | null | undefined, i18n: I18n): string {
  return i18n._((code ? MESSAGES[code] : undefined) ?? UNKNOWN);
}

/** The code of a Firebase failure, or null for anything else. */
export function firebaseCodeOf(error: unknown): string | null | undefined {
  if (!(error instanceof Error) || error.name !== 'SocialSignInError') return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : null;
}
