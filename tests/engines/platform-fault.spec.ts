/**
 * The platform-fault message in every engine: when each platform call answers status 500, the app
 * says it cannot reach the platform and offers a retry, instead of an endless spinner
 * (tests/e2e/platform-faults.spec.ts covers every fault and the request rates in Chromium).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { announce, openPage, selectedEngines } from '../e2e/engines/engines';
import { startFaultyPlatform, type FaultyPlatform } from '../e2e/engines/faulty-platform';

let platform: FaultyPlatform;
beforeAll(async () => {
  platform = await startFaultyPlatform();
});
afterAll(async () => {
  await platform.stop();
});

describe.each(selectedEngines())('%s at 360×740', (engine) => {
  it('a platform answering 500 shows the "cannot reach" message with its retry button', async () => {
    await announce(engine);
    const page = await openPage(engine, platform.url);
    await page.goto('/');
    // The app's own deadline is 3 s (src/app/splash-clock.ts); the rest is a busy machine's margin.
    await page.waitFor('[data-testid="platform-unreachable"] button', { timeout: 20_000 });
    expect(await page.attribute('[data-testid="platform-unreachable"]', 'data-reason')).toBe('unreachable');
    expect(platform.calls()).toBeGreaterThan(0);
    expect(
      await page.evaluate((width: number) => document.documentElement.scrollWidth - width, 360),
    ).toBeLessThanOrEqual(0);
  });
});
