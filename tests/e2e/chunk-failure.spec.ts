/**
 * A lazy route chunk that fails to load shows a translated retry message, never a blank screen; a
 * slow one says so. An overlay screen (`?mc=`) shows the same error view inside its sheet, and its
 * Retry brings the screen back on the same address.
 */
import { describe, expect, it } from 'vitest';

import { newContext } from './support/browser';
import { usePlatform } from './support/fixture';
import { openHome } from './support/home';
import { signedInPage } from './support/signed-in';

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

  it("shows the router's error view inside the centre sheet, and Retry keeps the player on the screen", async () => {
    const { context, page } = await signedInPage(fixture.browser, fixture.platform, 'demo01', '/?mc=securityCenter');
    await page.locator('.member-centre').waitFor();
    const gone = /\/assets\/deposit-page-[^/]+\.js$/;
    await context.route(gone, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.locator('[data-mc="depositv2"]').click();
    const error = page.locator('.member-centre__page').getByTestId('route-error');
    await error.waitFor();
    // The centre stays open around it, its menu usable.
    expect(await page.locator('[data-mc="securityCenter"]').isVisible()).toBe(true);
    await context.unroute(gone);
    await error.getByRole('button').click();
    await page.getByTestId('deposit-page').waitFor();
    expect(new URL(page.url()).searchParams.get('mc')).toBe('depositv2');
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
