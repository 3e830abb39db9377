/**
 * Limits every request meets before a route runs: one body-size cap for all paths,
 * counted on the stream so a chunked body without Content-Length is cut off too, and request
 * rates per address and per live session, counted in the database so every process behind a load
 * balancer shares the same counts.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

import type { AppDeps } from '../app-deps.ts';
import { claimAttempt } from '../domain/accounts/attempt-counters.ts';
import { hashToken, liveLoginSession } from '../domain/accounts/sessions.ts';
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

/**
 * The token hash of the live session `header` names, read without touching it (requireSession
 * does that): unknown, revoked, idle-expired and too-old tokens are null, so they count as
 * anonymous and open no counter of their own.
 */
async function liveSessionKey(deps: AppDeps, header: string | undefined, now: Date): Promise<string | null> {
  const token = (header ?? '').trim().replace(/^Bearer\s+/i, '');
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
  const tokenHash = hashToken(token);
  const rows = await deps.db.query(`SELECT 1 FROM sessions s WHERE s.token_hash = $1 AND ${liveLoginSession('s', 2)}`, [
    tokenHash,
    now,
  ]);
  return rows.length > 0 ? tokenHash : null;
}

function tooMany(c: Context<AppEnv>, now: Date, lockedUntil: number, message: string): Response {
  c.header('Retry-After', String(Math.max(1, Math.ceil((lockedUntil - now.getTime()) / 1000))));
  return failResponse(c, 429, 'TOO_MANY_REQUESTS', message);
}

/**
 * One-minute windows of API requests: `config.ipRateLimit` per client address for every request,
 * with a session or without, and `config.sessionRateLimit` per live session on top. A
 * session token therefore never lifts the address's limit (free play hands one out to anyone),
 * and a session calling from many addresses is still held to its own. Counted in the database,
 * so every process behind a load balancer shares the same counts.
 */
export function requestRateLimit(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const perIp = { limit: deps.config.ipRateLimit, windowMs: 60_000 };
  const perSession = { limit: deps.config.sessionRateLimit, windowMs: 60_000 };
  return async (c, next) => {
    // Preflights carry no credentials and do nothing.
    if (c.req.method === 'OPTIONS') return next();
    const now = deps.now?.() ?? new Date();
    const ip = await claimAttempt(deps.db, 'request-ip', clientIp(c, deps.config), perIp, now);
    if (!ip.ok) return tooMany(c, now, ip.lockedUntil, 'Too many requests from this address; please wait a minute');
    const session = await liveSessionKey(deps, c.req.header('Authorization'), now);
    if (session !== null) {
      const claim = await claimAttempt(deps.db, 'request-session', session, perSession, now);
      if (!claim.ok)
        return tooMany(c, now, claim.lockedUntil, 'Too many requests for this session; please wait a minute');
    }
    return next();
  };
}
