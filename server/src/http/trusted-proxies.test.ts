/**
 * X-Forwarded-For read hop by hop from the right, both forms of TRUST_PROXY: a hop
 * count and a list of proxy addresses/ranges. No database: a bare Hono app answers the client
 * address `clientIp` derives, with the socket peer supplied as the Node binding would.
 */
import type { IncomingMessage } from 'node:http';

import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';

import { loadConfig, type PlatformConfig } from '../config.ts';
import type { AppEnv } from './app-env.ts';
import { clientIp, requestOrigin } from './request-info.ts';
import { parseTrustedProxies } from './trusted-proxies.ts';

type ProxyConfig = Pick<PlatformConfig, 'trustProxy' | 'proxyHops' | 'trustedProxies'>;

function seen(config: ProxyConfig) {
  const app = new Hono<AppEnv>();
  app.get('/ip', (c) => c.json({ ip: clientIp(c, config), origin: requestOrigin(c, config) }));
  return async (peer: string, headers: Record<string, string> = {}): Promise<{ ip: string; origin: string }> => {
    // Only `socket.remoteAddress` is read from the Node request.
    const incoming = { socket: { remoteAddress: peer } } as unknown as IncomingMessage;
    const response = await app.request('http://platform.test/ip', { headers }, { incoming });
    return (await response.json()) as { ip: string; origin: string };
  };
}

const config = (trustProxy: string): ProxyConfig => loadConfig({ TRUST_PROXY: trustProxy }, []);

describe('TRUST_PROXY as a list of proxies', () => {
  const ask = seen(config('10.0.0.0/8, 192.0.2.7, 2001:db8:1::/48'));

  it('takes the first address from the right that is not a trusted proxy', async () => {
    expect((await ask('10.0.0.5', { 'X-Forwarded-For': '203.0.113.9' })).ip).toBe('203.0.113.9');
    // Two trusted hops (the balancer at 192.0.2.7 in front of an ingress at 10.1.2.3).
    expect((await ask('10.1.2.3', { 'X-Forwarded-For': '203.0.113.9, 192.0.2.7' })).ip).toBe('203.0.113.9');
    expect((await ask('2001:db8:1::10', { 'X-Forwarded-For': '2001:db8:ffff::1, 2001:db8:1:5::2' })).ip).toBe(
      '2001:db8:ffff::1',
    );
    expect((await ask('::ffff:10.0.0.5', { 'X-Forwarded-For': '[2001:db8:ffff::2]:4431, 192.0.2.7:8080' })).ip).toBe(
      '2001:db8:ffff::2',
    );
  });

  it('ignores spoofed left-most entries, however many and whatever they claim', async () => {
    const spoofed = { 'X-Forwarded-For': '10.0.0.1, 127.0.0.1, 198.51.100.66, 203.0.113.9, 192.0.2.7' };
    expect((await ask('10.0.0.5', spoofed)).ip).toBe('203.0.113.9');
    // A client forging a trusted address as its own hop only walks the chain to its real address.
    expect((await ask('10.0.0.5', { 'X-Forwarded-For': '8.8.8.8, 198.51.100.1, 10.0.0.9' })).ip).toBe('198.51.100.1');
  });

  it('believes no forwarded header from a peer that is not a trusted proxy', async () => {
    const direct = await ask('198.51.100.20', {
      'X-Forwarded-For': '203.0.113.9',
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Host': 'evil.example',
    });
    expect(direct).toEqual({ ip: '198.51.100.20', origin: 'http://platform.test' });
    const viaProxy = await ask('10.0.0.5', {
      'X-Forwarded-For': '203.0.113.9',
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Host': 'play.example',
    });
    expect(viaProxy.origin).toBe('https://play.example');
  });

  it('stops at the last trusted hop when an entry is not an address, and when every hop is trusted', async () => {
    expect((await ask('10.0.0.5', { 'X-Forwarded-For': '203.0.113.9, unknown, 192.0.2.7' })).ip).toBe('192.0.2.7');
    expect((await ask('10.0.0.5', { 'X-Forwarded-For': '10.9.9.9, 192.0.2.7' })).ip).toBe('10.9.9.9');
    expect((await ask('10.0.0.5')).ip).toBe('10.0.0.5');
  });
});

describe('TRUST_PROXY as a hop count', () => {
  it('takes the entry that many hops from the right, whatever stands left of it', async () => {
    const one = seen(config('1'));
    expect((await one('10.0.0.5', { 'X-Forwarded-For': '6.6.6.6, 1.1.1.1, 203.0.113.9' })).ip).toBe('203.0.113.9');
    const two = seen(config('2'));
    expect((await two('10.0.0.5', { 'X-Forwarded-For': '6.6.6.6, 203.0.113.9, 10.0.0.1' })).ip).toBe('203.0.113.9');
    expect((await two('10.0.0.5', { 'X-Forwarded-For': '203.0.113.9' })).ip).toBe('203.0.113.9');
  });

  it('reads the socket only when off', async () => {
    const off = seen(config(''));
    expect(await off('198.51.100.20', { 'X-Forwarded-For': '203.0.113.9', 'X-Forwarded-Proto': 'https' })).toEqual({
      ip: '198.51.100.20',
      origin: 'http://platform.test',
    });
  });
});

describe('parsing TRUST_PROXY', () => {
  it('accepts on/off, hop counts and lists of IPv4 and IPv6 addresses and ranges', () => {
    expect(config('')).toMatchObject({ trustProxy: false, proxyHops: 0, trustedProxies: [] });
    expect(config('off')).toMatchObject({ trustProxy: false });
    expect(config('0')).toMatchObject({ trustProxy: false });
    expect(config('true')).toMatchObject({ trustProxy: true, proxyHops: 1, trustedProxies: [] });
    expect(config('3')).toMatchObject({ trustProxy: true, proxyHops: 3, trustedProxies: [] });
    expect(config(' 10.0.0.0/8 ,::1, 2001:DB8::/32,::ffff:192.0.2.1 ')).toMatchObject({
      trustProxy: true,
      proxyHops: 0,
      trustedProxies: ['10.0.0.0/8', '::1', '2001:DB8::/32', '192.0.2.1'],
    });
  });

  it('refuses what is neither, so a typo does not trust nothing or everything silently', () => {
    expect(() => parseTrustedProxies('10.0.0.1, gateway')).toThrow(/gateway/);
    for (const bad of [
      '10.0.0.0/33',
      '2001:db8::/129',
      'proxy.internal',
      '10.0.0.1/8/2',
      '10.0.0.0/x',
      '10.0.0.256',
      '12',
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }, []), bad).toThrow(/Invalid TRUST_PROXY/);
    }
  });
});
