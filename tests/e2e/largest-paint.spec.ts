/**
 * The largest paint (issue 14), home's first banner or a lobby's first row of icons, is sized,
 * asked with high priority and asked as soon as the lists and status are known, not after the
 * page's code has arrived and rendered its `<img>`. The page's chunk is held back here, so a
 * picture asked only by the rendered `<img>` would come after it; a preloaded one comes before,
 * and is downloaded once.
 */
import { describe, expect, it } from 'vitest';

import { newContext } from './support/browser';
import { usePlatform } from './support/fixture';

const fixture = usePlatform();
const CHUNK_DELAY_MS = 1_500;

describe('largest paint on home and a lobby', () => {
  it('asks the first banner before the page renders it, once, sized and with high priority', async () => {
    const context = await newContext(fixture.browser, fixture.platform.url);
    const page = await context.newPage();
    const events: string[] = [];
    const bannerRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && request.url().includes('/BANNER/')) {
        bannerRequests.push(request.url());
        events.push('banner');
      }
    });
    await page.route('**/assets/home-page-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, CHUNK_DELAY_MS));
      events.push('home chunk');
      await route.continue();
    });
    await page.goto('/');
    const banner = page.locator('.banner-carousel img').first();
    await banner.waitFor();
    expect(events.indexOf('banner'), events.join(' → ')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('banner'), events.join(' → ')).toBeLessThan(events.indexOf('home chunk'));

    const src = await banner.evaluate((img: HTMLImageElement) => img.currentSrc || img.src);
    expect(await banner.getAttribute('fetchpriority')).toBe('high');
    expect(await banner.getAttribute('width')).toBeTruthy();
    expect(await banner.getAttribute('height')).toBeTruthy();
    const preloads = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => link.href),
    );
    expect(preloads).toContain(src);
    await expect
      .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // The `<img>` took the preloaded response: one download, not two.
    expect(bannerRequests.filter((url) => url === src)).toHaveLength(1);
  });

  it("asks a lobby's first row of icons before the lobby's code has arrived, once each", async () => {
    const context = await newContext(fixture.browser, fixture.platform.url);
    const page = await context.newPage();
    const events: string[] = [];
    const iconRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && request.url().includes('/GAMES/')) {
        iconRequests.push(request.url());
        events.push('icon');
      }
    });
    await page.route('**/assets/lobby-page-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, CHUNK_DELAY_MS));
      events.push('lobby chunk');
      await route.continue();
    });
    await page.goto('/rng');
    const firstRow = page.locator('[data-testid="game-card"] img');
    await firstRow.first().waitFor();
    expect(events.slice(0, 3), events.join(' → ')).toEqual(['icon', 'icon', 'icon']);
    const sources = await firstRow.evaluateAll((images: HTMLImageElement[]) =>
      images.slice(0, 3).map((img) => img.currentSrc || img.src),
    );
    await expect
      .poll(() =>
        firstRow.evaluateAll((images: HTMLImageElement[]) =>
          images.slice(0, 3).every((img) => img.complete && img.naturalWidth > 0),
        ),
      )
      .toBe(true);
    for (const src of sources)
      expect(
        iconRequests.filter((url) => url === src),
        src,
      ).toHaveLength(1);
  });
});
