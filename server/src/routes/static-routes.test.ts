import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(() => platform.dispose());

const get = (pathname: string, init?: RequestInit) => platform.app.request(pathname, init);

describe('static app', () => {
  it('falls back to index.html for navigations', async () => {
    for (const pathname of ['/', '/noticePage', '/index.html', '/register.html', '/rng?page=JL', '/help/deep/link']) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      expect(await response.text()).toContain('<title>Tala</title>');
    }
  });

  it('answers HEAD navigations without a body and refuses other methods', async () => {
    const head = await get('/noticePage', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await get('/noticePage', { method: 'POST' })).status).toBe(404);
  });

  it('never falls back for API, admin and image paths, or for unknown files', async () => {
    const api = await get('/wps/x', { headers: { Merchant: 'tala' } });
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ success: false, errorCode: 'not.found' });
    expect((await get('/lgw/games/unknown')).status).toBe(404);
    expect((await get('/admin/unknown')).status).toBe(401);
    expect((await get('/TCG_PROD_IMAGES/nothing')).status).toBe(404);
    const missing = await get('/assets/missing-123.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<title>');
  });

  it('sets cache headers and content types per file', async () => {
    const cases: [string, string, string][] = [
      ['/sw.js', 'no-cache', 'text/javascript; charset=utf-8'],
      ['/config.json', 'no-cache', 'application/json; charset=utf-8'],
      ['/manifest.webmanifest', 'no-cache', 'application/manifest+json; charset=utf-8'],
      ['/registerSW.js', 'no-cache', 'text/javascript; charset=utf-8'],
      ['/workbox-1a2b3c4d.js', 'no-cache', 'text/javascript; charset=utf-8'],
      ['/assets/index-Ab12Cd34.js', 'public, max-age=31536000, immutable', 'text/javascript; charset=utf-8'],
      ['/robots.txt', 'public, max-age=3600', 'text/plain; charset=utf-8'],
    ];
    for (const [pathname, cache, type] of cases) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get('Cache-Control'), pathname).toBe(cache);
      expect(response.headers.get('Content-Type'), pathname).toBe(type);
    }
  });

  it('answers 304 when the ETag matches', async () => {
    const first = await get('/sw.js');
    const etag = first.headers.get('ETag') ?? '';
    expect((await get('/sw.js', { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it('reads config.json per request and refuses path traversal', async () => {
    writeFileSync(path.join(platform.distDir, 'config.json'), '{"merchant":"changed"}');
    expect(await (await get('/config.json')).json()).toEqual({ merchant: 'changed' });
    expect((await get('/..%2f..%2fetc%2fpasswd.txt')).status).toBe(404);
  });

  it('sends a strict CSP and the security headers on every response', async () => {
    writeFileSync(path.join(platform.distDir, 'config.json'), JSON.stringify({ apiBaseUrls: ['https://api1.tala.example/x', 'javascript:alert(1)', "https://evil.example; script-src 'unsafe-inline'"] }));
    for (const pathname of ['/', '/wps/system/whitelabel', '/sw.js']) {
      const response = await get(pathname, { headers: { Merchant: 'tala' } });
      const csp = response.headers.get('Content-Security-Policy') ?? '';
      const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc.trim()).toBe("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain('connect-src \'self\' https://api1.tala.example');
      expect(csp).not.toContain('javascript:');
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('X-Frame-Options')).toBe('DENY');
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('Permissions-Policy')).toBeTruthy();
    }
  });

  it('says the app is not built when dist/ has no index.html', async () => {
    rmSync(path.join(platform.distDir, 'index.html'));
    const response = await get('/noticePage');
    expect(response.status).toBe(503);
    expect(await response.text()).toBe('App not built: run npm run build');
  });
});
