/** The accounts feature's numbers in one place (docs/contract.md §6, docs/security.md). */

const MINUTE = 60_000;

export const POLICY = {
  /** A session dies after this long without a request… */
  sessionIdleMs: 30 * MINUTE,
  /** …and this long after login, whatever happens. */
  sessionAbsoluteMs: 12 * 60 * MINUTE,
  /** Failures (per account and per IP) before a captcha is demanded. */
  captchaAfterFailures: 3,
  /** Failures before the account or IP is locked. */
  lockAfterFailures: 5,
  lockMs: 15 * MINUTE,
  /** Failures older than this (since the last one) are forgotten. */
  failureWindowMs: 15 * MINUTE,
  sliderLifetimeMs: 2 * MINUTE,
  sliderTolerance: 4,
  sliderMinDurationMs: 250,
  captchaLifetimeMs: 5 * MINUTE,
  smsCodeLifetimeMs: 5 * MINUTE,
  smsCodeMaxAttempts: 5,
  /** At most one message per recipient per this interval… */
  sendIntervalMs: MINUTE,
  /** …and this many per hour. */
  sendsPerHour: 5,
  loginVerificationLifetimeMs: 10 * MINUTE,
  loginVerificationMaxAttempts: 5,
} as const;

/** Member types (the spec's isAgent). */
export const MEMBER_TYPES = [0, 1, 2, 4, 41, 42] as const;
export const PLAYER_TYPE = 0;
