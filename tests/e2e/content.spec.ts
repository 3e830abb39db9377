/**
 * Content and support: a member reads notices; invite friends (link, QR, copy, a friend registers
 * through it and shows in the records); feedback answered by the operator; the chat room (guests,
 * like guests on a footer lobby link, get the login popup); the customer-service window (opens, and
 * closes on a bad link).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { answerFeedback, chatReply, listFeedback, setSetting } from './support/admin';
import { newContext } from './support/browser';
import { usePlatform } from './support/fixture';
import { dismissPopup } from './support/home';
import { fillSmsCode, finishAndSubmit, registerInput, TEST_CAPTCHA } from './support/register-steps';
import { signedInPage } from './support/signed-in';

const fixture = usePlatform({ env: { TEST_CAPTCHA_TEXT: TEST_CAPTCHA } });

async function memberPage(): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await signedInPage(fixture.browser, fixture.platform, 'demo01');
  return { context, page };
}

describe('content and support', () => {
  it('a member pages through the notices and expands one', async () => {
    const { context, page } = await memberPage();
    await page.goto('/noticePage');
    const items = page.getByTestId('notice-list').locator(':scope > li');
    await items.first().waitFor();
    expect(await items.count()).toBe(9);
    await page.locator('.ui-pagination button', { hasText: /^2$/ }).click();
    await page.waitForURL(/page=2/);
    const first = items.first();
    await first.waitFor();
    await first.locator('summary').click();
    await first.locator('.rich-text').waitFor();
    expect(await first.locator('details').getAttribute('open')).not.toBeNull();
    await context.close();
  });

  it('creates a referral link; a friend registers through it and shows in the records', async () => {
    const { context, page } = await memberPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: fixture.platform.url });
    await page.goto('/?mc=referral');
    const referral = page.getByTestId('referral-page');
    await referral.locator('button[type="submit"]').click();
    await referral.locator('.field__error').waitFor();
    await referral.locator('input').fill('Friends chat');
    await referral.locator('button[type="submit"]').click();
    const link = referral.getByTestId('referral-link');
    await link.waitFor();
    const url = (await link.getByTestId('referral-url').textContent()) ?? '';
    expect(url).toMatch(/\/register\?referralCode=[A-Z2-9]{8}$/);
    await link.locator('img[alt*="Friends chat"]').waitFor();
    await link.getByTestId('copy-link').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    const friend = await newContext(fixture.browser, fixture.platform.url);
    const friendPage = await friend.newPage();
    await friendPage.goto(new URL(url).pathname + new URL(url).search);
    const form = friendPage.getByTestId('register-form');
    await form.waitFor();
    await dismissPopup(friendPage);
    await registerInput(form, 'username').fill('friend77');
    await registerInput(form, 'password').fill('abc123');
    await registerInput(form, 'confirmPassword').fill('abc123');
    await registerInput(form, 'mobileNum').fill('9173334444');
    await fillSmsCode(fixture.platform, form, '9173334444');
    await finishAndSubmit(form);
    await friendPage.getByTestId('header-username').waitFor();
    await friend.close();

    await page.reload();
    const records = page.getByTestId('referral-records');
    await records.waitFor();
    expect(await records.locator('tbody tr').first().textContent()).toContain('friend77');
    expect(await records.locator('tbody tr').first().textContent()).toContain('Friends chat');
    await link.getByTestId('delete-link').click();
    await link.waitFor({ state: 'detached' });
    // The record stays after its link is gone.
    expect(await records.locator('tbody tr').count()).toBe(1);
    await context.close();
  });

  it("sends feedback, sees it waiting, and then the operator's answer", async () => {
    const { context, page } = await memberPage();
    await page.goto('/help');
    const feedback = page.getByTestId('feedback');
    await feedback.locator('input[type="radio"][value="complaint"]').check();
    await feedback.locator('textarea').fill('short');
    await feedback.locator('button[type="submit"]').click();
    await feedback.locator('.field__error').waitFor();
    expect(await feedback.locator('textarea').inputValue()).toBe('short');
    await feedback.locator('textarea').fill('The live casino lobby loads slowly in the evening.');
    await feedback.locator('button[type="submit"]').click();
    await feedback.locator('.form-success').waitFor();
    const mine = feedback.getByTestId('my-feedback');
    await mine.first().waitFor();
    expect(await mine.first().getAttribute('data-state')).toBe('OPEN');
    expect(await mine.first().textContent()).toContain('The live casino lobby loads slowly');

    const list = await listFeedback(fixture.platform, 'OPEN');
    const id = list.find((item) => item.type === 'complaint' && item.username === 'demo01')?.id;
    expect(id).toBeDefined();
    await answerFeedback(fixture.platform, id!, 'Thanks, we added servers.');
    await page.reload();
    await feedback.locator('[data-testid="my-feedback"][data-state="ANSWERED"]').waitFor();
    expect(await mine.first().textContent()).toContain('Thanks, we added servers.');
    await context.close();
  });

  it('chats with support: the member writes, the operator answers, the room shows it', async () => {
    const guest = await newContext(fixture.browser, fixture.platform.url);
    const guestPage = await guest.newPage();
    await guestPage.goto('/help');
    // Footer lobby links need login: a guest gets the login popup and stays on the page.
    await guestPage.locator('footer [data-lobby]').first().click();
    await guestPage.getByTestId('login-form').waitFor();
    expect(new URL(guestPage.url()).pathname).toBe('/help');
    await guestPage.keyboard.press('Escape');
    await guestPage.getByTestId('login-form').waitFor({ state: 'detached' });
    // The chat room is in the header's Help menu.
    await guestPage.getByTestId('help-menu').click();
    await guestPage.getByTestId('open-chat-room').click();
    await guestPage.getByTestId('login-form').waitFor();
    await guest.close();

    const { context, page } = await memberPage();
    await page.getByTestId('help-menu').click();
    await page.getByTestId('open-chat-room').click();
    const room = page.getByTestId('chat-room');
    await room.waitFor();
    // The header wears the operator's chat colour (config.json brand.chatHeaderColor #095c40).
    const header = page.locator('dialog[open] .ui-dialog__header');
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(9, 92, 64)');
    await room.locator('textarea').fill('<b>Hi</b>, where is my bonus?');
    await room.locator('textarea').press('Enter');
    await room.locator('[data-sender="MEMBER"]').waitFor();
    expect(await room.locator('[data-sender="MEMBER"] p').textContent()).toBe('<b>Hi</b>, where is my bonus?');
    expect(await room.locator('[data-sender="MEMBER"] b').count()).toBe(0);
    await chatReply(fixture.platform, 'demo01', 'It arrives tomorrow.');
    // Polling brings the answer in without any action.
    await room.locator('[data-sender="SUPPORT"]', { hasText: 'It arrives tomorrow.' }).waitFor();
    await context.close();
  });

  it('opens the customer-service window, and closes it again when the link cannot be decrypted', async () => {
    const context = await newContext(fixture.browser, fixture.platform.url);
    const page = await context.newPage();
    await page.goto('/help');
    await page.getByTestId('help-menu').click();
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByTestId('quick-links').getByTestId('customer-service').click(),
    ]);
    await popup.waitForURL((url) => url.pathname === '/helpmc');
    await popup.close();
    await context.close();

    await setSetting(fixture.platform, 'customerService', [{ type: '3', name: 'CS', path: '@@not-base64@@Ta1aCs24' }]);
    const broken = await newContext(fixture.browser, fixture.platform.url);
    const brokenPage = await broken.newPage();
    await brokenPage.goto('/help');
    await brokenPage.getByTestId('help-menu').click();
    const [opened] = await Promise.all([
      broken.waitForEvent('page'),
      brokenPage.getByTestId('quick-links').getByTestId('customer-service').click(),
    ]);
    // It may already be closed by the time the page event reaches the test.
    if (!opened.isClosed()) await opened.waitForEvent('close');
    expect(opened.isClosed()).toBe(true);
    await brokenPage.locator('[data-testid="quick-links"] [role="alert"]').waitFor();
    await broken.close();
  });
});
