/** Opens the home page and closes the popup announcement, as a player would. */
import type { Page } from 'playwright-core';

/** Goes to `path` (default home), waits for the notices, and dismisses a popup if one opened. */
export async function openHome(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.getByTestId('home-page').waitFor();
  await page.getByTestId('home-notices').locator('li').first().waitFor();
  await dismissPopup(page);
}

/** Closes any open popup dialog with Escape. */
export async function dismissPopup(page: Page): Promise<void> {
  await page.waitForTimeout(300);
  while (await page.locator('dialog[open]').count()) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(100);
  }
}
