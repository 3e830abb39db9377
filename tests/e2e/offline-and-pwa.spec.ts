/** The PWA: a valid manifest, an active service worker, and an offline reload that still shows the home with its notices. */
import { describe, expect, it } from 'vitest';

import { newContext, WITH_SERVICE_WORKER } from './support/browser';
import { usePlatform } from './support/fixture';
import { dismissPopup } from './support/home';
import { waitForPersistedQuery, waitForServiceWorkerControl, waitUntilInPage } from './support/page-helpers';

const fixture = usePlatform();

// Below the shortest network wait the app has (the domain probe gives up after 5 s): a lobby that
// waited on the network offline would break it; a loaded 2-core machine took 3.0–3.2 s (2026-11-27).
const OFFLINE_OPEN_BOUND_MS = 4_500;

describe('PWA and offline', () => {
  it('serves a valid manifest with the required icons', async () => {
    const response = await fetch(`${fixture.platform.url}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const manifest = (await response.json()) as {
      name: string;
      display: string;
      start_url: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest.display).toBe('standalone');
    expect(manifest.start_url).toBe('/');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const image = await fetch(`${fixture.platform.url}/${icon.src}`);
      expect(image.headers.get('content-type')).toBe('image/png');
    }
    const html = await (await fetch(`${fixture.platform.url}/`)).text();
    expect(html).toContain('apple-touch-icon');
    expect(html).toContain('apple-mobile-web-app-capable');
  });

  it('reloads offline and still shows the shell, the nav and the cached notices', async () => {
    const context = await newContext(fixture.browser, fixture.platform.url, WITH_SERVICE_WORKER);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('home-page').waitFor();
    await waitForServiceWorkerControl(page);
    await page.getByTestId('home-page').waitFor();
    await waitForPersistedQuery(page, 'notices');
    await waitForPersistedQuery(page, 'vendors');
    // The notices are below the first screen: they render once it is done.
    await page.getByTestId('home-notices').locator(':scope > ul > li').first().waitFor();
    const onlineNotices = await page.getByTestId('home-notices').locator(':scope > ul > li').allTextContents();
    expect(onlineNotices.length).toBeGreaterThan(0);

    const swState = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
    expect(swState).toBe('activated');
    // The worker never caches API answers.
    const cachedUrls = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      return urls;
    });
    expect(cachedUrls.some((u) => /\/(wps|lgw)\//.test(u))).toBe(false);
    // A game page framed by /game is the platform's, never the app shell from the worker.
    const gameTab = await context.newPage();
    const gameResponse = await gameTab.goto('/games/play/demo-vendor?t=expired');
    expect(gameResponse?.fromServiceWorker()).toBe(false);
    expect(await gameTab.locator('#root').count()).toBe(0);
    await gameTab.close();

    // Vendor logos are cached for offline use once the vendor list is known.
    await waitUntilInPage(page, async () => (await (await caches.open('vendor-images')).keys()).length >= 40, {
      timeout: 20_000,
      polling: 500,
    });

    // The storefront's hot games (persisted) and their pictures (in the worker's image cache) too.
    await waitForPersistedQuery(page, 'games/hot');
    await waitUntilInPage(
      page,
      async () => {
        const wanted = [...document.querySelectorAll<HTMLImageElement>('[data-testid="home-hot-game"] img')]
          .slice(0, 6)
          .map((img) => img.currentSrc || img.src);
        const cached = new Set((await (await caches.open('vendor-images')).keys()).map((r) => r.url));
        return wanted.length === 6 && wanted.every((url) => cached.has(url));
      },
      { timeout: 20_000, polling: 250 },
    );

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('home-page').waitFor();
    await page.getByTestId('offline-notice').waitFor();
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll<HTMLImageElement>('[data-testid="home-hot-game"] img')]
          .slice(0, 6)
          .filter((img) => img.complete && img.naturalWidth > 0).length === 6,
      undefined,
      { timeout: 10_000, polling: 100 },
    );
    await page.getByTestId('home-notices').locator(':scope > ul > li').first().waitFor();
    expect(await page.getByTestId('home-notices').locator(':scope > ul > li').allTextContents()).toEqual(onlineNotices);
    expect(await page.locator('.header-nav [data-category]').count()).toBeGreaterThan(5);

    // A notices page opened for the first time offline still has its (lazily loaded, precached) code and data.
    await page.goto('/noticePage');
    await page.getByTestId('notice-list').waitFor();
    expect(await page.getByTestId('notice-list').locator(':scope > li').count()).toBe(9);
    await context.close();
  });

  it('opens offline, at once and with its images, a lobby that was not the last page seen', async () => {
    const context = await newContext(fixture.browser, fixture.platform.url, WITH_SERVICE_WORKER);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('home-page').waitFor();
    await waitForServiceWorkerControl(page);
    await page.goto('/rng');
    await page.getByTestId('game-card').first().waitFor();
    // The lobby's own list: home's hot games (also under `games`) are stored before it.
    await waitForPersistedQuery(page, 'games/list');
    // The first icons on screen (the ones checked offline below) are all in the worker's image cache.
    await waitUntilInPage(
      page,
      async () => {
        const wanted = [...document.querySelectorAll<HTMLImageElement>('[data-testid="game-card"] img')]
          .slice(0, 4)
          .map((img) => img.currentSrc || img.src);
        const cached = new Set((await (await caches.open('vendor-images')).keys()).map((r) => r.url));
        return wanted.length > 0 && wanted.every((url) => cached.has(url));
      },
      { timeout: 20_000, polling: 250 },
    );
    await page.goto('/');
    await page.getByTestId('home-page').waitFor();
    await waitForPersistedQuery(page, 'vendors');

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('home-page').waitFor();
    await dismissPopup(page);
    const started = Date.now();
    await page.locator('.header-nav [data-category="RNG"] a').first().click();
    await page.waitForFunction(
      () => {
        const images = [...document.querySelectorAll<HTMLImageElement>('[data-testid="game-card"] img')].slice(0, 4);
        return images.length > 0 && images.every((img) => img.complete && img.naturalWidth > 0);
      },
      undefined,
      { timeout: 10_000, polling: 50 },
    );
    // The 1 s budget itself is measured by `npm run bench` (offline cold starts) on a quiet machine;
    // here, beside another worker on 2 cores, a bound that only a wait on the network or a retry
    // would break (a timed test at 1 s failed at 1.4 s under load, 2026-11-27).
    expect(Date.now() - started).toBeLessThanOrEqual(OFFLINE_OPEN_BOUND_MS);

    // A page never seen offline explains itself and offers a way back, never an endless spinner.
    await page.goto('/live');
    await page.getByTestId('offline-page-problem').waitFor({ timeout: 5_000 });
    await page.getByTestId('offline-page-problem').getByRole('link').click();
    await page.getByTestId('home-page').waitFor();
    await context.close();
  });
});
