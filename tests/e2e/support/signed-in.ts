/**
 * A page already signed in as a member, for specs about what a member does (not about logging in):
 * the session comes from the operator API and is put where the app keeps it (sessionStorage) before
 * the app starts, so no form, slider or after-login dialog is walked through. The context is
 * closed when the test ends (`newContext`), passed or failed; closing it earlier is fine.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';

import { openSession } from './admin';
import { newContext } from './browser';
import { dismissPopup } from './home';
import type { Platform } from './platform';

export interface SignedInPage {
  context: BrowserContext;
  page: Page;
  [Symbol.asyncDispose]: () => Promise<void>;
}

/**
 * Puts a new session of `username` where the app keeps it, without opening the app: storage is the
 * origin's, so it is seeded from a small file of the same origin (no init script, so a later
 * sign-out in the test stays signed out). The next `goto` opens the app signed in.
 */
export async function seedSession(page: Page, platform: Platform, username: string): Promise<void> {
  const session = await openSession(platform, username);
  const info = {
    id: session.id,
    userName: session.userName,
    customerType: session.customerType,
    loginType: 'username',
  };
  await page.goto('/robots.txt');
  await page.evaluate(
    ([token, infoJson]) => {
      sessionStorage.setItem('token', token);
      sessionStorage.setItem('MC_SESSION_INFO', infoJson);
    },
    [session.token, JSON.stringify(info)] as const,
  );
}

export interface SignedInOptions {
  /** The context's screen (default desktop; `PHONE` for a phone). */
  screen?: Parameters<typeof newContext>[2];
  /** Runs on the new context before the app opens (to route calls, say). */
  prepare?: (context: BrowserContext) => Promise<void>;
}

/** A new context and page signed in as `username`, on the home page with its popups closed. */
export async function signedInPage(
  browser: Browser,
  platform: Platform,
  username: string,
  path = '/',
  options: SignedInOptions = {},
): Promise<SignedInPage> {
  const context = await newContext(browser, platform.url, options.screen);
  await options.prepare?.(context);
  const page = await context.newPage();
  await seedSession(page, platform, username);
  await page.goto(path);
  // Attached, not visible: a phone's header hides the name.
  await page.getByTestId('header-username').waitFor({ state: 'attached' });
  await dismissPopup(page);
  return { context, page, [Symbol.asyncDispose]: () => context.close() };
}
