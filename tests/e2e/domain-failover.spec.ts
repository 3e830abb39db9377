/**
 * Fastest-domain routing with two platform instances: the app picks the faster API origin, and when
 * that instance is killed mid-session the next calls fail over to the other one.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { closeContexts, newContext, sharedBrowser } from './support/browser';
import { distWithConfig } from './support/dist-copy';
import { dismissPopup } from './support/home';
import { startPlatform, type Platform } from './support/platform';

let slow: Platform;
let fast: Platform;
let browser: Browser;
let dist: Awaited<ReturnType<typeof distWithConfig>>;

beforeAll(async () => {
  // Instance "fast" answers the API only; "slow" serves the app and the API with 400 ms latency.
  // "fast" is a child process: killing it is a real outage.
  [fast, browser] = await Promise.all([startPlatform({ process: true }), sharedBrowser()]);
  dist = await distWithConfig(() => undefined);
  slow = await startPlatform({ distDir: dist.dir, env: { LATENCY_MS: '400' } });
  const { editConfig } = await import('./support/dist-copy');
  await editConfig(dist.dir, (config) => (config.apiBaseUrls = [slow.url, fast.url]));
});
afterAll(async () => {
  await closeContexts(browser);
  await Promise.all([slow?.stop(), fast?.stop()]);
  await dist?.remove();
});

describe('domain routing', () => {
  it('uses the fastest origin and fails over when it dies', async () => {
    const context = await newContext(browser, slow.url);
    const page = await context.newPage();
    const apiOrigins: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/wps/') && !url.pathname.includes('domainRoute')) apiOrigins.push(url.origin);
    });
    await page.goto('/');
    await page.getByTestId('home-page').waitFor();
    await page.locator('.header-nav [data-category]').first().waitFor();
    expect(apiOrigins.length).toBeGreaterThan(0);
    expect(new Set(apiOrigins)).toEqual(new Set([fast.url]));
    expect(await page.evaluate(() => localStorage.getItem('apiDomain'))).toBe(fast.url);

    const child = fast.process;
    if (!child) throw new Error('the fast platform must be a child process');
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    apiOrigins.length = 0;
    await dismissPopup(page);
    // An in-app navigation: the same session, so the router must notice the dead origin itself.
    // The promotions list is fetched only on its page, so it needs the API now (help may be cached).
    await page.locator('footer a[href="/promotions"]').first().click();
    await page.getByTestId('activity-list').waitFor({ timeout: 30_000 });
    expect(apiOrigins).toContain(slow.url);
    expect(await page.evaluate(() => localStorage.getItem('apiDomain'))).toBe(slow.url);
    await context.close();
  });
});
