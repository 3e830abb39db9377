/** Binding an authenticator through my account's security page, and the codes its app would show. */
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

import { advanceClock } from './admin';
import type { Platform } from './platform';

/**
 * The code the member's app shows: the platform clock is moved one 30-second step on first (so
 * each code is new to the platform, which takes a code once) and the code is made for that time.
 */
export async function appCode(platform: Platform, secret: string, stepsOn = 1): Promise<string> {
  const { now } = await advanceClock(platform, stepsOn * 30_000);
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: now });
}

/** Binds an authenticator (login `password`) and turns on "also for withdrawals"; returns its key. */
export async function bindForWithdrawals(page: Page, platform: Platform, password: string): Promise<string> {
  await page.goto('/?mc=securityCenter');
  const section = page.getByTestId('authenticator-section');
  await section.getByTestId('authenticator-start').click();
  const secret = ((await section.getByTestId('authenticator-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const confirm = section.getByTestId('authenticator-confirm-form');
  await confirm.locator('input[autocomplete="one-time-code"]').fill(await appCode(platform, secret, 0));
  await confirm.locator('input[type="password"]').fill(password);
  await confirm.locator('button[type="submit"]').click();
  await section.getByTestId('recovery-codes-saved').click();
  const switchForm = section.getByTestId('authenticator-withdrawals-form');
  await switchForm.locator('input').fill(await appCode(platform, secret));
  await switchForm.locator('button[type="submit"]').click();
  await expect.poll(() => switchForm.getAttribute('data-on')).toBe('true');
  return secret;
}
