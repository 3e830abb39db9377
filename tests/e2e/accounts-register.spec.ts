/**
 * Registration by username and by mobile (SMS code from the outbox), bad input on every field,
 * affiliate failure, and the birthday against the operator's minimum age.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { getSetting, setModule, setSetting } from './support/admin';
import { openLoginDialog, solveSlider } from './support/auth-steps';
import { newContext } from './support/browser';
import { usePlatform } from './support/fixture';
import { dismissPopup, openHome } from './support/home';
import { fillSmsCode, finishAndSubmit, registerError, registerInput, TEST_CAPTCHA } from './support/register-steps';

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
      expect(
        (await form.locator(`.field:has([data-testid="register-${field}"]) .field__hint`).textContent())?.length,
        field,
      ).toBeGreaterThan(5);
      expect(await form.locator(`.field:has([data-testid="register-${field}"]) .field__hint`).isVisible(), field).toBe(
        true,
      );
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
    // Spec §8: the failed invitation code is also the warning dialog, closed with its button.
    const warning = page.getByTestId('warning-dialog');
    expect((await warning.getByTestId('warning-message').textContent())?.length).toBeGreaterThan(5);
    await warning.getByRole('button').click();
    await page.waitForFunction(() => !document.querySelector('[data-testid="warning-dialog"]'));
    expect(await registerInput(form, 'username').inputValue()).toBe('newplayer1');
    await registerInput(form, 'affiliateCode').fill('AGENT01');
    await finishAndSubmit(form);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('header-username').waitFor();
    expect(await page.getByTestId('header-username').textContent()).toBe('newplayer1');
    await page.context().close();
  });

  it("counts from 60 while the code request is out, and shows the platform's refusal in the warning dialog", async () => {
    const { page, form } = await openRegister('/?modal=register');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.context().route(/\/wps\/verification\/sms\/register/, async (route) => {
      await held;
      await route.continue();
    });
    await registerInput(form, 'mobileNum').fill('9171234567');
    await solveSlider(form);
    await form.locator('.send-code').click();
    // Spec §9: the countdown shows 60 at once, before the platform has answered.
    await form.locator('.send-code:disabled', { hasText: '60' }).waitFor();
    release();
    const warning = page.getByTestId('warning-dialog');
    await warning.waitFor();
    expect((await warning.getByTestId('warning-message').textContent())?.length).toBeGreaterThan(5);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('[data-testid="warning-dialog"]'));
    // Escape closed only the warning: the registration stays open with what was typed.
    expect(await registerInput(form, 'mobileNum').inputValue()).toBe('9171234567');
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

  it('hides every way to register while DIRECTREG3 is off, and /register says registration is closed', async () => {
    await setModule(fixture.platform, 'DIRECTREG3', false);
    const context = await newContext(fixture.browser, fixture.platform.url);
    try {
      const page = await context.newPage();
      await openHome(page);
      expect(await page.locator('.header-account button').count()).toBe(1);
      const dialog = await openLoginDialog(page);
      expect(await dialog.locator('.auth-form__switch').count()).toBe(0);
      await page.goto('/register');
      await page.getByTestId('registration-closed').waitFor();
      expect(await page.getByTestId('register-form').count()).toBe(0);
    } finally {
      await context.close();
      await setModule(fixture.platform, 'DIRECTREG3', true);
    }
  });

  it("checks a picked birthday against the operator's minimum age and shows it in the language's pattern", async () => {
    const rules = await getSetting<Record<string, unknown>>(fixture.platform, 'register.rules');
    const birthdayRule = {
      enabled: true,
      required: true,
      acceptedPattern: '*',
      patternId: 0,
      minLength: 0,
      maxLength: 10,
    };
    await setSetting(fixture.platform, 'register.rules', { ...rules, birthday: birthdayRule });
    await setSetting(fixture.platform, 'register.minimumAge', 21);
    try {
      const { page, form } = await openRegister('/?modal=register');
      expect(await form.locator('.register-agreement label').textContent()).toContain('21');
      const birthday = registerInput(form, 'birthday');
      expect(await birthday.getAttribute('type')).toBe('date');
      const yearsAgo = (years: number) => {
        const day = new Date();
        day.setDate(day.getDate() - 1);
        const pad = (n: number) => String(n).padStart(2, '0');
        return {
          iso: `${day.getFullYear() - years}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`,
          mdy: `${pad(day.getMonth() + 1)}-${pad(day.getDate())}-${day.getFullYear() - years}`,
        };
      };
      // Twenty: old enough where 18 is the rule, not here. Tagalog (the default) reads MM-dd-yyyy.
      const twenty = yearsAgo(20);
      await birthday.fill(twenty.iso);
      expect(await form.getByTestId('birthday-shown').textContent()).toBe(twenty.mdy);
      await form.locator('button[type="submit"]').click();
      expect(await registerError(form, 'birthday').textContent()).toContain('21');
      await birthday.fill(yearsAgo(21).iso);
      await form.locator('button[type="submit"]').click();
      await registerError(form, 'username').waitFor();
      expect(await registerError(form, 'birthday').count()).toBe(0);
      await page.context().close();
    } finally {
      await setSetting(fixture.platform, 'register.rules', rules);
      await setSetting(fixture.platform, 'register.minimumAge', 18);
    }
  });
});
