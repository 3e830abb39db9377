/**
 * Time-based one-time codes (RFC 6238) through `otpauth`: what every authenticator app does by
 * default (SHA-1, 6 digits, 30-second steps), so any app reads the `otpauth://` URI. A code is
 * accepted for the current step and one step either side (clock drift); which step matched is
 * returned, so the caller can make the code single-use (authenticator-repository.ts).
 */
import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** 160 bits, the size RFC 4226 recommends for an HMAC-SHA-1 key. */
const SECRET_BYTES = 20;
/** Steps accepted on either side of the current one. */
const DRIFT_STEPS = 1;

/** A fresh random secret, Base32 (as apps show and type it). */
export function newSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The `otpauth://totp/…` URI an app scans: issuer and account name label the entry in the app. */
export function totpUri(secret: string, issuer: string, account: string): string {
  return new TOTP({
    issuer,
    label: account,
    secret: Secret.fromBase32(secret),
    digits: DIGITS,
    period: PERIOD_SECONDS,
  }).toString();
}

/** The time step of an instant. */
export function stepAt(now: Date): number {
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp: now.getTime() });
}

/** Six digits (spaces typed for readability dropped), or null. */
export function totpCode(input: string | undefined): string | null {
  const code = (input ?? '').replace(/\s/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}

/** The step `code` belongs to (within the drift window around `now`), or null when it matches none. */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    digits: DIGITS,
    period: PERIOD_SECONDS,
    timestamp: now.getTime(),
    window: DRIFT_STEPS,
  });
  return delta === null ? null : stepAt(now) + delta;
}

/** The code for an instant (tests and the operator's own checks; the server never shows one). */
export function codeAt(secret: string, at: Date): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    digits: DIGITS,
    period: PERIOD_SECONDS,
    timestamp: at.getTime(),
  });
}
