/**
 * The per-file fixture: a fresh reference platform for the specs of one file, started before them
 * and stopped after, and the worker's shared Chromium. Returns a holder whose fields are set once started.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

import { closeContexts, sharedBrowser } from './browser';
import { startPlatform, type Platform } from './platform';

export interface Fixture {
  platform: Platform;
  browser: Browser;
}

/** Registers the hooks; read `fixture.platform` / `fixture.browser` inside tests. */
export function usePlatform(options: Parameters<typeof startPlatform>[0] = {}): Fixture {
  const fixture = {} as Fixture;
  beforeAll(async () => {
    [fixture.platform, fixture.browser] = await Promise.all([startPlatform(options), sharedBrowser()]);
  });
  afterAll(async () => {
    // Contexts a test left open would hold the platform's connections.
    await closeContexts(fixture.browser);
    await fixture.platform?.stop();
  });
  return fixture;
}
