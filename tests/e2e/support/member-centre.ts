/** Opening the personal centre's screens and waiting for them. */
import type { Page } from 'playwright-core';

/** Opens the personal centre's screen `mc` by its address (`/?mc=depositv2`) and waits for the centre. */
export async function openCentre(page: Page, mc: string): Promise<void> {
  await page.goto(`/?mc=${mc}`);
  await page.locator('.member-centre').waitFor();
}

/**
 * Waits until a centre page has its code and data (no loading state left in it). Not
 * `waitForLoadState('networkidle')`: a tap is no navigation, so that resolves at once, and a walk
 * would measure the "Loading…" placeholder of most pages instead of the pages.
 */
export async function centrePageLoaded(page: Page): Promise<void> {
  await page.locator('.member-centre__page > *').first().waitFor();
  await page.locator('.member-centre__page:not(:has(.route-pending))').waitFor();
}
