/**
 * What the phone walks check on every screen (tests/e2e/phone-layout.spec.ts, and the same walk
 * in Arabic, tests/e2e/rtl-layout.spec.ts): the spec's routes, and the page measured as a player
 * sees it at 360 px.
 */
import type { Page } from 'playwright-core';

export const PHONE_SIZE = { width: 360, height: 740 };

/** Every page of the spec's route table (lobbies, content, framed pages) at one address each. */
export const ROUTES = [
  '/',
  '/home',
  '/live',
  '/sports',
  '/fish',
  '/rng',
  '/pvp',
  '/esports',
  '/cockFight',
  '/elott',
  '/promotions',
  '/vip',
  '/pointMall',
  '/noticePage',
  '/help',
  '/helpmc',
  '/download',
  '/app',
  '/join',
  '/login',
  '/register',
  '/vnlottery',
  '/lottery?vendor=TALA',
  '/game?vassalage=TALA&nodeId=1&gameType=RNG',
];
export const GUEST_MODALS = ['/?modal=login', '/?modal=register', '/?modal=forgot'];

export interface LayoutReport {
  scrollWidth: number;
  cut: string[];
  dialogs: string[];
  /** Record lists shown as cards, and any shown as a table (none should be, at 360 px). */
  cardLists: number;
  tableLists: number;
}

/** Measures the page as a player sees it: sideways scroll, controls past the edges, dialogs wider than the screen. */
export function measure(page: Page): Promise<LayoutReport> {
  return page.evaluate((width) => {
    // A control inside a strip that scrolls sideways is meant to sit past the edge until scrolled to.
    const inStrip = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) {
        const style = getComputedStyle(p);
        if ((style.overflowX === 'auto' || style.overflowX === 'scroll') && p.clientWidth <= width) return true;
      }
      return false;
    };
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    const cut: string[] = [];
    for (const el of document.querySelectorAll('a[href], button, input, select, textarea, summary, [role="button"]')) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if (el.closest('.skip-link, .visually-hidden')) continue;
      if (rect.left >= -0.5 && rect.right <= width + 0.5) continue;
      if (!inStrip(el)) cut.push(`${name(el)} at ${Math.round(rect.left)}–${Math.round(rect.right)}`);
    }
    const dialogs = [...document.querySelectorAll('dialog[open]')].flatMap((dialog) => {
      const rect = dialog.getBoundingClientRect();
      return rect.left < -0.5 || rect.right > width + 0.5 || rect.width > width + 0.5
        ? [`dialog ${Math.round(rect.left)}–${Math.round(rect.right)}`]
        : [];
    });
    // A record list scrolls sideways nowhere: on a phone it is cards, each no wider than its list.
    for (const list of document.querySelectorAll('[data-shape="cards"]')) {
      if (list.scrollWidth > list.clientWidth + 1)
        cut.push(`record cards ${list.scrollWidth} px wide in ${list.clientWidth}`);
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      cut,
      dialogs,
      cardLists: document.querySelectorAll('[data-shape="cards"]').length,
      tableLists: document.querySelectorAll('[data-shape="table"]').length,
    };
  }, PHONE_SIZE.width);
}

/** Goes to `to` inside the app (no reload): the router follows history as it does for a link. */
export async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate((url) => {
    history.pushState(null, '', url);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}
