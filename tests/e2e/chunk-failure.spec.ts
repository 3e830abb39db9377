/** A lazy route chunk that fails to load shows a translated retry message, never a blank screen; a slow one says so. */
import { describe, expect, it } from 'vitest';

import { newContext } from './support/browser';
import { usePlatform } from './support/fixture';
import { openHome } from './support/home';

const fixture = usePlatform();

describe('lazy chunk failures', () => {
  it('shows the retry message when a route chunk cannot be fetched', async () => {
    const context = await newContext(fixture.browser, fixture.platform.url);
    const page = await context.newPage();
    await openHome(page);
    // Simulate a deploy that removed the help page's chunk.
    await context.route(/\/assets\/help-page-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await context.route(/\/assets\/help-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.locator('footer a[href="/help"]').first().click();
    const error = page.getByTestId('route-error');
    await error.waitFor();
    expect((await error.textContent())?.length).toBeGreaterThan(10);
    expect(await page.locator('.site-header').count()).toBe(1);
    await context.close();
  });

  it('says the page is loading slowly when a chunk takes long', async () => {
    const context = await newContext(fixture.browser, fixture.platform.url);
    const page = await context.newPage();
    await openHome(page);
    await context.route(/\/assets\/download-page-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      await route.continue();
    });
    await page
      .locator('#side-menu a[href="/download"], .side-menu a[href="/download"]')
      .first()
      .evaluate((a: HTMLAnchorElement) => a.click());
    await page.locator('.route-pending[data-stage="loading"]').waitFor();
    await page.locator('.route-pending[data-stage="slow"]').waitFor({ timeout: 10_000 });
    await page.locator('.download-page').waitFor({ timeout: 20_000 });
    await context.close();
  });
});
