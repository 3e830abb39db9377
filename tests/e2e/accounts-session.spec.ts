/** Forced password change on first login, the route guard, trial accounts, and a session that expires mid-form. */
import { describe, expect, it } from 'vitest';

import { expireSessions, saveAccount, setSetting } from './support/admin';
import { logIn, openLoginDialog, startFreeTrial, submitLogin } from './support/auth-steps';
import { newContext } from './support/browser';
import { usePlatform } from './support/fixture';
import { openHome } from './support/home';

const fixture = usePlatform();

describe('sessions', () => {
  it('forces a password change on a first login with a temporary password', async () => {
    const context = await newContext(fixture.browser, fixture.platform.url);
    const page = await context.newPage();
    await openHome(page);
    const dialog = await openLoginDialog(page);
    await submitLogin(dialog, 'newbie01', 'Welcome123');
    const form = page.getByTestId('change-password-form');
    await form.waitFor();
    expect(await form.getByTestId('account-name').textContent()).toBe('newbie01');
    // The old password is known from this login, so it is not asked again.
    expect(await form.locator('input[autocomplete="current-password"]').count()).toBe(0);
    // Escape does not dismiss a forced change.
    await page.keyboard.press('Escape');
    expect(await form.isVisible()).toBe(true);
    await form.locator('input[autocomplete="new-password"]').nth(0).fill('Fresh2024');
    await form.locator('input[autocomplete="new-password"]').nth(1).fill('Fresh2025');
    await form.locator('button[type="submit"]').click();
    await form.locator('.field__error').first().waitFor();
    await form.locator('input[autocomplete="new-password"]').nth(1).fill('Fresh2024');
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => page.getByTestId('change-password-form').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByTestId('header-username').textContent()).toBe('newbie01');
    await context.close();
  });

  it('forces a password change when the password typed is the forced-change marker', async () => {
    // The platform does not flag this account: the typed '{secret}' alone must open the change.
    await saveAccount(fixture.platform, { username: 'marker01', mode: 'create', password: '{secret}' });
    const context = await newContext(fixture.browser, fixture.platform.url);
    const page = await context.newPage();
    await openHome(page);
    await submitLogin(await openLoginDialog(page), 'marker01', '{secret}');
    const form = page.getByTestId('change-password-form');
    await form.waitFor();
    await page.keyboard.press('Escape');
    expect(await form.isVisible()).toBe(true);
    expect(await page.getByTestId('after-login').count()).toBe(0);
    await context.close();
  });

  it('redirects guests to /login when loginedToHomePage is on', async () => {
    await setSetting(fixture.platform, 'loginedToHomePage', true);
    try {
      const context = await newContext(fixture.browser, fixture.platform.url);
      const page = await context.newPage();
      await page.goto('/live');
      await page.waitForURL(/\/login$/);
      await page.getByTestId('login-form').waitFor();
      // The open paths stay open.
      await page.goto('/download');
      await page.locator('.download-page').waitFor();
      expect(new URL(page.url()).pathname).toBe('/download');
      await context.close();
    } finally {
      await setSetting(fixture.platform, 'loginedToHomePage', false);
    }
  });

  it('gives a free-play trial account and warns when it reaches the member centre', async () => {
    const context = await newContext(fixture.browser, fixture.platform.url);
    const page = await context.newPage();
    await startFreeTrial(page);
    expect(await page.getByTestId('header-username').textContent()).toMatch(/^guest\d+/);
    await page.getByTestId('member-menu').click();
    await page.getByTestId('menu-member-centre').click();
    await page.getByTestId('trial-warning').waitFor();
    await context.close();
  });

  it('keeps what was typed when the session expires mid-form, and says so', async () => {
    const context = await newContext(fixture.browser, fixture.platform.url);
    const page = await context.newPage();
    await logIn(page, 'demo01', 'Demo1234');
    await page.getByTestId('member-menu').click();
    await page.getByTestId('menu-change-password').click();
    const form = page.getByTestId('change-password-form');
    await form.waitFor();
    await form.locator('input[autocomplete="new-password"]').nth(0).fill('Another123');
    await form.locator('input[autocomplete="new-password"]').nth(1).fill('Another123');
    await expireSessions(fixture.platform, 'demo01');
    await form.locator('button[type="submit"]').click();
    await page.getByTestId('session-expired').waitFor();
    expect(await page.getByTestId('header-username').count()).toBe(0);
    expect(await form.locator('input[autocomplete="new-password"]').nth(0).inputValue()).toBe('Another123');
    expect(await form.locator('.form-error').textContent()).toBeTruthy();
    await context.close();
  });
});
