/** The shared dialog: popup announcement and notice modal; sizes, Escape, focus kept inside and returned. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { newContext } from './support/browser';
import { usePlatform } from './support/fixture';
import { popupShown } from './support/home';

const fixture = usePlatform();

const focusInsideDialog = (page: Page) => page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null);

describe('dialogs', () => {
  it('shows the popup announcement once, keeps focus inside, closes on Escape', async () => {
    const context = await newContext(fixture.browser, fixture.platform.url);
    const page = await context.newPage();
    await page.goto('/');
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor();
    expect(await focusInsideDialog(page)).toBe(true);
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInsideDialog(page)).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusInsideDialog(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await page.reload();
    await page.getByTestId('home-notices').locator('li').first().waitFor();
    // Seen this session: the page decides on no popup (data-popup, no sleep).
    expect(await popupShown(page)).toBe(false);
    expect(await page.locator('dialog[open]').count()).toBe(0);
    await context.close();
  });

  it('opens a notice in the 600×300 modal and returns focus to the opener on close', async () => {
    const context = await newContext(fixture.browser, fixture.platform.url);
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('dialog[open]').waitFor();
    await page.keyboard.press('Escape');
    const opener = page.getByTestId('home-notices').locator('button.notice-title').first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(600);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(300);
    // The notice card shows the title and its date; the dialog is headed by the title.
    expect(await dialog.locator('h2').textContent()).toBe(await opener.locator('.notice-card__title').textContent());
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });
});
