import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';

import { ApiError } from './api-error';
import type { DomainRouter } from './domain-router';
import { HttpClient, type HttpClientOptions } from './http-client';
import { RequestLimiter } from './request-limiter';

type Call = { url: string; init: RequestInit };

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function setup(responses: (Response | Error)[], overrides: Partial<HttpClientOptions> = {}) {
  const calls: Call[] = [];
  const queue = [...responses];
  const fetchFn = vi.fn((url: string, init?: RequestInit) => {
    calls.push({ url, init: init ?? {} });
    const next = queue.shift() ?? new Error('no more responses');
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  });
  const failures: string[] = [];
  const router = {
    base: () => Promise.resolve('https://api.one'),
    reportFailure: (base: string) => {
      failures.push(base);
      return null;
    },
  } as unknown as DomainRouter;
  const onSessionGone = vi.fn();
  const client = new HttpClient({
    router,
    merchant: () => 'm01',
    language: () => 'ty',
    token: () => 'tok',
    onSessionGone,
    fetchFn: fetchFn as unknown as typeof fetch,
    isDeviceOnline: () => true,
    sleep: () => Promise.resolve(),
    ...overrides,
  });
  return { client, calls, failures, onSessionGone };
}

const NumberValue = v.object({ n: v.number() });
const headersOf = (call: Call | undefined) => (call?.init.headers ?? {}) as Record<string, string>;

describe('HttpClient', () => {
  it('sends Merchant, bare Authorization and upper-case Language, and unwraps the envelope', async () => {
    const { client, calls } = setup([json({ success: true, value: { n: 1 }, message: '', errorCode: '' })]);
    await expect(
      client.request({ path: '/wps/x', query: { a: 1, b: undefined, c: '' }, schema: NumberValue }),
    ).resolves.toEqual({ n: 1 });
    expect(calls[0]?.url).toBe('https://api.one/wps/x?a=1');
    expect(headersOf(calls[0])).toEqual({ Merchant: 'm01', Language: 'TY', Authorization: 'tok' });
  });

  it('drops empty headers (no token, explicit empty values)', async () => {
    const { client, calls } = setup([json({ success: true, value: { n: 1 } })], { token: () => null });
    await client.request({ path: '/wps/x', schema: NumberValue, headers: { Device: '' } });
    expect(headersOf(calls[0])).toEqual({ Merchant: 'm01', Language: 'TY' });
  });

  it('reads /lgw answers raw, without an envelope', async () => {
    const { client } = setup([json([{ gameCode: 'VN' }])]);
    await expect(
      client.request({ path: '/lgw/games/popular', schema: v.array(v.object({ gameCode: v.string() })) }),
    ).resolves.toEqual([{ gameCode: 'VN' }]);
  });

  it('turns success:false into a business error with the errorCode', async () => {
    const { client } = setup([
      json({ success: false, value: null, message: 'taken', errorCode: 'exists.username.err' }),
    ]);
    const error = await client.request({ path: '/wps/x', schema: NumberValue }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', rawCode: 'exists.username.err', serverMessage: 'taken' });
  });

  it('turns a value that breaks the schema into a contract error', async () => {
    const { client } = setup([json({ success: true, value: { n: 'one' } })]);
    await expect(client.request({ path: '/wps/x', schema: NumberValue })).rejects.toMatchObject({ kind: 'contract' });
  });

  it('handles 401 / login.not.session once: clears the session', async () => {
    const { client, onSessionGone } = setup([
      json({ success: false, errorCode: 'login.not.session', message: '' }, 401),
    ]);
    await expect(client.request({ path: '/wps/member/info', schema: NumberValue })).rejects.toMatchObject({
      kind: 'business',
      rawCode: 'login.not.session',
    });
    expect(onSessionGone).toHaveBeenCalledTimes(1);
  });

  it('retries a GET on network errors and 503, with failover reported', async () => {
    const { client, calls, failures } = setup([
      new TypeError('fetch failed'),
      json({}, 503),
      json({ success: true, value: { n: 2 } }),
    ]);
    await expect(client.request({ path: '/wps/x', schema: NumberValue })).resolves.toEqual({ n: 2 });
    expect(calls).toHaveLength(3);
    expect(failures).toEqual(['https://api.one']);
  });

  it('gives up after two retries', async () => {
    const { client, calls } = setup([
      new TypeError('x'),
      new TypeError('x'),
      new TypeError('x'),
      json({ success: true, value: { n: 1 } }),
    ]);
    await expect(client.request({ path: '/wps/x', schema: NumberValue })).rejects.toMatchObject({ kind: 'offline' });
    expect(calls).toHaveLength(3);
  });

  it('never retries a POST', async () => {
    const { client, calls } = setup([new TypeError('x'), json({ success: true, value: { n: 1 } })]);
    await expect(
      client.request({ method: 'POST', path: '/wps/x', body: { a: 1 }, schema: NumberValue }),
    ).rejects.toMatchObject({ kind: 'offline' });
    expect(calls).toHaveLength(1);
  });

  it('reports a device that is offline without retrying', async () => {
    const { client, calls } = setup([new TypeError('x')], { isDeviceOnline: () => false });
    await expect(client.request({ path: '/wps/x', schema: NumberValue })).rejects.toMatchObject({
      kind: 'offline',
      isDeviceOffline: true,
    });
    expect(calls).toHaveLength(1);
  });

  it('times out', async () => {
    const hang = (_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    const { client } = setup([], { fetchFn: hang });
    await expect(
      client.request({ method: 'POST', path: '/wps/x', schema: NumberValue, timeoutMs: 20 }),
    ).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('encrypts a body with the key from the same origin (current form)', async () => {
    const modulus = 'c3'.repeat(64);
    const { client, calls } = setup([new Response(modulus), json({ success: true, value: { n: 1 } })]);
    await client.request({
      method: 'POST',
      path: '/wps/session/login',
      body: { username: 'a' },
      encrypted: true,
      schema: NumberValue,
    });
    expect(calls[0]?.url).toMatch(/^https:\/\/api\.one\/wps\/session\/key\/rsa\?_=/);
    const headers = headersOf(calls[1]);
    const sent = calls[1]?.init.body as string;
    const body = JSON.parse(sent) as { value: string };
    expect(headers['X-Digest']).toBe(body.value);
    expect(headers['X-RSA']).toBe(modulus);
    expect(headers.Encryption).toMatch(/^[0-9a-f]+$/);
    expect(sent).not.toContain('username');
  });
});

describe('HttpClient storm limits', () => {
  const fail = () => json({ oops: true }, 500);

  it('retries a GET at most twice, with growing delays, on 502-504 and network errors only', async () => {
    const sleeps: number[] = [];
    const { client, calls } = setup([new TypeError('refused'), json({}, 504), json({}, 503)], {
      sleep: (ms) => (sleeps.push(ms), Promise.resolve()),
    });
    await expect(client.request({ path: '/wps/a', schema: NumberValue })).rejects.toMatchObject({
      kind: 'http',
      status: 503,
    });
    expect(calls).toHaveLength(3);
    expect(sleeps).toEqual([500, 1_500]);
  });

  it('never retries a body that does not parse, a 500 or a 404', async () => {
    const { client, calls } = setup([new Response('{not json', { status: 200 }), fail(), json({}, 404)]);
    await expect(client.request({ path: '/wps/a', schema: NumberValue })).rejects.toMatchObject({ kind: 'contract' });
    await expect(client.request({ path: '/wps/b', schema: NumberValue })).rejects.toMatchObject({
      kind: 'http',
      status: 500,
    });
    await expect(client.request({ path: '/wps/c', schema: NumberValue })).rejects.toMatchObject({
      kind: 'http',
      status: 404,
    });
    expect(calls.map((c) => c.url)).toEqual([
      'https://api.one/wps/a',
      'https://api.one/wps/b',
      'https://api.one/wps/c',
    ]);
  });

  it('asks a failing path at most 3 times in 10 s, then fails fast with its last error until the window passes', async () => {
    let now = 0;
    const limiter = new RequestLimiter(() => now);
    const { client, calls } = setup(Array.from({ length: 10 }, fail), { limiter });
    for (let i = 0; i < 6; i += 1) {
      await expect(client.request({ path: '/wps/s', query: { i }, schema: NumberValue })).rejects.toMatchObject({
        kind: 'http',
        status: 500,
      });
      now += 1_000;
    }
    expect(calls).toHaveLength(3);
    now = 11_001;
    await expect(client.request({ path: '/wps/s', schema: NumberValue })).rejects.toMatchObject({ status: 500 });
    expect(calls).toHaveLength(4);
    // Another path is not affected.
    await expect(client.request({ path: '/wps/t', schema: NumberValue })).rejects.toMatchObject({ status: 500 });
    expect(calls).toHaveLength(5);
  });

  it('counts retries against the limit: a refused path is tried 3 times in all, not 3 per call', async () => {
    const limiter = new RequestLimiter(() => 0);
    const { client, calls } = setup(
      Array.from({ length: 10 }, () => new TypeError('refused')),
      { limiter },
    );
    await expect(client.request({ path: '/wps/r', schema: NumberValue })).rejects.toMatchObject({ kind: 'offline' });
    await expect(client.request({ path: '/wps/r', schema: NumberValue })).rejects.toMatchObject({ kind: 'offline' });
    expect(calls).toHaveLength(3);
  });

  it('never limits a path that answers well, and a person’s retry lifts the limit', async () => {
    const limiter = new RequestLimiter(() => 0);
    const ok = () => json({ success: true, value: { n: 1 } });
    const { client, calls } = setup([ok(), ok(), ok(), ok(), ok(), fail(), fail(), fail(), ok()], { limiter });
    for (let i = 0; i < 5; i += 1) await client.request({ path: '/wps/ok', schema: NumberValue });
    for (let i = 0; i < 4; i += 1)
      await expect(client.request({ path: '/wps/ok', schema: NumberValue })).rejects.toMatchObject({ status: 500 });
    expect(calls).toHaveLength(8);
    limiter.reset();
    await expect(client.request({ path: '/wps/ok', schema: NumberValue })).resolves.toEqual({ n: 1 });
    expect(calls).toHaveLength(9);
  });

  it('does not let a refused write (wrong password) arm the limit', async () => {
    const limiter = new RequestLimiter(() => 0);
    const refused = () => json({ success: false, errorCode: 'login.cred.err', message: '' });
    const { client, calls } = setup(Array.from({ length: 5 }, refused), { limiter, token: () => null });
    for (let i = 0; i < 5; i += 1)
      await expect(
        client.request({ method: 'POST', path: '/wps/session/login', body: {}, schema: NumberValue }),
      ).rejects.toMatchObject({ rawCode: 'login.cred.err' });
    expect(calls).toHaveLength(5);
  });
});
