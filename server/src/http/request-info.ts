/**
 * Who is asking and at which origin. Forwarded headers are honoured only with TRUST_PROXY:
 * otherwise any client could claim another IP (and dodge a region block).
 */
import type { Context } from 'hono';
import type { PlatformConfig } from '../config.ts';
import { normalizeAddress } from '../domain/geo.ts';
import type { AppEnv } from './app-env.ts';

function firstForwarded(value: string | undefined): string | undefined {
  const first = value?.split(',')[0]?.trim();
  return first ? first : undefined;
}

/** The client IP: socket address, or the first X-Forwarded-For hop behind a trusted proxy. */
export function clientIp(c: Context<AppEnv>, config: Pick<PlatformConfig, 'trustProxy'>): string {
  if (config.trustProxy) {
    const forwarded = firstForwarded(c.req.header('X-Forwarded-For'));
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
