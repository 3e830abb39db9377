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

/** A new context and page signed in as `username`, on the home page with its popups closed. */
export async function signedInPage(
  browser: Browser,
  platform: Platform,
  username: string,
  path = '/',
): Promise<SignedInPage> {
  const session = await openSession(platform, username);
  const context = await newContext(browser, platform.url);
  const info = {
    id: session.id,
    userName: session.userName,
    customerType: session.customerType,
    loginType: 'username',
  };
  const page = await context.newPage();
  // Storage is the origin's: seed it from a small file of the same origin, then open the app (no
  // init script, so a later sign-out in the test stays signed out).
  await page.goto('/robots.txt');
  await page.evaluate(
    ([token, infoJson]) => {
      sessionStorage.setItem('token', token);
      sessionStorage.setItem('MC_SESSION_INFO', infoJson);
    },
    [session.token, JSON.stringify(info)] as const,
  );
  await page.goto(path);
  await page.getByTestId('header-username').waitFor();
  await dismissPopup(page);
  return { context, page, [Symbol.asyncDispose]: () => context.close() };
}
