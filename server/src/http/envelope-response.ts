/** Envelope answers with an HTTP status, so every refusal has the same shape (contract §2). */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

import { fail } from '#contract/envelope-schemas.ts';
import type { ErrorCode } from '#contract/error-codes.ts';

import { refusalStatus, type Refusal } from '../domain/refusal.ts';

/** `{success:false, errorCode, message}` with `status`. */
export function failResponse(
  c: Context,
  status: ContentfulStatusCode,
  errorCode: ErrorCode,
  message: string,
): Response {
  return c.json(fail(errorCode, message), status);
}

/** A refusal as its envelope, never cached: 400 for request.param.err, 401 for login.not.session, else 200. */
export function refusalResponse(c: Context, refusal: Refusal): Response {
  c.header('Cache-Control', 'no-store');
  return c.json(fail(refusal.errorCode, refusal.message, refusal.details), refusalStatus(refusal.errorCode));
}

/** True for the path families that answer JSON envelopes rather than files. */
export function isApiPath(path: string): boolean {
  return (
    path.startsWith('/wps/') ||
    path === '/wps' ||
    path.startsWith('/lgw/') ||
    path === '/lgw' ||
    path.startsWith('/lotto/lgw/') ||
    path.startsWith('/admin/') ||
    path === '/admin'
  );
}
