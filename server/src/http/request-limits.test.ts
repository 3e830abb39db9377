/**
 * Request hygiene: body limit, rate limits per address and per live session, HSTS,
 * X-Forwarded-For from the right.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { generateRandomKey } from '#contract/crypto/random-key.ts';
import { rsaEncryptReversedKey } from '#contract/crypto/textbook-rsa.ts';
import { SessionSchema } from '#contract/session-schemas.ts';

import { testBackends } from '../db/test-databases.ts';
import { call, expectOk, loginOk, testClock } from '../test-support/account-client.ts';
import { createTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';

describe.each(testBackends())('request limits on $name', (backend) => {
  let platform: TestPlatform;
  const clock = testClock();
  beforeAll(async () => {
    platform = await createTestPlatform(
      { trustProxy: true, proxyHops: 1, maxBodyBytes: 1024, ipRateLimit: 5, sessionRateLimit: 5 },
      { backend, now: clock.now },
    );
  }, 400_000);
  afterAll(() => platform.dispose());

  it('refuses a body over the limit, also when it streams without Content-Length', async () => {
    const big = JSON.stringify({ username: 'x'.repeat(2000) });
    const declared = await platform.request('/wps/member/register', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.9.0.1' },
      body: big,
    });
    expect(declared.status).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 4; i++) controller.enqueue(new TextEncoder().encode('y'.repeat(600)));
        controller.close();
      },
    });
    const chunked = await platform.request('/wps/member/register', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.9.0.2' },
      body: stream,
      duplex: 'half',
    });
    expect(chunked.status).toBe(413);
  });

  it('limits requests per address, counted in the database, whatever Authorization says', async () => {
    const statuses = [];
    for (let i = 0; i < 7; i++) {
      const response = await platform.request('/wps/session/slider', {
        headers: { 'X-Forwarded-For': '10.9.1.1', Authorization: 'f'.repeat(64) },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    // Another address is not affected.
    expect((await platform.request('/wps/session/slider', { headers: { 'X-Forwarded-For': '10.9.1.2' } })).status).toBe(
      200,
    );
  });

  /** The statuses of 7 slider requests, each from `ipOf(i)` with `token`. */
  const sliderStatuses = async (ipOf: (i: number) => string, token?: string) => {
    const statuses = [];
    for (let i = 0; i < 7; i++) {
      const response = await call(platform, 'GET', '/wps/session/slider', undefined, { ip: ipOf(i), token });
      statuses.push(response.status);
    }
    return statuses;
  };
  const limited = [200, 200, 200, 200, 200, 429, 429];

  it('keeps the per-address limit for requests with a session token, free play included', async () => {
    const modulus = await (await platform.request('/wps/session/key/rsa')).text();
    const headers = {
      Encryption: rsaEncryptReversedKey(generateRandomKey(), modulus),
      'X-Gateway-Version': '3',
      'X-RSA': modulus,
    };
    const trial = await expectOk(
      call(
        platform,
        'POST',
        '/wps/session/login/freeplay',
        { os: 'Linux', platform: 'W' },
        { headers, ip: '10.9.4.1' },
      ),
      SessionSchema,
    );
    expect(await sliderStatuses(() => '10.9.4.2', trial.token)).toEqual(limited);
  });

  it('limits each live session too, from whatever addresses it calls', async () => {
    const member = await loginOk(platform, 'demo01', 'Demo1234', { ip: '10.9.5.100' });
    expect(await sliderStatuses((i) => `10.9.5.${i + 1}`, member.token)).toEqual(limited);
  });

  it('treats an idle-expired session token as anonymous: it lifts nothing', async () => {
    const member = await loginOk(platform, 'demo01', 'Demo1234', { ip: '10.9.6.100' });
    clock.advance(31 * 60_000);
    expect(await sliderStatuses(() => '10.9.6.1', member.token)).toEqual(limited);
  });

  it('reads X-Forwarded-For from the right: a forged left entry does not dodge the limit', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const response = await platform.request('/wps/session/slider', {
        headers: { 'X-Forwarded-For': `1.2.3.${i}, 10.9.2.1` },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('sends Strict-Transport-Security only over https (here via the trusted proxy)', async () => {
    const https = await platform.request('/robots.txt', {
      headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '10.9.3.1' },
    });
    expect(https.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    const http = await platform.request('/robots.txt', { headers: { 'X-Forwarded-For': '10.9.3.2' } });
    expect(http.headers.get('Strict-Transport-Security')).toBeNull();
  });
});
