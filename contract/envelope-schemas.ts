/**
 * The WPS response envelope. Pure valibot: imported by the client's HTTP layer and by the
 * reference platform, so both sides agree on the wire shape (see docs/contract.md §2).
 */
import * as v from 'valibot';

import type { ErrorCode } from './error-codes.ts';

/** Every `/wps` answer: `{success, value, message, errorCode}`; `value` is checked per endpoint. */
export const EnvelopeSchema = v.object({
  success: v.boolean(),
  value: v.optional(v.unknown()),
  message: v.optional(v.nullable(v.string())),
  errorCode: v.optional(v.nullable(v.string())),
});

/** Builds the envelope type for a known value; used by the server when it answers. */
export type EnvelopeOf<T> =
  | { success: true; value: T; message: string; errorCode: string }
  | {
      success: false;
      /** Usually null; some refusals carry details (e.g. `LoginRefusalSchema`). */
      value: unknown;
      message: string;
      errorCode: string;
    };

/** Shapes a success envelope (server side). */
export function ok<T>(value: T): EnvelopeOf<T> {
  return { success: true, value, message: '', errorCode: '' };
}

/** Shapes a failure envelope (server side). */
export function fail(errorCode: ErrorCode, message: string, details: unknown = null): EnvelopeOf<never> {
  return { success: false, value: details, message, errorCode };
}
