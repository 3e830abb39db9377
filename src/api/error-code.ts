/**
 * The platform's error code of a failure, typed by the one list (`contract/error-codes.ts`), so a
 * comparison with a misspelt or unlisted code fails to compile. An operator's platform may send a
 * code outside the list: it stays readable as `ApiError.rawCode` (its message falls back to the
 * platform's own text), and here it is `null`, as no code at all. The check lives outside
 * `ApiError` so the list never joins the first visit's code: only screens that compare codes load it.
 */
import {
  GAME_PAGE_ERROR_CODES,
  OPERATOR_ONLY_ERROR_CODES,
  PLATFORM_WORDED_ERROR_CODES,
  type ErrorCode,
} from '#contract/error-codes.ts';

import { isApiError } from './api-error';
import { isPlayerErrorCode } from './api-error-messages';

const UNWORDED_CODES: ReadonlySet<string> = new Set<ErrorCode>([
  ...OPERATOR_ONLY_ERROR_CODES,
  ...GAME_PAGE_ERROR_CODES,
  ...PLATFORM_WORDED_ERROR_CODES,
]);

/** Whether a code is in the list: every player's code has a message, the others are listed apart. */
export function isErrorCode(code: string): code is ErrorCode {
  return isPlayerErrorCode(code) || UNWORDED_CODES.has(code);
}

/** The listed code of a failed call, or null (not an API error, no code, or a code outside the list). */
export function errorCodeOf(error: unknown): ErrorCode | null {
  if (!isApiError(error) || error.rawCode === null) return null;
  return isErrorCode(error.rawCode) ? error.rawCode : null;
}
