/**
 * One line per request: method, path (never the query string, which may carry a token), status,
 * duration, and the merchant the request named. Bodies and headers other than Merchant are
 * never logged.
 */
import type { MiddlewareHandler } from 'hono';

import type { AppEnv } from './app-env.ts';

/** Logs each request once it has been answered. */
export function accessLog(log: (line: string) => void): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    // With duplicate headers, the last value seen is the one recorded.
    const merchant = c.req.header('Merchant')?.split(',').at(-1)?.trim();
    const suffix = merchant ? ` merchant=${merchant.replace(/[^\w.-]/g, '?').slice(0, 40)}` : '';
    log(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms${suffix}`);
  };
}
