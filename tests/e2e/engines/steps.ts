/**
 * Steps the cross-engine journeys share (tests/engines/), in EnginePage terms: the e2e suite's
 * support/home.ts and support/signed-in.ts, written once for every engine.
 */
import { openSession } from '../support/admin';
import type { Platform } from '../support/platform';
import type { EnginePage } from './engine-page';
import { PHONE } from './engines';

/** Closes the home page's popup announcements (support/home.ts dismissPopup); elsewhere returns at once. */
export async function dismissPopup(page: EnginePage): Promise<void> {
  if (!(await page.evaluate(() => document.querySelector('[data-testid="home-page"]') !== null))) return;
  for (;;) {
    const decided = '[data-testid="home-page"]:is([data-popup="none"], [data-popup="shown"])';
    await page.waitFor(decided, { state: 'attached' });
    const id = await page.attribute(decided, 'data-popup-id');
    if (id === null) return;
    await page.press('Escape');
    await page.waitFor(`[data-testid="home-page"]:not([data-popup-id="${id}"])`, { state: 'attached' });
  }
}

/** Opens home (a page load) with its popups closed. */
export async function openHome(page: EnginePage): Promise<void> {
  await page.goto('/');
  await page.waitFor('[data-testid="home-page"]');
  await dismissPopup(page);
}

/** Puts a session of `username` where the app keeps it (support/signed-in.ts seedSession); load a page next. */
export async function seedSession(page: EnginePage, platform: Platform, username: string): Promise<void> {
  const session = await openSession(platform, username);
  const info = JSON.stringify({
    id: session.id,
    userName: session.userName,
    customerType: session.customerType,
    loginType: 'username',
  });
  await page.goto('/robots.txt');
  await page.evaluate(
    (token: string, infoJson: string) => {
      sessionStorage.setItem('token', token);
      sessionStorage.setItem('MC_SESSION_INFO', infoJson);
    },
    session.token,
    info,
  );
}

/** How far the page scrolls sideways (0 when it fits the screen). */
export const sidewaysScroll = (page: EnginePage): Promise<number> =>
  page.evaluate((width: number) => document.documentElement.scrollWidth - width, PHONE.width);

/** "1234.50" → "1,234.50", as the header shows an amount (grouping; never through a float). */
export function grouped(money: string): string {
  const [whole = '0', cents = '00'] = money.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}
