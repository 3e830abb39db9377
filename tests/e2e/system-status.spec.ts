/** The root gate: status 1 shows maintenance, status 2 the region block with the visitor's IP; maintenance wins. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { setSetting, setSystemStatus } from './support/admin';
import { newContext } from './support/browser';
import { usePlatform } from './support/fixture';

const fixture = usePlatform();

async function freshPage(): Promise<Page> {
  const context = await newContext(fixture.browser, fixture.platform.url);
  return context.newPage();
}

describe('system status gate', () => {
  it('shows the maintenance page with customer service for status 1', async () => {
    await setSystemStatus(fixture.platform, 'maintenance');
    const page = await freshPage();
    await page.goto('/live');
    await page.getByTestId('maintenance-page').waitFor();
    expect(await page.locator('.site-header').count()).toBe(0);
    expect(await page.getByTestId('maintenance-page').locator('button').count()).toBe(1);
    await page.context().close();
  });

  it('shows the region-block page with the visitor IP and country for status 2', async () => {
    await setSystemStatus(fixture.platform, 'region-block');
    const page = await freshPage();
    await page.goto('/');
    await page.getByTestId('region-block-page').waitFor();
    expect(await page.getByTestId('visitor-ip').textContent()).toBe('127.0.0.1');
    expect((await page.getByTestId('visitor-country').textContent())?.length).toBeGreaterThan(0);
    expect(await page.getByTestId('region-block-page').locator('button').count()).toBe(1);
    await page.context().close();
  });

  it('lets maintenance win over a region block, and returns to the app when normal', async () => {
    await setSetting(fixture.platform, 'system.status', {
      maintenance: true,
      regionBlock: { forced: true, countries: [] },
    });
    const page = await freshPage();
    await page.goto('/');
    await page.getByTestId('maintenance-page').waitFor();
    await setSystemStatus(fixture.platform, 'normal');
    await page.reload();
    await page.getByTestId('home-page').waitFor();
    await page.context().close();
  });
});
