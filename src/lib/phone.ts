/** Phone number check used before sending codes: digits only (spaces and dashes ignored), 7–15 long. */

export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;

/** True when the national number looks dialable. */
export function isPhoneValid(raw: string): boolean {
  const digits = raw.replace(/[\s-]/g, '');
  return /^\d+$/.test(digits) && digits.length >= PHONE_MIN_DIGITS && digits.length <= PHONE_MAX_DIGITS;
}

/** The number as sent to the platform: digits only. */
export function normalisePhone(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}
