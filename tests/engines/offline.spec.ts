/**
 * An offline repeat visit in every engine (docs/pwa.md): once the app's service worker controls
 * the page and a lobby has been seen, the lobby opens again with its tiles when the network to
 * the platform is gone. The network is cut by a relay in front of the platform (cuttable-link.ts),
 * the same outage in every engine. The only journey with the service worker on; an engine without
 * one says so and is skipped, never silently. Chromium runs it in its own suite
 * (offline-and-pwa.spec.ts, with the rest of offline use), so here it runs in WebKit and Firefox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startCuttableLink, type CuttableLink } from '../e2e/engines/cuttable-link';
import type { EnginePage } from '../e2e/engines/engine-page';
import { announce, openPage, selectedEngines, useEnginePlatform } from '../e2e/engines/engines';
import { hasPersistedQuery } from '../e2e/support/page-helpers';

const fixture = useEnginePlatform();
let link: CuttableLink;
beforeAll(async () => {
  link = await startCuttableLink(fixture.platform.port);
});
afterAll(async () => {
  await link?.stop();
});

/** The lobby's tile names, in order. */
const tileNames = (page: EnginePage) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.lobby-page [data-testid="game-card"] .game-card__name')].map(
      (name) => name.textContent ?? '',
    ),
  );

describe.each(selectedEngines())('%s at 360×740', (engine) => {
  it('opens a lobby seen before, with its tiles, once the service worker controls and the network is gone', async (context) => {
    await announce(engine);
    if (engine === 'chromium') {
      // Installing the worker precaches the app (about 11 s per engine in CI); Chromium's offline
      // repeat visits are the Chromium suite's (offline-and-pwa.spec.ts, unstable-network.spec.ts).
      console.log('[engines] chromium: offline journey skipped: tests/e2e/offline-and-pwa.spec.ts covers it');
      context.skip();
    }
    const page = await openPage(engine, link.url, { serviceWorkers: true });
    await page.goto('/');
    await page.waitFor('[data-testid="home-page"]');
    if (!(await page.evaluate(() => 'serviceWorker' in navigator))) {
      console.log(`[engines] ${engine}: offline journey skipped: this engine has no service worker here`);
      context.skip();
    }
    // The worker installs (precaching the app) on the first visit and controls from the next load.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.goto('/');
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // A page load, not a tap on home's header: a home popup opening late would take the tap.
    await page.goto('/rng');
    await page.waitFor('.lobby-page [data-testid="game-card"]');
    const online = await tileNames(page);
    const lobby = new URL(await page.url());
    // The lobby's own list, not home's hot games (also under `games`, and stored first).
    await expect.poll(() => page.evaluate(hasPersistedQuery, 'games/list'), { timeout: 15_000 }).toBe(true);
    // The lobby's provider row reads the vendor list too: stored before the network goes, as the
    // Chromium spec waits for it (the persister writes on a throttle, after the page shows).
    await expect.poll(() => page.evaluate(hasPersistedQuery, 'vendors'), { timeout: 15_000 }).toBe(true);

    link.cut();
    try {
      await page.goto(`${lobby.pathname}${lobby.search}`);
      await page.waitFor('.lobby-page [data-testid="game-card"]');
      expect(await tileNames(page)).toEqual(online);
      // The page came from the worker and the stored answers: the platform itself is out of reach.
      expect(
        await page.evaluate(() =>
          fetch('/lgw/games/popular?count=1', { cache: 'no-store' }).then(
            () => 'reached',
            () => 'cut',
          ),
        ),
      ).toBe('cut');
    } finally {
      link.restore();
    }
  });
});
