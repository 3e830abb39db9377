/**
 * The release as an operator runs it: `npm run release`'s artifact extracted, served by Debian's
 * nginx with docs/deploy.md's site configuration, the API on another origin (the reference
 * platform on its own port). A player's journey through it (boot, login, a lobby), then the
 * operator rebrands with the release's own brand kit (plain node) and the installed app of the
 * first brand shows the second after its update, also offline.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makeRelease } from '../../scripts/lib/release-archive';
import { LUCKY_STAR } from '../../tools/brand-kit/test-dist';
import { logIn } from './support/auth-steps';
import { newContext, WITH_SERVICE_WORKER } from './support/browser';
import { usePlatform } from './support/fixture';
import { dismissPopup } from './support/home';
import { startNginx, type Nginx } from './support/nginx';
import { waitForServiceWorkerControl } from './support/page-helpers';

const ROOT = path.resolve(import.meta.dirname, '../..');
const fixture = usePlatform();
let work: string;
let top: string;
let nginx: Nginx;

const SECOND_BRAND = {
  ...LUCKY_STAR,
  logo: 'star.svg',
  licence: 'Licensed by the Gaming Board, licence 42',
};
const STAR_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 36"><path fill="#ffd400" d="M18 2l4.7 10.6 11.3 1.1-8.5 7.6 2.5 11.2L18 26.7 8 32.5l2.5-11.2L2 13.7l11.3-1.1z"/><text x="40" y="25" font-size="18" font-family="sans-serif" fill="#f5f7ff">Lucky Star</text></svg>`;

/**
 * Plain node in the extracted release, as an operator runs the shipped tools. Asynchronous: the
 * platform it reaches runs in this worker and must keep answering.
 */
async function shippedTool(args: string[]): Promise<{ status: number | null; stdout: string }> {
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  const child = spawn(process.execPath, args, { cwd: top, env, stdio: ['ignore', 'pipe', 'inherit'] });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => child.once('close', resolve));
  return { status, stdout };
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'tala-release-e2e-'));
  const pkg = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
  const release = await makeRelease({
    distDir: path.join(ROOT, 'dist'),
    outDir: work,
    version: pkg.version,
    changelog: await readFile(path.join(ROOT, 'CHANGELOG.md'), 'utf8'),
  });
  expect(spawnSync('tar', ['-xzf', release.archive, '-C', work]).status).toBe(0);
  top = path.join(work, `tala-${pkg.version}`);
  expect(spawnSync('sha256sum', ['-c', '--quiet', 'SHA256SUMS'], { cwd: top }).status).toBe(0);
  // The operator's platform answers on its own origin (another port): config.json names it.
  const configFile = path.join(top, 'dist/config.json');
  const config = JSON.parse(await readFile(configFile, 'utf8')) as { apiBaseUrls: string[] };
  config.apiBaseUrls = [fixture.platform.url];
  await writeFile(configFile, JSON.stringify(config, null, 2));
  nginx = await startNginx(path.join(top, 'dist'), fixture.platform.port);
}, 180_000);
afterAll(async () => {
  await nginx?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

async function head(url: string, encoding?: string): Promise<Response> {
  const response = await fetch(url, {
    headers: encoding ? { 'Accept-Encoding': encoding } : { 'Accept-Encoding': 'identity' },
  });
  await response.arrayBuffer();
  return response;
}

describe('the release behind nginx', () => {
  it('answers with the documented cache headers, the precompressed copies and the history fallback', async () => {
    const html = await (await fetch(`${nginx.url}/`)).text();
    const entry = /src="(\/assets\/index-[^"]+\.js)"/u.exec(html)?.[1];
    expect(entry).toBeDefined();

    const asset = await head(`${nginx.url}${entry}`, 'br, gzip');
    expect([asset.status, asset.headers.get('content-encoding'), asset.headers.get('cache-control')]).toEqual([
      200,
      'br',
      'public, max-age=31536000, immutable',
    ]);
    expect(asset.headers.get('content-type')).toMatch(/javascript/u);
    expect(asset.headers.get('vary')).toMatch(/Accept-Encoding/iu);
    expect((await head(`${nginx.url}${entry}`, 'gzip')).headers.get('content-encoding')).toBe('gzip');
    const plain = await head(`${nginx.url}${entry}`);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/Accept-Encoding/iu);

    for (const file of ['/', '/sw.js', '/config.json', '/manifest.webmanifest'])
      expect((await head(`${nginx.url}${file}`, 'gzip')).headers.get('cache-control'), file).toBe('no-cache');
    expect((await head(`${nginx.url}/manifest.webmanifest`)).headers.get('content-type')).toBe(
      'application/manifest+json',
    );
    expect((await head(`${nginx.url}/pwa-192x192.png`)).headers.get('cache-control')).toBe('public, max-age=3600');
    // A history route is the app shell (revalidated); a missing chunk is a 404, never the shell.
    const route = await fetch(`${nginx.url}/vip`);
    expect([route.status, route.headers.get('cache-control')]).toEqual([200, 'no-cache']);
    expect(await route.text()).toBe(html);
    expect((await head(`${nginx.url}/assets/index-missing.js`)).status).toBe(404);
  });

  it('boots, logs in and opens a lobby against the API origin; a second brand reaches the installed app, offline too', async () => {
    const context = await newContext(fixture.browser, nginx.url, WITH_SERVICE_WORKER);
    const page = await context.newPage();
    const apiOrigins = new Set<string>();
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/wps/')) apiOrigins.add(new URL(request.url()).origin);
    });
    await logIn(page, 'demo01', 'Demo1234');
    expect(await page.title()).toMatch(/· Tala$/u);
    await page.goto('/rng');
    await dismissPopup(page);
    await page.locator('.lobby-page [data-testid="game-card"]').first().waitFor();
    expect(await page.getByTestId('header-username').textContent()).toBe('demo01');
    expect([...apiOrigins]).toEqual([fixture.platform.url]);
    await waitForServiceWorkerControl(page);

    // The operator rebrands the served folder with the release's brand kit.
    await writeFile(path.join(top, 'brand.json'), JSON.stringify(SECOND_BRAND));
    await writeFile(path.join(top, 'star.svg'), STAR_LOGO);
    const branded = await shippedTool(['tools/brand.mjs', 'brand.json', '--dist', 'dist', '--reach', '--allow-http']);
    expect(branded.stdout).toContain('configuration OK');
    expect(branded.status).toBe(0);

    const manifest = (await (await fetch(`${nginx.url}/manifest.webmanifest`)).json()) as {
      name: string;
      short_name: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Lucky Star',
      short_name: 'Lucky',
      theme_color: '#1d3fbb',
      background_color: '#0a1030',
    });
    for (const icon of [...manifest.icons, { src: 'apple-touch-icon-180x180.png', sizes: '180x180' }]) {
      const response = await fetch(`${nginx.url}/${icon.src}`);
      expect(response.headers.get('content-type'), icon.src).toBe('image/png');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.equals(await readFile(path.join(top, 'dist', icon.src))), icon.src).toBe(true);
      const meta = await sharp(bytes).metadata();
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
      // Drawn on the second brand's primary colour (the centre of a maskable icon is the logo).
      const { data } = await sharp(bytes)
        .extract({ left: 4, top: Math.round(meta.height / 2), width: 1, height: 1 })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([...data], icon.src).toEqual([0x1d, 0x3f, 0xbb]);
    }
    const served = await (await fetch(`${nginx.url}/`, { headers: { 'Accept-Encoding': 'br' } })).text();
    expect(served).toContain('<meta name="theme-color" content="#1d3fbb" />');
    expect(served).toContain('<title>Lucky Star</title>');

    // The installed app of the first brand finds the new worker and offers the update.
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.getByTestId('update-prompt');
    await prompt.waitFor();
    await Promise.all([page.waitForEvent('load'), prompt.locator('.button--primary').click()]);
    await page.locator('.lobby-page').waitFor();
    await expect.poll(() => page.title()).toMatch(/· Lucky Star$/u);
    const brandSeen = () =>
      page.evaluate(() => ({
        primary: getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
        background: getComputedStyle(document.body).backgroundColor,
        themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
        logo: document.querySelector('.header-logo img')?.getAttribute('src'),
      }));
    expect(await brandSeen()).toEqual({
      primary: '#1d3fbb',
      background: 'rgb(10, 16, 48)',
      themeColor: '#1d3fbb',
      logo: '/brand-logo.svg',
    });
    // The worker's precache holds the new shell and icons (what an offline start shows).
    const fromWorker = await page.evaluate(async () => {
      const icon = await fetch('/pwa-192x192.png');
      const shell = await (await fetch('/index.html')).text();
      return {
        iconBytes: (await icon.arrayBuffer()).byteLength,
        shellTitle: /<title>([^<]*)<\/title>/u.exec(shell)?.[1],
      };
    });
    expect(fromWorker).toEqual({
      iconBytes: (await readFile(path.join(top, 'dist/pwa-192x192.png'))).length,
      shellTitle: 'Lucky Star',
    });
    if (process.env.TALA_SCREENSHOTS)
      await page.screenshot({ path: path.join(process.env.TALA_SCREENSHOTS, 'release-second-brand.png') });

    // A repeat visit offline: the worker's shell, the second brand, the offline notice.
    await context.setOffline(true);
    await page.goto('/');
    await page.getByTestId('home-page').waitFor();
    await page.getByTestId('offline-notice').waitFor();
    await expect.poll(() => page.title()).toMatch(/· Lucky Star$/u);
    expect((await brandSeen()).primary).toBe('#1d3fbb');
    await context.setOffline(false);
    await context.close();
  });
});
