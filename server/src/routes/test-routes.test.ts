import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The client's own encryption: this is the HTTP-level client → server round trip.
import { encryptBody } from '#contract/crypto/encrypt-body.ts';

import { createJobRunner } from '../jobs/job-runner.ts';
import { createPlatformClock } from '../platform-clock.ts';
import { createTestPlatform, TEST_MERCHANT, TEST_NOW, type TestPlatform } from '../test-support/test-platform.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform({ testMode: true, latencyMs: 30 });
});
afterAll(() => platform.dispose());

async function echo(body: string, headers: Record<string, string>) {
  return platform.request('/wps/test/echo', {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

describe('encrypted echo (test mode)', () => {
  it('decrypts a body encrypted by the client', async () => {
    const modulus = await (await platform.request('/wps/session/key/rsa')).text();
    const payload = { username: 'demo01', password: 'pa55word', nested: { list: [1, 'ü'] } };
    const { body, headers } = encryptBody(payload, modulus);
    const response = await echo(body, { ...headers });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, value: payload, message: '', errorCode: '' });
  });

  it('refuses a tampered digest with 400 request_body_required', async () => {
    const modulus = await (await platform.request('/wps/session/key/rsa')).text();
    const { body, headers } = encryptBody({ a: 1 }, modulus);
    const response = await echo(body, { ...headers, 'X-Digest': 'AAAA' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'request_body_required' });
  });

  it('delays /wps answers by LATENCY_MS in test mode', async () => {
    const started = performance.now();
    await platform.request('/wps/system/whitelabel');
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
  });
});

describe('test clock (test mode)', () => {
  it('moves the clock forward and runs the jobs at the new time', async () => {
    const clock = createPlatformClock({ adjustable: true, base: () => TEST_NOW.getTime() });
    const seen: number[] = [];
    const timed = await createTestPlatform(
      { testMode: true },
      {
        clock,
        jobs: (db, now) => {
          const runner = createJobRunner(db, now, () => undefined);
          runner.register({
            name: 'probe',
            everyMs: 60_000,
            run: (_db, at) => {
              seen.push(at.getTime());
              return Promise.resolve(1);
            },
          });
          return runner;
        },
      },
    );
    try {
      const move = (body: unknown) =>
        timed.request('/wps/test/clock', {
          method: 'POST',
          body: JSON.stringify(body),
          headers: { 'Content-Type': 'application/json', Merchant: TEST_MERCHANT },
        });
      const response = await move({ advanceMs: 3_600_000 });
      expect(await response.json()).toMatchObject({
        success: true,
        value: { now: TEST_NOW.getTime() + 3_600_000, jobs: { probe: 1 } },
      });
      expect(seen).toEqual([TEST_NOW.getTime() + 3_600_000]);
      expect((await move({ advanceMs: -1 })).status).toBe(400);
    } finally {
      await timed.dispose();
    }
  });
});
