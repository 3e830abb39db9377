/**
 * Who is asking and at which origin. Forwarded headers are honoured only with TRUST_PROXY:
 * otherwise any client could claim another IP (and dodge a region block). TRUST_PROXY is a hop
 * count or a list of proxy addresses (`trusted-proxies.ts`); with a list, forwarded headers are
 * read only when the socket peer itself is one of those proxies.
 */
import type { Context } from 'hono';

import type { PlatformConfig } from '../config.ts';
import { normalizeAddress } from '../domain/geo.ts';
import type { AppEnv } from './app-env.ts';
import { clientFromChain, proxyMatcher, type ProxyMatcher } from './trusted-proxies.ts';

/** What the request-info helpers need of the config; tests may give only `trustProxy`. */
export type ProxyConfig = Pick<PlatformConfig, 'trustProxy'> &
  Partial<Pick<PlatformConfig, 'proxyHops' | 'trustedProxies'>>;

// One matcher per list (configs live as long as the app), not one BlockList per request.
const matchers = new WeakMap<readonly string[], ProxyMatcher>();
function matcherFor(list: readonly string[]): ProxyMatcher {
  let matcher = matchers.get(list);
  if (!matcher) {
    matcher = proxyMatcher(list);
    matchers.set(list, matcher);
  }
  return matcher;
}

function socketAddress(c: Context<AppEnv>): string {
  // c.env is undefined under app.request() without bindings.
  const env = c.env as Partial<AppEnv['Bindings']> | undefined;
  return normalizeAddress(env?.incoming?.socket.remoteAddress ?? '127.0.0.1');
}

/** Whether this request's forwarded headers come from a proxy we trust. */
function forwardedTrusted(c: Context<AppEnv>, config: ProxyConfig): boolean {
  if (!config.trustProxy) return false;
  const list = config.trustedProxies ?? [];
  return list.length === 0 || matcherFor(list).trusts(socketAddress(c));
}

/**
 * The entry `hops` from the right of a comma list. Each proxy appends the address it saw, so
 * only the rightmost `hops` entries were written by proxies we run; anything left of them came
 * from the client and may be forged.
 */
function fromRight(value: string | undefined, hops: number): string | undefined {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - hops)];
}

const firstForwarded = (value: string | undefined) => fromRight(value, 1);

/** The client IP: socket address, or the X-Forwarded-For hop the trusted proxies saw. */
export function clientIp(c: Context<AppEnv>, config: ProxyConfig): string {
  const list = config.trustedProxies ?? [];
  if (config.trustProxy && list.length > 0)
    return clientFromChain(socketAddress(c), c.req.header('X-Forwarded-For'), matcherFor(list));
  if (config.trustProxy) {
    // Trusting a proxy means at least one hop, even when only `trustProxy` was set.
    const forwarded = fromRight(c.req.header('X-Forwarded-For'), Math.max(1, config.proxyHops ?? 1));
    if (forwarded) return normalizeAddress(forwarded);
  }
  return socketAddress(c);
}

/** The origin this request reached (scheme + host), honouring forwarded proto/host behind a proxy. */
export function requestOrigin(c: Context<AppEnv>, config: ProxyConfig): string {
  const url = new URL(c.req.url);
  if (forwardedTrusted(c, config)) {
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
export function publicOrigin(c: Context<AppEnv>, config: ProxyConfig & Pick<PlatformConfig, 'publicOrigin'>): string {
  return config.publicOrigin ?? requestOrigin(c, config);
}
