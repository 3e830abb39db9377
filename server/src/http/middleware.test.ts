import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SETTINGS } from '../domain/setting-definitions.ts';
import { setSetting } from '../domain/settings-repository.ts';
import { createTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(() => platform.dispose());

describe('Merchant header', () => {
  it('is required on /wps except the key endpoint', async () => {
    const missing = await platform.app.request('/wps/system/status');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ success: false, errorCode: 'request.param.err' });
    const key = await platform.app.request('/wps/session/key/rsa');
    expect(key.status).toBe(200);
    expect(key.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(key.headers.get('Cache-Control')).toBe('no-store');
    expect(await key.text()).toMatch(/^[0-9a-f]{255,256}$/);
  });

  it('refuses duplicates with function.not.available', async () => {
    const response = await platform.app.request('/wps/system/status', { headers: { Merchant: 'tala, other' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'function.not.available' });
  });

  it('is logged (last value), with no query string', async () => {
    await platform.app.request('/wps/system/domainRoute?device=WEB&token=secret', {
      headers: { Merchant: 'first, tala' },
    });
    const line = platform.logs.at(-1) ?? '';
    expect(line).toMatch(/^GET \/wps\/system\/domainRoute 400 \d+ms merchant=tala$/);
    expect(platform.logs.join('\n')).not.toContain('secret');
  });
});

describe('API errors', () => {
  it('answers unknown /wps and /lgw paths with a 404 envelope and a trace id', async () => {
    const response = await platform.request('/wps/nothing/here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      success: false,
      value: null,
      message: 'Not found',
      errorCode: 'not.found',
    });
    expect(response.headers.get('x-app-trace-id')).toMatch(/^[0-9a-f]{16}$/);
    expect((await platform.request('/lgw/games/nothing')).status).toBe(404);
  });

  it('hides internal failures behind system.not.available', async () => {
    const broken = await createTestPlatform();
    await broken.deps.db.close();
    const response = await broken.request('/wps/system/whitelabel');
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body).toMatchObject({ success: false, errorCode: 'system.not.available' });
    expect(JSON.stringify(body)).not.toMatch(/at |Error/);
    expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    await broken.dispose();
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    platform.app.request('/wps/system/status', {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'merchant,language',
      },
    });

  it('answers preflights for allowed origins only', async () => {
    const foreign = await preflight('https://app.tala.example');
    expect(foreign.status).toBe(204);
    expect(foreign.headers.get('x-app-trace-id')).toMatch(/^[0-9a-f]{16}$/);
    expect(foreign.headers.get('Access-Control-Allow-Origin')).toBeNull();

    await setSetting(platform.deps.db, SETTINGS.allowedOrigins.key, ['https://app.tala.example']);
    const allowed = await preflight('https://app.tala.example');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('https://app.tala.example');
    const allowHeaders = allowed.headers.get('Access-Control-Allow-Headers') ?? '';
    for (const name of [
      'Merchant',
      'Authorization',
      'Language',
      'Encryption',
      'X-Digest',
      'X-RSA',
      'Idempotency-Key',
      'X-Gateway-Version',
    ]) {
      expect(allowHeaders).toContain(name);
    }
  });

  it('marks allowed responses and exposes the trace id', async () => {
    const response = await platform.request('/wps/system/whitelabel', { headers: { Origin: 'http://localhost' } });
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost');
    expect(response.headers.get('Access-Control-Expose-Headers')).toBe('x-app-trace-id');
  });

  it('allows any origin in test mode, which also adds the test echo', async () => {
    const testMode = await createTestPlatform({ testMode: true });
    try {
      const response = await testMode.app.request('/wps/system/status', {
        method: 'OPTIONS',
        headers: { Origin: 'http://127.0.0.1:5173', 'Access-Control-Request-Method': 'GET' },
      });
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://127.0.0.1:5173');
    } finally {
      await testMode.dispose();
    }
    expect((await platform.request('/wps/test/echo', { method: 'POST', body: '{}' })).status).toBe(404);
  });
});
