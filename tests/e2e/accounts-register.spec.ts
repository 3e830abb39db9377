/** Registration by username and by mobile (SMS code from the outbox), bad input on every field, affiliate failure. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext } from './support/browser';
import { dismissPopup } from './support/home';
import { usePlatform } from './support/fixture';
import { TEST_CAPTCHA, fillSmsCode, finishAndSubmit, registerError, registerInput } from './support/register-steps';

const fixture = usePlatform({ env: { TEST_CAPTCHA_TEXT: TEST_CAPTCHA } });

async function openRegister(path: string): Promise<{ page: Page; form: ReturnType<Page['getByTestId']> }> {
  const context = await newContext(fixture.browser, fixture.platform.url);
  const page = await context.newPage();
  await page.goto(path);
  const form = page.getByTestId('register-form');
  await form.waitFor();
  // The home popup never opens over the register form; this closes one that opened behind it.
  await dismissPopup(page);
  return { page, form };
}

describe('registration', () => {
  it('shows a clear message under every bad field and keeps what was typed', async () => {
    const { page, form } = await openRegister('/?modal=register');
    // The rule text shows on focus (and hover) of the username and password.
    for (const field of ['username', 'password']) {
      await registerInput(form, field).focus();
      expect((await form.locator(`.field:has([data-testid="register-${field}"]) .field__hint`).textContent())?.length, field).toBeGreaterThan(5);
      expect(await form.locator(`.field:has([data-testid="register-${field}"]) .field__hint`).isVisible(), field).toBe(true);
    }
    await form.locator('button[type="submit"]').click();
    for (const field of ['username', 'password', 'confirmPassword', 'mobileNum', 'verificationCode']) {
      await registerError(form, field).waitFor();
    }
    await registerInput(form, 'username').fill('1bad');
    await registerInput(form, 'password').fill('lettersonly');
    await registerInput(form, 'confirmPassword').fill('different1');
    await registerInput(form, 'mobileNum').fill('12ab');
    await registerInput(form, 'email').fill('not-an-email');
    await form.locator('button[type="submit"]').click();
    for (const field of ['username', 'password', 'confirmPassword', 'mobileNum', 'email']) {
      expect((await registerError(form, field).textContent())?.length, field).toBeGreaterThan(5);
    }
    expect(await registerInput(form, 'username').inputValue()).toBe('1bad');
    expect(await registerInput(form, 'email').inputValue()).toBe('not-an-email');
    await page.context().close();
  });

  it('registers by username with mobile and SMS code, refusing a bad invitation code first', async () => {
    const { page, form } = await openRegister('/register');
    await registerInput(form, 'username').fill('newplayer1');
    await registerInput(form, 'password').fill('abc123');
    await registerInput(form, 'confirmPassword').fill('abc123');
    await registerInput(form, 'mobileNum').fill('9171112222');
    await fillSmsCode(fixture.platform, form, '9171112222');
    await registerInput(form, 'email').fill('newplayer1@example.com');
    await registerInput(form, 'affiliateCode').fill('NOSUCH1');
    await finishAndSubmit(form);
    await registerError(form, 'affiliateCode').waitFor();
    expect(await registerInput(form, 'username').inputValue()).toBe('newplayer1');
    await registerInput(form, 'affiliateCode').fill('AGENT01');
    await finishAndSubmit(form);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('header-username').waitFor();
    expect(await page.getByTestId('header-username').textContent()).toBe('newplayer1');
    await page.context().close();
  });

  it('refuses a taken username under its field', async () => {
    const { page, form } = await openRegister('/?modal=register');
    await registerInput(form, 'username').fill('demo01');
    await registerInput(form, 'password').fill('abc123');
    await registerInput(form, 'confirmPassword').fill('abc123');
    await registerInput(form, 'mobileNum').fill('9171113333');
    await fillSmsCode(fixture.platform, form, '9171113333');
    await finishAndSubmit(form);
    await registerError(form, 'username').waitFor();
    await page.context().close();
  });

  it('registers by mobile number, which becomes the username', async () => {
    const { page, form } = await openRegister('/register.html');
    await form.getByRole('tab').nth(1).click();
    await registerInput(form, 'mobileNum').fill('9174445555');
    await fillSmsCode(fixture.platform, form, '9174445555');
    await registerInput(form, 'password').fill('abc123');
    await registerInput(form, 'confirmPassword').fill('abc123');
    await finishAndSubmit(form);
    await page.getByTestId('header-username').waitFor();
    expect(await page.getByTestId('header-username').textContent()).toBe('9174445555');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });
});
