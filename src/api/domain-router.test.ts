import { describe, expect, it } from 'vitest';

import { DomainRouter } from './domain-router';
import { RequestLimiter } from './request-limiter';

type Behaviour = { delay: number; routes?: string[] } | 'down';

function fakeNetwork(behaviour: Record<string, Behaviour>) {
  const probes: string[] = [];
  // Real timers: each origin answers after its own delay, so measured latency orders them.
  const fetchFn = (url: string) => {
    const origin = new URL(url).origin;
    probes.push(origin);
    const b = behaviour[origin];
    if (!b || b === 'down') return Promise.reject(new TypeError('fetch failed'));
    const domainList = (b.routes ?? []).map((domain) => ({ domain, speed: 0 }));
    return new Promise<Response>((resolve) =>
      setTimeout(() => resolve(new Response(JSON.stringify({ success: true, value: { domainList } }))), b.delay),
    );
  };
  return { fetchFn: fetchFn as unknown as typeof fetch, now: () => performance.now(), probes };
}

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('DomainRouter', () => {
  it('uses the fastest healthy origin and remembers it', async () => {
    const net = fakeNetwork({
      'https://a.test': { delay: 120 },
      'https://b.test': { delay: 10 },
      'https://c.test': 'down',
    });
    const storage = memoryStorage();
    const router = new DomainRouter({
      seeds: ['https://a.test', 'https://b.test/', 'https://c.test'],
      merchant: 'm',
      fetchFn: net.fetchFn,
      now: net.now,
      storage,
    });
    await router.probe();
    expect(await router.base()).toBe('https://b.test');
    expect(storage.data.get('apiDomain')).toBe('https://b.test');
  });

  it('learns origins from /wps/system/domainRoute', async () => {
    const net = fakeNetwork({
      'https://a.test': { delay: 50, routes: ['https://z.test'] },
      'https://z.test': { delay: 1 },
    });
    const router = new DomainRouter({
      seeds: ['https://a.test'],
      merchant: 'm',
      fetchFn: net.fetchFn,
      now: net.now,
      storage: null,
    });
    await router.probe();
    expect(router.known()).toContain('https://z.test');
    expect(await router.base()).toBe('https://z.test');
  });

  it('fails over to the next healthy origin on a network failure', async () => {
    const net = fakeNetwork({ 'https://a.test': { delay: 5 }, 'https://b.test': { delay: 80 } });
    const router = new DomainRouter({
      seeds: ['https://a.test', 'https://b.test'],
      merchant: 'm',
      fetchFn: net.fetchFn,
      now: net.now,
      storage: null,
    });
    await router.probe();
    expect(await router.base()).toBe('https://a.test');
    expect(router.reportFailure('https://a.test')).toBe('https://b.test');
    expect(await router.base()).toBe('https://b.test');
  });

  it('starts with a remembered origin without waiting for probes', async () => {
    const net = fakeNetwork({});
    const storage = memoryStorage();
    storage.setItem('apiDomain', 'https://b.test');
    const router = new DomainRouter({
      seeds: ['https://a.test', 'https://b.test'],
      merchant: 'm',
      fetchFn: net.fetchFn,
      now: net.now,
      storage,
    });
    expect(await router.base()).toBe('https://b.test');
  });

  it('sends the first call at once when there is only one origin, and probes beside it', async () => {
    let answerProbe: (response: Response) => void = () => undefined;
    const probes: string[] = [];
    const fetchFn = ((url: string) => {
      probes.push(url);
      return new Promise<Response>((resolve) => (answerProbe = resolve));
    }) as unknown as typeof fetch;
    const router = new DomainRouter({ seeds: ['https://a.test'], merchant: 'm', fetchFn, storage: null });
    // The probe has not answered: base() resolving here proves it did not wait for it.
    expect(await router.base()).toBe('https://a.test');
    expect(probes).toHaveLength(1);
    answerProbe(new Response(JSON.stringify({ success: true, value: { domainList: [] } })));
    await router.probe();
    expect(await router.base()).toBe('https://a.test');
  });

  it('falls back to the first seed when everything is down', async () => {
    const net = fakeNetwork({ 'https://a.test': 'down', 'https://b.test': 'down' });
    const router = new DomainRouter({
      seeds: ['https://a.test', 'https://b.test'],
      merchant: 'm',
      fetchFn: net.fetchFn,
      now: net.now,
      storage: null,
    });
    expect(await router.base()).toBe('https://a.test');
  });

  it('does not re-probe a platform that is down on every failed call (3 probes in 10 s at most)', async () => {
    const net = fakeNetwork({ 'https://a.test': 'down' });
    const limiter = new RequestLimiter(() => 0);
    const router = new DomainRouter({
      seeds: ['https://a.test'],
      merchant: 'm',
      fetchFn: net.fetchFn,
      now: net.now,
      storage: null,
      limiter,
    });
    for (let i = 0; i < 10; i += 1) {
      router.reportFailure('https://a.test');
      await router.probe();
    }
    expect(net.probes).toHaveLength(3);
  });
});
