/** Platform information (messages with unread badge, read, delete) and transfer to the upline. */
import { describe, expect, it } from 'vitest';

import { usePlatform } from './support/fixture';
import { signedInPage } from './support/signed-in';

const fixture = usePlatform();

describe('messages and upline transfer', () => {
  it('shows unread messages in the header, marks them read when opened, deletes one', async () => {
    const { context, page } = await signedInPage(fixture.browser, fixture.platform, 'demo01');
    await expect.poll(() => page.getByTestId('unread-count').textContent()).toBe('3');
    await page.getByTestId('message-badge').click();
    const rows = page.getByTestId('messages').getByTestId('message-row');
    await expect.poll(() => rows.count()).toBe(3);
    await rows.first().locator('summary').click();
    await expect
      .poll(() =>
        page
          .getByTestId('unread-count')
          .textContent()
          .catch(() => null),
      )
      .toBe('2');
    await rows.first().getByTestId('delete-message').click();
    await expect.poll(() => rows.count()).toBe(2);
    await context.close();
  });

  it('transfers to the upline once, with the payment password', async () => {
    const { context, page } = await signedInPage(fixture.browser, fixture.platform, 'demo01');
    // The payment password is set through the withdraw page first.
    await page.goto('/?mc=withdraw');
    const setPassword = page.getByTestId('set-payment-password-form');
    await setPassword.locator('input').nth(0).fill('135790');
    await setPassword.locator('input').nth(1).fill('135790');
    await setPassword.locator('button[type="submit"]').click();
    await page.getByTestId('bank-card-form').waitFor();
    await page.locator('[data-mc="transferUpline"]').click();
    const form = page.getByTestId('transfer-upline-form');
    await form.locator('input').nth(0).fill('99999');
    await form.locator('input').nth(1).fill('135790');
    await form.locator('button[type="submit"]').click();
    await form.locator('.field__error').first().waitFor();
    await form.locator('input').nth(0).fill('250');
    await form.locator('button[type="submit"]').dblclick();
    await form.locator('.form-success').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.header-balance .icon-button').nth(1).click();
    await expect.poll(() => page.getByTestId('header-balance').textContent()).toContain('750.00');
    await context.close();
  });
});
