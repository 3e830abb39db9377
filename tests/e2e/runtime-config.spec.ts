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

  it('shows a broken config.json as "being set up" in the player’s language, the reason in the console, and retries', async () => {
    await editConfig(dist.dir, (config) => {
      delete config.merchant;
      ((config.brand as Record<string, unknown>).colors as Record<string, unknown>).primary = 5;
    });
    // A German device: without a configuration, the page follows the device's language.
    const context = await browser.newContext({ baseURL: platform.url, locale: 'de-DE', serviceWorkers: 'block' });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/');
    const failure = page.locator('.boot-failure[role="alert"]');
    await failure.locator('h1').waitFor();
    expect(await failure.locator('h1').textContent()).toBe('Diese Website wird gerade eingerichtet');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(errors.join('\n')).toContain(
      'merchant: expected a value (the field is required), found nothing (the field is missing)\n  brand.colors.primary: expected string, found 5',
    );
    // The operator fixes the file; the player's retry starts the app.
    await editConfig(dist.dir, (config) => {
      config.merchant = 'brandtwo';
      ((config.brand as Record<string, unknown>).colors as Record<string, unknown>).primary = '#0b7a53';
    });
    await failure.getByRole('button', { name: 'Erneut versuchen' }).click();
    await page.getByTestId('home-page').waitFor();
    await context.close();
  });
});
