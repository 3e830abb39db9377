/**
 * Long text from the platform or a player never pushes a page sideways at 390 px: a
 * 300-character unbroken notice, popup, promotion and help titles and nickname, lottery game names
 * of the same length (on the lobbies and in the framed betting page), and long unbroken pieces
 * inside notice, popup and promotion text. Every screen that shows them either wraps or truncates them. Texts the reference
 * platform would refuse (a nickname past 20 characters, its fixed game names) come from another
 * operator's platform: the answers are rewritten on their way to the app. One platform and one
 * browser for the file, one signed-in phone page for all screens.
 */
import type { BrowserContext, Frame, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { addNotice } from './support/admin';
import { newContext } from './support/browser';
import { usePlatform } from './support/fixture';
import { dismissPopup } from './support/home';
import { seedSession } from './support/signed-in';

const fixture = usePlatform();
const PHONE_390 = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
/** The marker every long text starts with, so the check finds exactly the elements showing one. */
const MARK = 'Zq';
const long = (length: number, fill: string) => `${MARK}${fill.repeat(length - MARK.length)}`;
const TITLE = long(300, 'W');
const PIECE = long(120, 'x');
/** Replaces the string fields named `fields` of a JSON answer, wherever they are, with `TITLE`. */
function renamed(fields: ReadonlySet<string>, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => renamed(fields, item));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      fields.has(key) && typeof item === 'string' ? TITLE : renamed(fields, item),
    ]),
  );
}

async function rewrite(route: Route, change: (json: unknown) => unknown): Promise<void> {
  try {
    const response = await route.fetch();
    await route.fulfill({ response, json: change(await response.json()) });
  } catch {
    // The page went on (or the test ended) while the answer was on its way.
    await route.abort().catch(() => undefined);
  }
}

async function longNames(context: BrowserContext): Promise<void> {
  // Lottery game names (lobbies and the betting page), help article titles, the member's nickname.
  const names = new Set(['labelName', 'gameName']);
  await context.route(/\/(lgw|lottery\/api)\//, (route) => rewrite(route, (json) => renamed(names, json)));
  const titles = new Set(['title']);
  await context.route(/\/wps\/system\/helpCenter/, (route) => rewrite(route, (json) => renamed(titles, json)));
  await context.route(/\/wps\/member\/info$/, (route) =>
    rewrite(route, (json) => {
      const envelope = json as { value: Record<string, unknown> };
      return { ...envelope, value: { ...envelope.value, nickname: TITLE } };
    }),
  );
}

/**
 * What sticks out in `frame` (the page, or the betting page's frame) at `width`: the page's own
 * width, and every long text (or, when truncated, the box that clips it) that is wider than the
 * box it scrolls in, or, outside such a box, passes the screen's edge. A strip that scrolls
 * sideways may hold several names; each must fit it.
 */
function sticksOut(frame: Frame | Page, where: string, width: number): Promise<string[]> {
  return frame.evaluate(
    ([mark, label, screen]) => {
      const problems: string[] = [];
      if (document.documentElement.scrollWidth > screen + 1)
        problems.push(`${label}: page is ${document.documentElement.scrollWidth} px wide`);
      // A sheet never scrolls sideways, whatever it holds.
      for (const sheet of document.querySelectorAll('dialog[open] .ui-dialog__body'))
        if (sheet.scrollWidth > sheet.clientWidth + 1)
          problems.push(`${label}: the sheet scrolls sideways (${sheet.scrollWidth - sheet.clientWidth} px)`);
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        if (!el || !node.textContent?.includes(mark) || el.getClientRects().length === 0) continue;
        const name = `${label}: ${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`;
        const range = document.createRange();
        range.selectNodeContents(node);
        let extent = range.getBoundingClientRect();
        let scroller: Element | null = null;
        for (let up: Element | null = el; up && !scroller; up = up.parentElement) {
          const overflow = getComputedStyle(up).overflowX;
          if (overflow === 'auto' || overflow === 'scroll') scroller = up;
          else if (overflow !== 'visible' && extent.width > up.getBoundingClientRect().width)
            extent = up.getBoundingClientRect(); // truncated: what shows is the clipping box
        }
        if (scroller) {
          if (extent.width > scroller.clientWidth + 1)
            problems.push(`${name} is ${Math.round(extent.width - scroller.clientWidth)} px wider than its scroll box`);
        } else if (extent.right > screen + 1 || extent.left < -1) {
          problems.push(`${name} reaches ${Math.round(extent.right - screen)} px past the edge`);
        }
      }
      return [...new Set(problems)];
    },
    [MARK, where, width] as const,
  );
}

describe('long text at 390 px', () => {
  it('wraps or truncates long notice, popup, nickname and lottery texts on every screen that shows them', async () => {
    await addNotice(fixture.platform, { type: 'PL', title: TITLE, content: `<p>Read this: ${PIECE} and more.</p>` });
    await addNotice(fixture.platform, { type: 'PU', title: TITLE, content: `<p>Popup: ${PIECE} and more.</p>` });
    await addNotice(fixture.platform, { type: 'PR', title: TITLE, content: `<p>Promotion: ${PIECE} and more.</p>` });
    const context = await newContext(fixture.browser, fixture.platform.url, PHONE_390);
    await longNames(context);
    const page = await context.newPage();
    await seedSession(page, fixture.platform, 'demo01');
    const problems: string[] = [];
    const check = async (where: string) => problems.push(...(await sticksOut(page, where, PHONE_390.viewport.width)));

    // Home: the popup first, then the list of notices and a notice opened from it.
    await page.goto('/');
    const home = page.getByTestId('home-page');
    await page.locator('[data-testid="home-page"][data-popup="shown"]').waitFor();
    await page.locator('dialog[open]', { hasText: PIECE }).waitFor();
    await check('home popup');
    await dismissPopup(page);
    await home.getByTestId('home-notices').getByText(TITLE).first().waitFor();
    await check('home');
    // Clicked in the page (before the fix its middle lies far off the screen, where no tap lands).
    await home
      .getByTestId('home-notices')
      .getByText(TITLE)
      .first()
      .evaluate((button: HTMLElement) => button.click());
    await page.locator('dialog[open]', { hasText: PIECE }).waitFor();
    await check('home notice');
    await page.keyboard.press('Escape');

    await page.goto('/noticePage');
    const notice = page.getByTestId('notice-list').locator(':scope > li').first();
    await notice.locator('summary').tap();
    await notice.getByText(PIECE, { exact: false }).waitFor();
    await check('notices');

    await page.goto('/promotions');
    await page.locator('.promotion-card', { hasText: PIECE }).waitFor();
    await check('promotions');
    await page.goto('/help');
    await page.locator('.help-article summary', { hasText: MARK }).first().waitFor();
    await check('help');

    await page.goto('/?mc=securityCenter');
    await page.getByTestId('profile-nickname').getByText(TITLE).waitFor();
    await check('my account');
    await page.keyboard.press('Escape');

    await page.goto('/elott');
    await page.locator('.lottery-popular__name', { hasText: MARK }).first().waitFor();
    await check('e-lottery lobby');
    await page.goto('/vnlottery');
    await page.getByText(TITLE).first().waitFor();
    await check('vn lottery');

    await page.goto('/elott');
    await page
      .locator('.lottery-popular__item[data-game="5D1"] a.button')
      .evaluate((link: HTMLElement) => link.click());
    const frame = page.frameLocator('iframe.lottery-frame');
    await frame.locator('#bet-form:not([hidden])').waitFor();
    await frame.locator('#game option', { hasText: MARK }).first().waitFor({ state: 'attached' });
    await check('lottery page');
    const betting = page.frames().find((f) => f.url().includes('/lottery/play'));
    if (!betting) throw new Error('no betting frame');
    const frameWidth = (await page.locator('iframe.lottery-frame').boundingBox())?.width ?? 0;
    expect(frameWidth).toBeGreaterThan(300);
    problems.push(...(await sticksOut(betting, 'betting frame', frameWidth)));

    expect(problems).toEqual([]);
    await context.close();
  });
});
