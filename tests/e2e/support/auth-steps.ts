/** Steps shared by the account specs: open the login dialog, solve the slider, log in. */
import type { Locator, Page } from 'playwright-core';

import { openHome } from './home';
import { message } from './messages';

/**
 * Moves the slider to its gap with the keyboard (slowly enough to count as a human drag): tens by
 * PageUp (a tenth of the range), the rest by ArrowUp, both "more" in either writing direction.
 * At most 18 key presses instead of up to 100 (each a round trip to the browser).
 */
export async function solveSlider(scope: Locator): Promise<void> {
  const gap = scope.getByTestId('slider-gap');
  await gap.waitFor();
  const target = Number(await gap.getAttribute('data-target'));
  const slider = scope.locator('input[type="range"]');
  await slider.focus();
  await slider.press('Home');
  await slider.page().waitForTimeout(300);
  for (let i = 0; i < Math.floor(target / 10); i += 1) await slider.press('PageUp');
  for (let i = 0; i < target % 10; i += 1) await slider.press('ArrowUp');
}

/** Opens the login dialog from the header. */
export async function openLoginDialog(page: Page): Promise<Locator> {
  await page.locator('.header-account button', { hasText: /./ }).first().click();
  const dialog = page.locator('dialog[open]');
  await dialog.getByTestId('login-form').waitFor();
  return dialog;
}

/** Fills and submits the username login form in `scope`. */
export async function submitLogin(scope: Locator, username: string, password: string): Promise<void> {
  await scope.locator('input[autocomplete="username"]').fill(username);
  await scope.locator('input[autocomplete="current-password"]').fill(password);
  await solveSlider(scope);
  await scope.locator('button[type="submit"]').click();
}

/** Logs in from the home page and closes the after-login dialog. */
export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await openHome(page);
  const dialog = await openLoginDialog(page);
  await submitLogin(dialog, username, password);
  await page.getByTestId('after-login').waitFor();
  await page.keyboard.press('Escape');
  await page.getByTestId('header-username').waitFor();
}

/** Taps "Free trial" (by its name in the start locale) in the home page's login dialog and waits until the trial account is signed in. */
export async function startFreeTrial(page: Page): Promise<void> {
  await openHome(page);
  const dialog = await openLoginDialog(page);
  await dialog.getByRole('button', { name: message('Free trial'), exact: true }).click();
  await page.getByTestId('header-username').waitFor();
}
