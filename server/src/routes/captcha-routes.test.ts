import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(() => platform.dispose());

describe('GET /wps/captcha', () => {
  it('answers a Base64 PNG and sets an HttpOnly SameSite=Lax captchaId cookie', async () => {
    const response = await platform.request('/wps/captcha?t=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const cookie = response.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/^captchaId=[0-9a-f]{32}; Max-Age=300; Path=\/; HttpOnly; SameSite=Lax$/);
    const { value } = v.parse(v.object({ value: v.string() }), await response.json());
    const png = Buffer.from(value, 'base64');
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(png.readUInt32BE(16)).toBe(120);
    expect(png.readUInt32BE(20)).toBe(40);
    const other = await platform.request('/wps/captcha?t=2');
    expect(other.headers.get('Set-Cookie')).not.toBe(cookie);
  });

  it('allows credentials for an allowed origin, echoed, never *', async () => {
    const allowed = await platform.request('/wps/captcha', { headers: { Origin: 'http://localhost' } });
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost');
    expect(allowed.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    const foreign = await platform.request('/wps/captcha', { headers: { Origin: 'https://evil.example' } });
    expect(foreign.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('marks the cookie Secure on https', async () => {
    const response = await platform.request('https://tala.example/wps/captcha');
    expect(response.headers.get('Set-Cookie')).toContain('; Secure');
  });
});
