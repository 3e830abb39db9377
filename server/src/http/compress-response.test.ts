import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';

import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { testBackends } from '../db/test-databases.ts';
import { findGameByCode } from '../domain/games/game-list.ts';
import { loginRequest } from '../test-support/account-client.ts';
import { createTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { tokenFor } from '../test-support/wallet-client.ts';
import type { AppEnv } from './app-env.ts';
import { compressResponse, MIN_COMPRESS_BYTES } from './compress-response.ts';

const decoded = async (response: Response): Promise<string> => {
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('Content-Encoding');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  return bytes.toString();
};

describe('compressResponse on its own', () => {
  const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item ${i}` })) };
  const app = new Hono<AppEnv>();
  app.use('*', compressResponse());
  app.get('/big', (c) => c.json(big));
  app.post('/big', (c) => c.json(big));
  app.get('/small', (c) => c.json({ ok: true }));
  app.get('/cookie', (c) => {
    c.header('Set-Cookie', 'id=secret');
    return c.json(big);
  });
  app.get('/encoded', (c) =>
    c.body(brotliCompressSync(JSON.stringify(big)), 200, {
      'Content-Type': 'application/json',
      'Content-Encoding': 'br',
    }),
  );
  app.get('/events', (c) => c.body('data: x\n\n'.repeat(500), 200, { 'Content-Type': 'text/event-stream' }));
  app.get('/range', (c) =>
    c.body('x'.repeat(4000), 206, { 'Content-Type': 'text/plain', 'Content-Range': 'bytes 0-3999/9000' }),
  );
  app.get('/png', (c) => c.body(new Uint8Array(4000), 200, { 'Content-Type': 'image/png' }));
  app.get('/wps/game/launchGame', (c) => c.json(big));
  app.get('/vary', (c) => c.json(big, 200, { Vary: 'Origin' }));
  const get = (url: string, accept: string | null = 'gzip, deflate, br', method = 'GET') =>
    app.request(url, { method, headers: accept === null ? {} : { 'Accept-Encoding': accept } });

  it('prefers Brotli, falls back to gzip, honours q=0', async () => {
    const br = await get('/big');
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Content-Length')).toBeNull();
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    expect(br.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(JSON.parse(await decoded(br))).toEqual(big);
    const gz = await get('/big', 'gzip');
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(await decoded(gz))).toEqual(big);
    expect((await get('/big', 'br;q=0, gzip')).headers.get('Content-Encoding')).toBe('gzip');
  });

  it('sends the body itself without Accept-Encoding, with identity, or below the threshold', async () => {
    for (const accept of [null, 'identity', 'deflate', '*;q=0']) {
      const plain = await get('/big', accept);
      expect(plain.headers.get('Content-Encoding')).toBeNull();
      expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
      expect(await plain.json()).toEqual(big);
    }
    const small = await get('/small');
    expect(JSON.stringify({ ok: true }).length).toBeLessThan(MIN_COMPRESS_BYTES);
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
  });

  it('appends to Vary instead of replacing it', async () => {
    const response = await get('/vary');
    expect(response.headers.get('Vary')).toBe('Origin, Accept-Encoding');
    expect(response.headers.get('Content-Encoding')).toBe('br');
  });

  it('leaves POST answers, cookies, credential GETs, encoded bodies, event streams, ranges and binaries alone', async () => {
    const posted = await get('/big', 'br', 'POST');
    expect(posted.headers.get('Content-Encoding')).toBeNull();
    expect(await posted.json()).toEqual(big);
    expect((await get('/cookie')).headers.get('Content-Encoding')).toBeNull();
    expect((await get('/wps/game/launchGame')).headers.get('Content-Encoding')).toBeNull();
    const encoded = await get('/encoded', 'gzip');
    expect(encoded.headers.get('Content-Encoding')).toBe('br');
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await encoded.arrayBuffer())).toString())).toEqual(big);
    const events = await get('/events');
    expect(events.headers.get('Content-Encoding')).toBeNull();
    expect(events.headers.get('Vary')).toBeNull();
    const range = await get('/range');
    expect(range.headers.get('Content-Encoding')).toBeNull();
    expect((await range.text()).length).toBe(4000);
    expect((await get('/png')).headers.get('Content-Encoding')).toBeNull();
  });
});

describe.each(testBackends())('compressed platform answers on $name', (backend) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await createTestPlatform({}, { backend });
  });
  afterAll(() => platform.dispose());

  // The home page's first screen: every call is a GET, every answer over the threshold.
  it.each([
    '/wps/relay/GCSGAME_gameVendor?platform=W',
    '/wps/relay/MCSFE_getListAnnouncements?platform=W',
    '/wps/system/status',
    '/wps/system/whitelabel',
    '/wps/system/setting/register',
  ])('compresses %s like a CDN would', async (url) => {
    const plain = await platform.request(url);
    const text = await plain.text();
    const br = await platform.request(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(plain.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(br.headers.get('x-app-trace-id')).toMatch(/^[0-9a-f]{16}$/);
    expect(text.length).toBeGreaterThanOrEqual(MIN_COMPRESS_BYTES);
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(JSON.parse(await decoded(br))).toEqual(JSON.parse(text));
  });

  it('compresses generated SVG artwork', async () => {
    const response = await platform.request('/TCG_PROD_IMAGES/COUNTRY_FLAG/PH.png', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('Vary')).toMatch(/Accept-Encoding/);
    const svg = await decoded(response);
    expect(svg).toMatch(/^<svg/);
    expect(response.headers.get('Content-Encoding')).toBe(svg.length >= MIN_COMPRESS_BYTES ? 'gzip' : null);
  });

  it('never compresses an answer that hands out a credential', async () => {
    const login = await loginRequest(platform, 'demo01', 'Demo1234', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(login.headers.get('Content-Encoding')).toBeNull();
    const session = (await login.json()) as { success: boolean; value: { token: string } };
    expect(session.success).toBe(true);
    expect(session.value.token.length).toBeGreaterThan(16);
    const token = await tokenFor(platform, 'demo01');
    const nodeId = (await findGameByCode(platform.deps.db, 'TALA-DICE'))?.nodeId;
    const launch = await platform.request(`/wps/game/launchGame?launchMode=GLS&nodeId=${nodeId}&language=CN`, {
      headers: { Authorization: token, 'Accept-Encoding': 'br, gzip' },
    });
    expect(launch.headers.get('Content-Encoding')).toBeNull();
    const launched = (await launch.json()) as { value: { content: { game_url: string } } };
    expect(launched.value.content.game_url).toContain('?t=');
  });

  it('leaves the precompressed static assets as they are', async () => {
    const source = `console.log(${JSON.stringify('app '.repeat(400))});`;
    const file = path.join(platform.distDir, 'assets', 'zipped-Cc11.js');
    writeFileSync(file, source);
    const copy = brotliCompressSync(source);
    writeFileSync(`${file}.br`, copy);
    const response = await platform.request('/assets/zipped-Cc11.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(copy);
  });
});
