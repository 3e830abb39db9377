/**
 * Limits every request meets before a route runs (issue 15): one body-size cap for all paths,
 * counted on the stream so a chunked body without Content-Length is cut off too, and a per-IP
 * rate for requests without a session, counted in the database so every process behind a load
 * balancer shares the same count.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

import type { AppDeps } from '../app-deps.ts';
import { claimAttempt } from '../domain/accounts/attempt-counters.ts';
import { hashToken } from '../domain/accounts/sessions.ts';
import type { AppEnv } from './app-env.ts';
import { failResponse, isApiPath } from './envelope-response.ts';
import { clientIp } from './request-info.ts';

/**
 * The few uploads allowed past the global cap (each route still applies its own exact limit):
 * proof screenshots (5 MB) on withdrawal confirms, promotion applications with attachments.
 */
const LARGE_UPLOADS: readonly { path: RegExp; maxBytes: number }[] = [
  { path: /^\/wps\/transaction\/withdraw\/[^/]+\/confirm$/, maxBytes: 8 * 1024 * 1024 },
  { path: /^\/wps\/relay\/MCSFE_applyPromotion$/, maxBytes: 22 * 1024 * 1024 },
];

/** 413 for a body over `config.maxBodyBytes` (or an upload's own cap), whether it declares its length or streams. */
export function requestBodyLimit(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const onError: Parameters<typeof bodyLimit>[0]['onError'] = (c) =>
    isApiPath(c.req.path)
      ? failResponse(c, 413, 'request.param.err', 'Request body too large')
      : c.text('Payload Too Large', 413);
  const standard = bodyLimit({ maxSize: deps.config.maxBodyBytes, onError });
  const uploads = LARGE_UPLOADS.map((upload) => ({
    ...upload,
    limit: bodyLimit({ maxSize: Math.max(upload.maxBytes, deps.config.maxBodyBytes), onError }),
  }));
  return (c, next) => (uploads.find((upload) => upload.path.test(c.req.path))?.limit ?? standard)(c, next);
}

async function hasLiveSession(deps: AppDeps, header: string | undefined): Promise<boolean> {
  const token = (header ?? '').trim().replace(/^Bearer\s+/i, '');
  if (!/^[0-9a-f]{64}$/.test(token)) return false;
  const rows = await deps.db.query('SELECT 1 FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL', [
    hashToken(token),
  ]);
  return rows.length > 0;
}

/** One minute windows of `config.anonymousRateLimit` API requests per address without a session. */
export function anonymousRateLimit(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const rule = { limit: deps.config.anonymousRateLimit, windowMs: 60_000 };
  return async (c, next) => {
    // Preflights carry no credentials; calls with a live session are not anonymous. A made-up
    // Authorization header does not count as a session (checked against the table, not trusted).
    if (c.req.method === 'OPTIONS' || (await hasLiveSession(deps, c.req.header('Authorization')))) return next();
    const now = deps.now?.() ?? new Date();
    const claim = await claimAttempt(deps.db, 'anonymous-ip', clientIp(c, deps.config), rule, now);
    if (!claim.ok) {
      c.header('Retry-After', String(Math.max(1, Math.ceil((claim.lockedUntil - now.getTime()) / 1000))));
      return failResponse(c, 429, 'TOO_MANY_REQUESTS', 'Too many requests from this address; please wait a minute');
    }
    return next();
  };
}
