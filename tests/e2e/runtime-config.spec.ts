/** config.json is read at boot: editing it in the built dist/ changes the Merchant header without a rebuild. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { closeContexts, newContext, sharedBrowser } from './support/browser';
import { distWithConfig, editConfig } from './support/dist-copy';
import { startPlatform, type Platform } from './support/platform';

let platform: Platform;
let browser: Browser;
let dist: Awaited<ReturnType<typeof distWithConfig>>;

beforeAll(async () => {
  dist = await distWithConfig((config) => (config.merchant = 'brandone'));
  [platform, browser] = await Promise.all([startPlatform({ distDir: dist.dir }), sharedBrowser()]);
});
afterAll(async () => {
  await closeContexts(browser);
  await platform?.stop();
  await dist?.remove();
});

async function merchantsSeen(): Promise<Set<string>> {
  const context = await newContext(browser, platform.url);
  const page = await context.newPage();
  const merchants = new Set<string>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/wps/') && !request.url().includes('/key/rsa'))
      merchants.add(request.headers()['merchant'] ?? '(none)');
  });
  await page.goto('/');
  await page.getByTestId('home-page').waitFor();
  await page.locator('.header-nav [data-category]').first().waitFor();
  await context.close();
  return merchants;
}

describe('runtime configuration', () => {
  it('sends the merchant from dist/config.json, and a new one after an edit, without rebuilding', async () => {
    expect(await merchantsSeen()).toEqual(new Set(['brandone']));
    await editConfig(dist.dir, (config) => {
      config.merchant = 'brandtwo';
      (config.brand as Record<string, unknown>).name = 'Brand Two';
    });
    expect(await merchantsSeen()).toEqual(new Set(['brandtwo']));
    const context = await newContext(browser, platform.url);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('home-page').waitFor();
    expect(await page.title()).toBe('Brand Two');
    await context.close();
  });
});
