/**
 * Every /wps call must say which merchant it is for (contract §1.2). Duplicate Merchant headers
 * (Node joins them with a comma) are refused the way the upstream does: 400 function.not.available.
 */
import type { MiddlewareHandler } from 'hono';

import type { AppEnv } from './app-env.ts';
import { failResponse } from './envelope-response.ts';

// The key endpoint is fetched by clients that do not send Merchant (contract §3.1).
const EXEMPT = new Set(['/wps/session/key/rsa']);

/** Refuses /wps requests without exactly one Merchant header. */
export function merchantGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' || EXEMPT.has(c.req.path)) return next();
    const merchant = c.req.header('Merchant');
    if (merchant === undefined || merchant.trim() === '') {
      return failResponse(c, 400, 'request.param.err', 'Merchant header is required');
    }
    if (merchant.includes(',')) return failResponse(c, 400, 'function.not.available', 'Duplicate Merchant header');
    return next();
  };
}
