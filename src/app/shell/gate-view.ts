/**
 * What the status gate shows before the app, from the state of the status call and the clocks of
 * `splash-clock.ts`: the splash until the deadline; then, while the call is still on its
 * way and not yet late beyond `SLOW_LIMIT_MS`, "slow" (never "cannot reach" before an answer); a
 * 429 is "busy, try again shortly"; a device without a connection is "offline"; anything else
 * that failed or never came is "cannot reach". Every one but the splash offers "Try again".
 */
import type { ErrorCode } from '#contract/error-codes.ts';

import { isApiError } from '@/api/api-error';

export type GateView = 'app' | 'splash' | 'slow' | 'busy' | 'offline' | 'unreachable';

export interface GateInput {
  hasStatus: boolean;
  /** The splash deadline has passed. */
  waitedOut: boolean;
  /** The "slow" allowance has passed too. */
  gaveUp: boolean;
  fetchStatus: 'fetching' | 'paused' | 'idle';
  error: unknown;
}

/** Codes some platforms send with a 429 (or instead of one). */
const BUSY_CODES: ReadonlySet<string> = new Set<ErrorCode>(['TOO_MANY_REQUESTS', 'too.much.request']);

/** True for "too many requests": the platform is up but asks to be left alone for a moment. */
export function isBusyError(error: unknown): boolean {
  return isApiError(error) && (error.status === 429 || (error.rawCode !== null && BUSY_CODES.has(error.rawCode)));
}

/** The gate's view for this moment. */
export function gateView({ hasStatus, waitedOut, gaveUp, fetchStatus, error }: GateInput): GateView {
  if (hasStatus) return 'app';
  if (error) {
    if (isBusyError(error)) return 'busy';
    return isApiError(error) && error.isDeviceOffline ? 'offline' : 'unreachable';
  }
  // Offline on a first visit: the query waits for a connection and never asked.
  if (fetchStatus === 'paused') return 'offline';
  if (fetchStatus === 'fetching') return !waitedOut ? 'splash' : gaveUp ? 'unreachable' : 'slow';
  return waitedOut ? 'unreachable' : 'splash';
}
