/**
 * Security headers on every response. Headers a route set itself are kept, so a later route
 * (the built-in games, which are framed by the app) can relax framing for its own pages.
 */
import type { MiddlewareHandler } from 'hono';

import type { AppDeps } from '../app-deps.ts';
import { readSetting, SETTINGS } from '../domain/setting-definitions.ts';
import { buildCsp } from '../static/csp.ts';
import { readDistConfigOrigins } from '../static/dist-config.ts';
import type { AppEnv } from './app-env.ts';
import { publicOrigin, requestOrigin } from './request-info.ts';

const FIXED_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/** Adds CSP and the fixed security headers after the route has answered. */
export function securityHeaders(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(FIXED_HEADERS)) {
      if (!c.res.headers.has(name)) c.header(name, value);
    }
    // HSTS only where the browser really reached us over https (directly or via a trusted proxy):
    // on plain http the header is ignored anyway, and a dev server must stay reachable by http.
    if (requestOrigin(c, deps.config).startsWith('https:') && !c.res.headers.has('Strict-Transport-Security')) {
      c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    if (c.res.headers.has('Content-Security-Policy')) return;
    const origin = publicOrigin(c, deps.config);
    const [distConfig, domainRoutes] = await Promise.all([
      readDistConfigOrigins(deps.config.distDir),
      // A database failure must not strip the policy from the (error) response.
      readSetting(deps.db, SETTINGS.domainRoutes).catch((): string[] => []),
    ]);
    c.header(
      'Content-Security-Policy',
      buildCsp({
        imageCDNs: [origin, ...distConfig.imageCDNs],
        connect: [...distConfig.apiBaseUrls, ...domainRoutes],
        launchGameCDNs: [origin, ...distConfig.launchGameCDNs],
        gameOrigins: distConfig.gameOrigins,
        scripts: distConfig.scripts,
        firebase: distConfig.firebase,
      }),
    );
  };
}
