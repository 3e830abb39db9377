/**
 * The largest paint, home's first banner or a lobby's first row of icons, is sized,
 * asked with high priority and asked as soon as the lists and status are known, not after the
 * page's code has arrived and rendered its `<img>`. The page's chunk is held back here, so a
 * picture asked only by the rendered `<img>` would come after it; a preloaded one comes before,
 * and is downloaded once.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { newContext } from './support/browser';
import { usePlatform } from './support/fixture';

const fixture = usePlatform();
/**
 * How long the page's chunk is held at most. It is let go as soon as the pictures are asked, so a
 * slow machine (the lists answered late) cannot turn a preload into a failure; a picture asked
 * only by the rendered `<img>` cannot come before the chunk however long this is.
 */
const CHUNK_HOLD_MAX_MS = 15_000;

/**
 * Holds the page's chunk back until `expected` of its pictures are asked (or the hold runs out) and
 * records, in order, the requests for its pictures ('picture') and the chunk's arrival ('chunk');
 * `pictures` lists every picture URL asked.
 */
async function watchPicturesAndChunk(page: Page, picturePath: string, chunk: string, expected: number) {
  const events: string[] = [];
  const pictures: string[] = [];
  let picturesAsked: () => void = () => {};
  const enoughPictures = new Promise<void>((resolve) => (picturesAsked = resolve));
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && request.url().includes(picturePath)) {
      pictures.push(request.url());
      events.push('picture');
      if (pictures.length >= expected) picturesAsked();
    }
  });
  await page.route(chunk, async (route) => {
    await Promise.race([enoughPictures, new Promise((resolve) => setTimeout(resolve, CHUNK_HOLD_MAX_MS))]);
    events.push('chunk');
    await route.continue();
  });
  return { events, pictures };
}

/**
 * How long the status answer is held at most: below the 2.5 s the app waits for it
 * (`api/system/platform-status.ts`), after which a loader would ask for the lists anyway.
 */
const STATUS_HOLD_MAX_MS = 2_000;

describe('largest paint on home and a lobby', () => {
  it('asks the first screen’s list beside the platform status, not after its answer (home and a lobby)', async () => {
    for (const [path, list] of [
      ['/', 'MCSFE_getListAnnouncements'],
      ['/rng', 'GCSGAME_gameList'],
    ] as const) {
      const context = await newContext(fixture.browser, fixture.platform.url);
      const page = await context.newPage();
      const events: string[] = [];
      let listAsked: () => void = () => {};
      const asked = new Promise<void>((resolve) => (listAsked = resolve));
      page.on('request', (request) => {
        if (!request.url().includes(list)) return;
        events.push('list');
        listAsked();
      });
      // The status is held until the list is asked: a list that waited for its answer comes after.
      await page.route('**/wps/system/status**', async (route) => {
        await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, STATUS_HOLD_MAX_MS))]);
        events.push('status');
        await route.continue();
      });
      await page.goto(path);
      await expect.poll(() => events.length).toBeGreaterThanOrEqual(2);
      expect(events[0], `${path}: ${events.join(' → ')}`).toBe('list');
      await context.close();
    }
  });

  it('asks the first banner before the page renders it, once, sized and with high priority', async () => {
    const context = await newContext(fixture.browser, fixture.platform.url);
    const page = await context.newPage();
    const { events, pictures: bannerRequests } = await watchPicturesAndChunk(
      page,
      '/BANNER/',
      '**/assets/home-page-*.js',
      1,
    );
    await page.goto('/');
    const banner = page.locator('.banner-carousel img').first();
    await banner.waitFor();
    expect(events.indexOf('picture'), events.join(' → ')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('picture'), events.join(' → ')).toBeLessThan(events.indexOf('chunk'));

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
    const { events, pictures: iconRequests } = await watchPicturesAndChunk(
      page,
      '/GAMES/',
      '**/assets/lobby-page-*.js',
      3,
    );
    await page.goto('/rng');
    const firstRow = page.locator('[data-testid="game-card"] img');
    await firstRow.first().waitFor();
    expect(events.slice(0, 3), events.join(' → ')).toEqual(['picture', 'picture', 'picture']);
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
