/** The one error type every API call throws, whatever went wrong. */
import type { ErrorCode } from '#contract/error-codes.ts';

export type ApiErrorKind = 'offline' | 'timeout' | 'http' | 'contract' | 'business';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    /**
     * The error code exactly as the platform sent it (`login.not.session`, `#734` …), known or not:
     * an operator's platform may send codes outside `contract/error-codes.ts`. Compare codes with
     * `errorCodeOf` (`src/api/error-code.ts`), typed by the list, so a misspelt code fails to compile.
     */
    readonly rawCode: string | null,
    /** HTTP status, or 0 when no answer arrived. */
    readonly status: number,
    /** The server's own display text, if any (used when no translation exists). */
    readonly serverMessage: string | null,
    /** For `offline`: whether the browser itself reports no connection. */
    readonly isDeviceOffline = false,
    /** The refusal's `value`, when the platform sent details (checked by the caller's schema). */
    readonly details: unknown = null,
  ) {
    super(`${kind}${rawCode ? ` ${rawCode}` : ''}${status ? ` (HTTP ${status})` : ''}`);
  }
}

/** Narrowing helper for catch blocks and query error handlers. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Error codes meaning "this session is gone": handled in one place by the HTTP client. */
export const SESSION_GONE_CODES: ReadonlySet<string> = new Set<ErrorCode>([
  'login.not.session',
  'user.or.token.invalid',
  'login.token.failed',
  'user.token.expired',
  'CUSTOMER_NOT_LOGIN',
  'token_ip_different',
]);

/** Platform codes that mean "this platform does not offer this function" (not maintenance). */
const ABSENT_CODES: ReadonlySet<string> = new Set<ErrorCode>(['function.not.available']);

/**
 * Whether an error means the platform lacks the feature (404/405, `function.not.available`, or an
 * answer that does not parse): the feature hides itself rather than showing an error. Other
 * failures (offline, timeouts, 5xx, maintenance codes such as `#543`) are not absence.
 */
export function isFeatureAbsent(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.rawCode && ABSENT_CODES.has(error.rawCode)) return true;
  if (error.kind === 'contract') return true;
  return (error.kind === 'http' || error.kind === 'business') && (error.status === 404 || error.status === 405);
}

/** A money action refused before sending because the device is offline: never queued, never replayed. */
export class OfflineMoneyRefusal extends Error {
  override readonly name = 'OfflineMoneyRefusal';
  constructor() {
    super('offline: money actions are never sent later');
  }
}
