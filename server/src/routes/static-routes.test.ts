import { rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { acceptedEncodings } from '../static/content-encoding.ts';
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
    writeFileSync(
      path.join(platform.distDir, 'config.json'),
      JSON.stringify({
        apiBaseUrls: [
          'https://api1.tala.example/x',
          'javascript:alert(1)',
          "https://evil.example; script-src 'unsafe-inline'",
        ],
      }),
    );
    for (const pathname of ['/', '/wps/system/whitelabel', '/sw.js']) {
      const response = await get(pathname, { headers: { Merchant: 'tala' } });
      const csp = response.headers.get('Content-Security-Policy') ?? '';
      const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc.trim()).toBe("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("connect-src 'self' https://api1.tala.example");
      expect(csp).not.toContain('javascript:');
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('X-Frame-Options')).toBe('DENY');
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('Permissions-Policy')).toBeTruthy();
    }
  });

  it("allows Firebase sign-in's origins only when config.json has a Firebase block", async () => {
    const firebase = { apiKey: 'k', authDomain: 'tala-demo.firebaseapp.com', projectId: 'tala-demo' };
    const cspOf = async () =>
      (await get('/', { headers: { Merchant: 'tala' } })).headers.get('Content-Security-Policy');
    writeFileSync(path.join(platform.distDir, 'config.json'), JSON.stringify({ apiBaseUrls: [''], firebase }));
    const csp = (await cspOf()) ?? '';
    expect(csp).toMatch(/frame-src [^;]*https:\/\/tala-demo\.firebaseapp\.com https:\/\/www\.google\.com/);
    // Game frames: any https vendor unless the operator lists its own game origins.
    expect(csp).toMatch(/frame-src [^;]* https:(;| )/);
    writeFileSync(
      path.join(platform.distDir, 'config.json'),
      JSON.stringify({ apiBaseUrls: [''], gameOrigins: ['https://games.vendor.example/x'] }),
    );
    const narrowed = (await cspOf()) ?? '';
    expect(narrowed).toMatch(/frame-src [^;]*https:\/\/games\.vendor\.example/);
    expect(narrowed).not.toMatch(/frame-src [^;]* https:(;| )/);
    expect(csp).toMatch(/connect-src 'self'[^;]* https:\/\/identitytoolkit\.googleapis\.com/);
    expect(csp).toMatch(/script-src 'self'[^;]* https:\/\/apis\.google\.com/);
    writeFileSync(
      path.join(platform.distDir, 'config.json'),
      JSON.stringify({ apiBaseUrls: [''], firebase: { ...firebase, authDomain: "x; script-src 'unsafe-inline'" } }),
    );
    expect(await cspOf()).not.toContain('googleapis');
  });

  it('serves the precompressed copy the client accepts, with Content-Encoding and Vary', async () => {
    const source = `console.log(${JSON.stringify('app '.repeat(400))});`;
    const file = path.join(platform.distDir, 'assets', 'zipped-Zz99.js');
    writeFileSync(file, source);
    writeFileSync(`${file}.br`, brotliCompressSync(source));
    writeFileSync(`${file}.gz`, gzipSync(source));
    const read = (accept: string) => get('/assets/zipped-Zz99.js', { headers: { 'Accept-Encoding': accept } });

    const br = await read('gzip, deflate, br, zstd');
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    expect(br.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(br.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(source);

    const gz = await read('gzip, deflate');
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(source);
    expect(gz.headers.get('ETag')).not.toBe(br.headers.get('ETag'));

    const refusedBr = await read('br;q=0, gzip');
    expect(refusedBr.headers.get('Content-Encoding')).toBe('gzip');

    const plain = await read('identity');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(source);
    expect((await get('/assets/zipped-Zz99.js')).headers.get('Content-Encoding')).toBeNull();

    // The 304 for the Brotli copy is keyed on its own ETag.
    const etag = br.headers.get('ETag') ?? '';
    expect(
      (await get('/assets/zipped-Zz99.js', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag } })).status,
    ).toBe(304);
  });

  it('compresses the HTML shell too, and ignores a copy older than an edited file', async () => {
    const html = '<!doctype html><title>Tala</title><div id="root"></div>';
    const index = path.join(platform.distDir, 'index.html');
    writeFileSync(index, html);
    writeFileSync(`${index}.br`, brotliCompressSync(html));
    const shell = await get('/lobby', { headers: { 'Accept-Encoding': 'br' } });
    expect(shell.headers.get('Content-Encoding')).toBe('br');
    expect(shell.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(shell.headers.get('Cache-Control')).toBe('no-cache');

    // An operator rebrands the manifest after the build: the old .gz must not win.
    const manifest = path.join(platform.distDir, 'manifest.webmanifest');
    writeFileSync(`${manifest}.gz`, gzipSync('{"name":"Old"}'));
    writeFileSync(manifest, '{"name":"New brand"}');
    const past = new Date(Date.now() - 60_000);
    utimesSync(`${manifest}.gz`, past, past);
    const edited = await get('/manifest.webmanifest', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(edited.headers.get('Content-Encoding')).toBeNull();
    expect(await edited.json()).toEqual({ name: 'New brand' });
  });

  it('reads Accept-Encoding with q-values and wildcards', () => {
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings('gzip, deflate, br')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('br;q=0, gzip;q=0.5')).toEqual(['gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('identity')).toEqual([]);
  });

  it('says the app is not built when dist/ has no index.html', async () => {
    rmSync(path.join(platform.distDir, 'index.html'));
    const response = await get('/noticePage');
    expect(response.status).toBe(503);
    expect(await response.text()).toBe('App not built: run npm run build');
  });
});
