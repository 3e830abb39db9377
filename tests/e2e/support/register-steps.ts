/** Steps for the registration specs: fill fields by their test ids, fetch SMS codes from the outbox. */
import type { Locator } from 'playwright-core';

import { codeIn, latestOutboxMessage } from './admin';
import { solveSlider } from './auth-steps';
import type { Platform } from './platform';

export const TEST_CAPTCHA = 'AB12';

/** The input of a rule-driven register field. */
export function registerInput(form: Locator, field: string): Locator {
  return form.getByTestId(`register-${field}`);
}

/** The error shown under a register field. */
export function registerError(form: Locator, field: string): Locator {
  return form.locator(`.field:has([data-testid="register-${field}"]) .field__error`);
}

/**
 * Slides the slider (the code request carries its proof, spec §7; the slider then starts afresh
 * for the registration), presses "send code", reads the code from the outbox and types it.
 */
export async function fillSmsCode(platform: Platform, form: Locator, nationalNumber: string): Promise<void> {
  await solveSlider(form);
  await form.locator('.send-code').click();
  const message = await latestOutboxMessage(platform, `+63${nationalNumber}`);
  await registerInput(form, 'verificationCode').fill(codeIn(message));
}

/** Captcha, agreement and slider, then submit. */
export async function finishAndSubmit(form: Locator): Promise<void> {
  await form.locator('.captcha-image').locator('..').locator('input').fill(TEST_CAPTCHA);
  await form.getByTestId('register-agree').check();
  await solveSlider(form);
  await form.locator('button[type="submit"]').click();
}
