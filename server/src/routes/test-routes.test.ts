import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The client's own encryption: this is the HTTP-level client → server round trip.
import { encryptBody } from '../../../src/api/encryption/encrypt-body.ts';
import { createTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform({ testMode: true, latencyMs: 30 });
});
afterAll(() => platform.dispose());

async function echo(body: string, headers: Record<string, string>) {
  return platform.request('/wps/test/echo', { method: 'POST', body, headers: { 'Content-Type': 'application/json', ...headers } });
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
