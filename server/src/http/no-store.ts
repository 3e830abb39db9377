/** `Cache-Control: no-store` on every answer of a route module. */
import type { MiddlewareHandler } from 'hono';

import type { AppEnv } from './app-env.ts';

/** Account answers carry tokens and personal data: never cached. */
export function noStore(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  };
}
