/**
 * Who is asking and at which origin. Forwarded headers are honoured only with TRUST_PROXY:
 * otherwise any client could claim another IP (and dodge a region block).
 */
import type { Context } from 'hono';
import type { PlatformConfig } from '../config.ts';
import { normalizeAddress } from '../domain/geo.ts';
import type { AppEnv } from './app-env.ts';

/**
 * The entry `hops` from the right of a comma list. Each proxy appends the address it saw, so
 * only the rightmost `hops` entries were written by proxies we run; anything left of them came
 * from the client and may be forged (issue 15).
 */
function fromRight(value: string | undefined, hops: number): string | undefined {
  const entries = (value ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  if (entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - hops)];
}

const firstForwarded = (value: string | undefined) => fromRight(value, 1);

/** The client IP: socket address, or the X-Forwarded-For hop the trusted proxies saw. */
export function clientIp(c: Context<AppEnv>, config: Pick<PlatformConfig, 'trustProxy'> & Partial<Pick<PlatformConfig, 'proxyHops'>>): string {
  if (config.trustProxy) {
    // Trusting a proxy means at least one hop, even when only `trustProxy` was set.
    const forwarded = fromRight(c.req.header('X-Forwarded-For'), Math.max(1, config.proxyHops ?? 1));
    if (forwarded) return normalizeAddress(forwarded);
  }
  // c.env is undefined under app.request() without bindings.
  const env = c.env as Partial<AppEnv['Bindings']> | undefined;
  return normalizeAddress(env?.incoming?.socket.remoteAddress ?? '127.0.0.1');
}

/** The origin this request reached (scheme + host), honouring forwarded proto/host behind a proxy. */
export function requestOrigin(c: Context<AppEnv>, config: Pick<PlatformConfig, 'trustProxy'>): string {
  const url = new URL(c.req.url);
  if (config.trustProxy) {
    const proto = firstForwarded(c.req.header('X-Forwarded-Proto'));
    const host = firstForwarded(c.req.header('X-Forwarded-Host'));
    if (proto === 'http' || proto === 'https') url.protocol = `${proto}:`;
    if (host) {
      try {
        return new URL(`${url.protocol}//${host}`).origin;
      } catch {
        // A malformed forwarded host falls back to the direct origin.
      }
    }
  }
  return url.origin;
}

/** PUBLIC_ORIGIN when configured, else the request origin: what clients should use for CDNs. */
export function publicOrigin(c: Context<AppEnv>, config: Pick<PlatformConfig, 'trustProxy' | 'publicOrigin'>): string {
  return config.publicOrigin ?? requestOrigin(c, config);
}
