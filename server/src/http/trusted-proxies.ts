/**
 * The proxies whose X-Forwarded-For entries we believe: `TRUST_PROXY` given as a
 * list of addresses and CIDR ranges, IPv4 and IPv6. Matching uses Node's `BlockList`, so
 * ranges are compared as numbers, never as string prefixes.
 */
import { BlockList, isIP } from 'node:net';

import { normalizeAddress } from '../domain/geo.ts';

/** Strips what proxies sometimes add around an address: IPv6 brackets, a port, an IPv4-mapped prefix. */
export function bareAddress(entry: string): string {
  const trimmed = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(trimmed);
  if (bracketed?.[1]) return normalizeAddress(bracketed[1]);
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(trimmed);
  return normalizeAddress(v4WithPort?.[1] ?? trimmed);
}

const familyOf = (address: string): 'ipv4' | 'ipv6' | null => {
  const family = isIP(address);
  return family === 4 ? 'ipv4' : family === 6 ? 'ipv6' : null;
};

/**
 * Reads `10.0.0.0/8, 2001:db8::/32, 192.0.2.7` into normalised entries. Throws on anything that
 * is not an address or a range, so a typo stops the server instead of trusting nothing (or
 * everything) silently.
 */
export function parseTrustedProxies(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const [address = '', prefix, extra] = entry.split('/');
      const bare = normalizeAddress(address);
      const family = familyOf(bare);
      const bits = prefix === undefined ? null : Number(prefix);
      const maxBits = family === 'ipv4' ? 32 : 128;
      if (!family || extra !== undefined || (bits !== null && (!/^\d+$/.test(prefix ?? '') || bits > maxBits))) {
        throw new Error(`Invalid TRUST_PROXY entry: ${entry} (expected an address or a CIDR range)`);
      }
      return bits === null ? bare : `${bare}/${bits}`;
    });
}

export interface ProxyMatcher {
  trusts(address: string): boolean;
}

/** A matcher over entries from `parseTrustedProxies`; an address that is not an IP is never trusted. */
export function proxyMatcher(entries: readonly string[]): ProxyMatcher {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = familyOf(address);
    if (!family) continue;
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return {
    trusts(address) {
      const bare = bareAddress(address);
      const family = familyOf(bare);
      return family !== null && list.check(bare, family);
    },
  };
}

/**
 * The client behind a chain of proxies: walking from the socket peer leftwards through
 * X-Forwarded-For, the first address that is not a trusted proxy. Entries left of it were
 * written by the client (or by proxies we do not run) and are never read, so a forged left-most
 * entry changes nothing. If every hop is trusted, the left-most one is the client. An entry that
 * is not an address (`unknown`, garbage) stops the walk at the last trusted hop.
 */
export function clientFromChain(
  socketAddress: string,
  forwardedFor: string | undefined,
  matcher: ProxyMatcher,
): string {
  const hops = [
    ...(forwardedFor ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
    socketAddress,
  ];
  let last = bareAddress(socketAddress);
  for (let i = hops.length - 1; i >= 0; i--) {
    const address = bareAddress(hops[i] ?? '');
    if (familyOf(address) === null) return last;
    if (!matcher.trusts(address)) return address;
    last = address;
  }
  return last;
}
