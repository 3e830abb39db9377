/**
 * CORS for /wps and /lgw. The app may be served from another origin than the API (several API
 * domains), so the allowed origins are the `allowedOrigins` setting plus the server's own;
 * test and dev mode allow any origin because their apps run on other ports.
 */
import type { MiddlewareHandler } from 'hono';

import type { AppDeps } from '../app-deps.ts';
import { readSetting, SETTINGS } from '../domain/setting-definitions.ts';
import type { AppEnv } from './app-env.ts';
import { publicOrigin, requestOrigin } from './request-info.ts';

export const ALLOWED_REQUEST_HEADERS = [
  'Merchant',
  'Authorization',
  'Language',
  'Content-Type',
  'Encryption',
  'X-Digest',
  'X-RSA',
  'Idempotency-Key',
  'X-Real-UA',
  'Device',
  'ModuleId',
  'X-Gateway-Version',
  'Cache-Control',
];
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, DELETE, OPTIONS';

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** Adds CORS headers for allowed origins and answers preflights (204) before any other check. */
export function corsMiddleware(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const allowAny = deps.config.testMode || deps.config.dev;
  return async (c, next) => {
    const origin = c.req.header('Origin');
    let allowed = false;
    if (origin) {
      const own = [requestOrigin(c, deps.config), publicOrigin(c, deps.config)];
      allowed =
        allowAny ||
        own.includes(origin) ||
        (await readSetting(deps.db, SETTINGS.allowedOrigins)).some((entry) => originOf(entry) === origin);
    }
    const isPreflight = c.req.method === 'OPTIONS' && c.req.header('Access-Control-Request-Method') !== undefined;
    if (isPreflight) {
      const headers = new Headers({ Vary: 'Origin' });
      if (allowed && origin) {
        headers.set('Access-Control-Allow-Origin', origin);
        headers.set('Access-Control-Allow-Credentials', 'true');
        headers.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
        headers.set('Access-Control-Allow-Headers', ALLOWED_REQUEST_HEADERS.join(', '));
        headers.set('Access-Control-Max-Age', '600');
      }
      return new Response(null, { status: 204, headers });
    }
    await next();
    c.header('Vary', 'Origin', { append: true });
    if (allowed && origin) {
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Access-Control-Allow-Credentials', 'true');
      c.header('Access-Control-Expose-Headers', 'x-app-trace-id');
    }
  };
}
