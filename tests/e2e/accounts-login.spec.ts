/** Login, captcha after failures, lockout, remember me across a restart, logout confirm, two-tab logout. */
import type { Locator } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';

import { clearLoginFailures } from './support/admin';
import { logIn, openLoginDialog, submitLogin } from './support/auth-steps';
import { closeAfterTest, newContext } from './support/browser';
import { usePlatform } from './support/fixture';
import { openHome } from './support/home';
import { message } from './support/messages';

const fixture = usePlatform({ env: { TEST_CAPTCHA_TEXT: 'K7P2Q' } });
// Failures from one spec must not demand a captcha in the next (the counters are per IP too).
afterEach(() => clearLoginFailures(fixture.platform));

/**
 * Drags the slider's piece with the mouse to `position` (0–100) along the track, as a player does:
 * the piece is as wide as the range's invisible thumb, so the value follows the drawn piece.
 */
async function dragSliderTo(form: Locator, position: number): Promise<void> {
  const page = form.page();
  const track = await form.locator('.slider-check__input').boundingBox();
  const piece = await form.locator('.slider-check__piece').boundingBox();
  if (!track || !piece) throw new Error('no slider');
  const y = piece.y + piece.height / 2;
  await page.mouse.move(piece.x + piece.width / 2, y);
  await page.mouse.down();
  const x = track.x + piece.width / 2 + ((track.width - piece.width) * position) / 100;
  await page.mouse.move(x, y, { steps: 10 });
  await page.waitForTimeout(300);
  await page.mouse.up();
}

describe('login', () => {
  it('logs in with the slider, shows the after-login modal, keeps no password in storage', async () => {
    const context = await newContext(fixture.browser, fixture.platform.url);
    const page = await context.newPage();
    await logIn(page, 'demo01', 'Demo1234');
    expect(await page.getByTestId('header-username').textContent()).toBe('demo01');
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie,
    );
    expect(stored).not.toContain('Demo1234');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toMatch(/^[0-9a-f]{32,}$/);
    await context.close();
  });

  it('validates empty fields under each field before submitting', async () => {
    const context = await newContext(fixture.browser, fixture.platform.url);
    const page = await context.newPage();
    await openHome(page);
    const dialog = await openLoginDialog(page);
    // The dialog's row in the screen table names it and the document.
    expect(await dialog.locator('h2').first().textContent()).toBe(message('Log in'));
    await expect.poll(() => page.title()).toBe(`${message('Log in')} · Tala`);
    await dialog.locator('button[type="submit"]').click();
    expect(await dialog.locator('.field__error').count()).toBeGreaterThanOrEqual(2);
    await dialog.locator('input[autocomplete="username"]').fill('  demo01  ');
    await dialog.locator('button[type="submit"]').click();
    // What was typed stays.
    expect(await dialog.locator('input[autocomplete="username"]').inputValue()).toBe('  demo01  ');
    await context.close();
  });

  it('demands the captcha after failed logins, then locks the account', async () => {
    const context = await newContext(fixture.browser, fixture.platform.url);
    const page = await context.newPage();
    await openHome(page);
    const dialog = await openLoginDialog(page);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await submitLogin(dialog, 'agent01', 'WrongPass1');
      await dialog.getByTestId('login-error').waitFor();
    }
    const captchaImage = dialog.locator('.captcha-image img');
    await captchaImage.waitFor();
    expect(await captchaImage.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const captchaInput = dialog.locator('.captcha-image').locator('..').locator('input');
    // A wrong captcha is refused with its own message, under the captcha field.
    await captchaInput.fill('XXXX');
    await submitLogin(dialog, 'agent01', 'WrongPass1');
    await captchaInput.locator('xpath=../..').locator('.field__error').waitFor();
    // With the right captcha, the fifth wrong password locks the account.
    for (let attempt = 4; attempt <= 5; attempt += 1) {
      await captchaInput.fill('K7P2Q');
      await submitLogin(dialog, 'agent01', 'WrongPass1');
      await dialog.getByTestId('login-error').waitFor();
    }
    await expect.poll(() => dialog.getByTestId('login-error').textContent()).toMatch(/./);
    const lockedText = await dialog.getByTestId('login-error').textContent();
    // Even the right password is refused while locked.
    await captchaInput.fill('K7P2Q');
    await submitLogin(dialog, 'agent01', 'Agent1234');
    await expect.poll(() => dialog.getByTestId('login-error').textContent()).toBe(lockedText);
    expect(await page.getByTestId('header-username').count()).toBe(0);
    await context.close();
  });

  it('remembers the username (never the password) across a browser restart', async () => {
    const context = await newContext(fixture.browser, fixture.platform.url);
    const page = await context.newPage();
    await openHome(page);
    const dialog = await openLoginDialog(page);
    await dialog.locator('input[type="checkbox"]').check();
    await submitLogin(dialog, 'demo01', 'Demo1234');
    await page.getByTestId('after-login').waitFor();
    const state = await context.storageState();
    await context.close();
    expect(JSON.stringify(state)).not.toContain('Demo1234');

    const restarted = closeAfterTest(
      await fixture.browser.newContext({ baseURL: fixture.platform.url, storageState: state }),
    );
    const again = await restarted.newPage();
    await openHome(again);
    // sessionStorage (the token) does not survive a restart; the remembered username does.
    expect(await again.getByTestId('header-username').count()).toBe(0);
    const second = await openLoginDialog(again);
    expect(await second.locator('input[autocomplete="username"]').inputValue()).toBe('demo01');
    expect(await second.locator('input[type="checkbox"]').isChecked()).toBe(true);
    await second.locator('input[type="checkbox"]').uncheck();
    await submitLogin(second, 'demo01', 'Demo1234');
    await again.getByTestId('after-login').waitFor();
    expect(await again.evaluate(() => document.cookie)).not.toContain('lastUsername=demo01');
    await restarted.close();
  });

  it('signs out after a confirm, in this tab and in the tab it opened', async () => {
    const context = await newContext(fixture.browser, fixture.platform.url);
    const page = await context.newPage();
    await logIn(page, 'demo01', 'Demo1234');
    const [second] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate(() => void window.open('/', '_blank')),
    ]);
    await second.getByTestId('header-username').waitFor();

    await page.getByTestId('member-menu').click();
    await page.getByTestId('sign-out').click();
    const confirm = page.locator('dialog[open]');
    await confirm.waitFor();
    expect(await page.getByTestId('header-username').count()).toBe(1);
    await confirm.locator('.button--primary').click();
    await expect.poll(() => page.getByTestId('header-username').count()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await expect.poll(() => second.getByTestId('header-username').count()).toBe(0);
    await context.close();
  });

  it('offers one "Log in" on the login screen; the slider is a drawn piece a drag places, refused off the gap', async () => {
    const context = await newContext(fixture.browser, fixture.platform.url);
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    const form = page.getByTestId('login-form');
    const gap = form.getByTestId('slider-gap');
    await gap.waitFor();
    // The header's and the tab bar's "Log in" step aside: the form's button is the one entry.
    const entries = page.getByRole('button', { name: message('Log in'), exact: true });
    await expect.poll(() => entries.count()).toBe(1);
    expect(await entries.getAttribute('type')).toBe('submit');
    // A labelled slider whose browser track is invisible under the drawn piece and gap.
    const slider = form.getByRole('slider', { name: message('Slide the handle to the marked gap') });
    expect(await slider.evaluate((input) => getComputedStyle(input).opacity)).toBe('0');
    const piece = await form.locator('.slider-check__piece svg').boundingBox();
    expect(piece?.width).toBeGreaterThanOrEqual(44);

    await form.locator('input[autocomplete="username"]').fill('demo01');
    await form.locator('input[autocomplete="current-password"]').fill('Demo1234');
    // Left far from the gap: the platform refuses, the form says so and gives a new challenge.
    const target = Number(await gap.getAttribute('data-target'));
    await dragSliderTo(form, target > 50 ? target - 40 : target + 40);
    expect(Math.abs(Number(await slider.inputValue()) - target)).toBeGreaterThan(30);
    await form.locator('button[type="submit"]').click();
    await form
      .locator('.slider-check .field__error', {
        hasText: message('The slider check failed. Slide the handle to the gap again.'),
      })
      .waitFor();
    expect(await form.locator('.slider-check').getAttribute('data-state')).toBe('error');
    // Dragged onto the gap of the new challenge with the mouse: the login goes through.
    await expect.poll(() => slider.inputValue()).toBe('0');
    const next = Number(await gap.getAttribute('data-target'));
    await dragSliderTo(form, next);
    expect(Math.abs(Number(await slider.inputValue()) - next)).toBeLessThanOrEqual(1);
    expect(await form.locator('.slider-check').getAttribute('data-state')).toBe('placed');
    await form.locator('button[type="submit"]').click();
    // Signed in, away from the login screen: the header is the member's again.
    await page.getByTestId('header-username').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-login-screen'))).toBe(false);
    await context.close();
  });
});
