/**
 * The journeys that matter, written once against EnginePage and run at phone size (360×740) in
 * Chromium, WebKit and Firefox: first visit, a lobby's search, registering and logging
 * in with the slider, a deposit order, the member and agent centres, a language change, and what
 * adding to the home screen reads. One platform for the file; each engine has its own member where
 * a journey changes one, so the engines' journeys cannot meet. Selectors are the Chromium specs'.
 */
import { describe, expect, it } from 'vitest';

import type { EngineName, EnginePage } from '../e2e/engines/engine-page';
import { announce, openPage, PHONE, selectedEngines, useEnginePlatform } from '../e2e/engines/engines';
import { dismissPopup, openHome, seedSession, sidewaysScroll } from '../e2e/engines/steps';
import { adjustBalance, clearLoginFailures, codeIn, latestOutboxMessage, saveAccount } from '../e2e/support/admin';

const CAPTCHA = 'AB12';
const fixture = useEnginePlatform({ env: { TEST_CAPTCHA_TEXT: CAPTCHA } });
const PASSWORD = 'Engine1234';
const memberOf = (engine: EngineName) => `${engine}01`;

/**
 * Moves the slider to its gap with the keyboard (support/auth-steps.ts solveSlider): Home, a pause
 * of 300 ms (a human drag is not instant), PageUp per ten, ArrowUp per one.
 */
async function solveSlider(page: EnginePage, scope: string): Promise<void> {
  const gap = `${scope} [data-testid="slider-gap"]`;
  await page.waitFor(gap, { state: 'attached' });
  const target = Number(await page.attribute(gap, 'data-target'));
  const slider = `${scope} input[type="range"]`;
  await page.press('Home', slider);
  await new Promise((resolve) => setTimeout(resolve, 300));
  for (let i = 0; i < Math.floor(target / 10); i += 1) await page.press('PageUp', slider);
  for (let i = 0; i < target % 10; i += 1) await page.press('ArrowUp', slider);
}

/**
 * Scrolls home so a control lies half under the tab bar (`under-tab-bar`; the control
 * before it gets the focus, without scrolling, for a Tab to move on) or half under the sticky
 * header (`under-header`; the control gets the focus as the app gives it, by `focus()`).
 */
function placeFocusTarget(page: EnginePage, where: 'under-tab-bar' | 'under-header'): Promise<boolean> {
  return page.evaluate((edge: string) => {
    const tabbable = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, [tabindex]')].filter(
      (element) => element.tabIndex >= 0 && !element.matches(':disabled') && element.getClientRects().length > 0,
    );
    const index = tabbable.findIndex(
      (element) =>
        element.closest('[data-testid="home-page"]') !== null &&
        element.getBoundingClientRect().top + scrollY > innerHeight,
    );
    const target = tabbable[index];
    const before = tabbable[index - 1];
    if (!target || !before) return false;
    const top = target.getBoundingClientRect().top + scrollY;
    if (edge === 'under-tab-bar') {
      scrollTo(0, top - (innerHeight - 30));
      before.focus({ preventScroll: true });
    } else {
      scrollTo(0, top - 70);
      // The Tab above may have focused this very control: a second focus() would be no focus at all.
      (document.activeElement as HTMLElement | null)?.blur();
      target.focus();
    }
    return true;
  }, where);
}

/** Whether the focused control shows between the header and the tab bar, or what covers it. */
function focusedInTheClear(page: EnginePage): Promise<string> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused?.closest('[data-testid="home-page"]')) return `focus left the page: ${focused?.outerHTML ?? 'none'}`;
    const rect = focused.getBoundingClientRect();
    const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
    const tabBar = document.querySelector('.tab-bar')?.getBoundingClientRect().top ?? innerHeight;
    const there = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    if (rect.top < header || rect.bottom > tabBar || !there || !focused.contains(there))
      return `covered: ${Math.round(rect.top)}–${Math.round(rect.bottom)} between ${Math.round(header)} and ${Math.round(tabBar)}, under ${there?.tagName ?? 'nothing'}`;
    return 'in the clear';
  });
}

describe.each(selectedEngines())('%s at 360×740', (engine) => {
  it('first visit: home renders in Tagalog, left to right, with the nav and the tab bar, no sideways scroll, and keyboard focus clear of the header and tab bar', async () => {
    await announce(engine);
    const page = await openPage(engine, fixture.platform.url);
    await openHome(page);
    expect(await page.attribute('html', 'lang')).toBe('tl');
    expect(await page.attribute('html', 'dir')).toBe('ltr');
    await page.waitFor('.header-nav [data-category="RNG"]');
    await page.waitFor('.tab-bar [data-tab="login"]');
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll('.tab-bar [data-tab]')].map((tab) => tab.getAttribute('data-tab') ?? ''),
      ),
    ).toEqual(['home', 'games', 'promotions', 'deposit', 'login']);
    expect(await page.evaluate(() => innerWidth)).toBe(PHONE.width);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    // A control half under the tab bar, reached with Tab, and one half under the sticky header,
    // focused by the app (a field with an error, a heading after navigation), scroll clear of both.
    expect(await placeFocusTarget(page, 'under-tab-bar')).toBe(true);
    // Polled like the suite's other waits (15 s): Firefox may scroll the focused control into view a frame after the focus (a
    // check made at once failed there on a loaded machine, 2026-11-27); one left covered still fails.
    await page.press('Tab');
    await expect.poll(() => focusedInTheClear(page), { timeout: 15_000 }).toBe('in the clear');
    expect(await placeFocusTarget(page, 'under-header')).toBe(true);
    // Every engine scrolls it clear: the tiles' scroll-margin (app.css) counts in the "is it in view"
    // test that scroll-padding alone does not pass for a control partly in view.
    await expect.poll(() => focusedInTheClear(page), { timeout: 15_000 }).toBe('in the clear');
  });

  it('a lobby: /rng lists game tiles and a search narrows them to the matching names', async () => {
    const page = await openPage(engine, fixture.platform.url);
    await page.goto('/rng?page=TALA');
    await dismissPopup(page);
    await page.waitFor('.lobby-page [data-testid="game-card"]');
    const names = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('[data-testid="game-card"] .game-card__name')].map(
          (name) => name.textContent ?? '',
        ),
      );
    const before = await names();
    // A word of one game's name that not every game has: the search must leave fewer tiles.
    const word =
      before
        .flatMap((name) => name.trim().split(/\s+/))
        .find((w) => w.length >= 3 && before.some((name) => !name.toLowerCase().includes(w.toLowerCase()))) ?? '';
    expect(word).not.toBe('');
    // On a phone the search waits in the Filter sheet, so the games start in the top third.
    await page.click('[data-testid="lobby-filter"]');
    await page.fill('[data-testid="game-search"]', word.toUpperCase());
    await expect
      .poll(async () => new URL(await page.url()).searchParams.get('q'), { timeout: 10_000 })
      .toBe(word.toUpperCase());
    await expect
      .poll(
        async () => {
          const after = await names();
          return (
            after.length > 0 &&
            after.length < before.length &&
            after.every((n) => n.toLowerCase().includes(word.toLowerCase()))
          );
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });

  it('logs in with username, password and the slider, and sees the balance in the header', async () => {
    const username = memberOf(engine);
    await saveAccount(fixture.platform, { username, password: PASSWORD, mode: 'upsert' });
    await adjustBalance(fixture.platform, username, '1234.50');
    await clearLoginFailures(fixture.platform);
    const page = await openPage(engine, fixture.platform.url);
    await openHome(page);
    await page.click('.tab-bar [data-tab="login"]');
    const dialog = 'dialog[open]';
    await page.waitFor(`${dialog} [data-testid="login-form"]`);
    await page.fill(`${dialog} input[autocomplete="username"]`, username);
    await page.fill(`${dialog} input[autocomplete="current-password"]`, PASSWORD);
    await solveSlider(page, dialog);
    await page.click(`${dialog} button[type="submit"]`);
    await page.waitFor('[data-testid="after-login"], [data-testid="first-login"]');
    await page.click(`${dialog} .ui-dialog__close`);
    await page.waitFor('.tab-bar [data-tab="account"]');
    await page.waitFor('[data-testid="header-balance"][data-state="ok"]', { state: 'attached', text: '1,234.50' });
  });

  it('registers by username with mobile, SMS code, captcha and the slider, and is signed in', async () => {
    const username = `reg${engine.slice(0, 4)}1`;
    const mobile = `917111000${selectedEngines().indexOf(engine) + 1}`;
    const page = await openPage(engine, fixture.platform.url);
    await page.goto('/register');
    const form = '[data-testid="register-form"]';
    await page.waitFor(form);
    await dismissPopup(page);
    const input = (field: string) => `${form} [data-testid="register-${field}"]`;
    await page.fill(input('username'), username);
    await page.fill(input('password'), 'abc123');
    await page.fill(input('confirmPassword'), 'abc123');
    await page.fill(input('mobileNum'), mobile);
    // The code request carries the slider's proof (spec §7); the slider then starts afresh.
    await solveSlider(page, form);
    await page.click(`${form} .send-code`);
    const message = await latestOutboxMessage(fixture.platform, `+63${mobile}`);
    await page.fill(input('verificationCode'), codeIn(message));
    await page.fill(`${form} .field:has([data-testid="captcha-refresh"]) input`, CAPTCHA);
    await page.click(input('agree'));
    await solveSlider(page, form);
    await page.click(`${form} button[type="submit"]`);
    await page.waitFor('[data-testid="header-username"]', { state: 'attached', text: username });
    expect(new URL(await page.url()).pathname).toBe('/');
  });

  it('opens the member centre from the tab bar, walks into a page and back, and closes it', async () => {
    const page = await openPage(engine, fixture.platform.url);
    await seedSession(page, fixture.platform, 'demo01');
    await openHome(page);
    await page.click('.tab-bar [data-tab="account"]');
    const centre = '.member-centre';
    await page.waitFor(`${centre}[data-view="list"]`);
    await page.click(`${centre} [data-mc="transactionHistory"]`);
    await page.waitFor(`${centre}[data-view="page"]`);
    await page.click('dialog[open] .ui-dialog__back');
    await page.waitFor(`${centre}[data-view="list"]`);
    await page.click('dialog[open] .ui-dialog__close');
    await page.waitFor('dialog[open]', { state: 'detached' });
    expect(new URL(await page.url()).searchParams.get('mc')).toBeNull();
  });

  it("opens the agent centre on the team overview, with the agent's team, and closes it", async () => {
    const page = await openPage(engine, fixture.platform.url);
    await seedSession(page, fixture.platform, 'agent01');
    await page.goto('/?ac=agentTeamOverview');
    await page.waitFor('.agent-centre [data-testid="agent-overview"]');
    await page.waitFor('[data-testid="stat-team-size"]', { text: /^5$/ });
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    // The home page behind opens its popup on top of the centre (a moment later on a busy
    // machine): a player closes that first, then the centre's own dialog.
    await dismissPopup(page);
    await page.click('dialog[open]:has(.agent-centre) .ui-dialog__close');
    await page.waitFor('.agent-centre', { state: 'detached' });
    expect(new URL(await page.url()).searchParams.get('ac')).toBeNull();
  });

  it('changes the language to English from the side menu and keeps it after a reload', async () => {
    const page = await openPage(engine, fixture.platform.url);
    await openHome(page);
    const tagalog = await page.text('#home-categories');
    await page.click('.header-top__menu');
    await page.select('.language-switcher--menu select', 'EN');
    await expect.poll(() => page.attribute('html', 'lang')).toBe('en');
    await page.waitFor('#home-categories', { text: 'Games' });
    expect(tagalog).not.toBe('Games');
    await openHome(page);
    expect(await page.attribute('html', 'lang')).toBe('en');
    expect(await page.text('#home-categories')).toBe('Games');
  });
  it('add to home screen, as far as it shows here: the touch icon loads at 180×180, the status bar and safe areas are declared, standalone display is detectable, and the download page needs no install prompt', async () => {
    const page = await openPage(engine, fixture.platform.url);
    await openHome(page);
    const head = await page.evaluate(() => ({
      statusBar:
        document.querySelector('meta[name="apple-mobile-web-app-status-bar-style"]')?.getAttribute('content') ?? '',
      capable: document.querySelector('meta[name="apple-mobile-web-app-capable"]')?.getAttribute('content') ?? '',
      viewport: document.querySelector('meta[name="viewport"]')?.getAttribute('content') ?? '',
      manifest: document.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? '',
      safeAreas: CSS.supports('padding-bottom', 'env(safe-area-inset-bottom, 0px)'),
    }));
    expect(head.viewport).toContain('viewport-fit=cover');
    expect({ ...head, viewport: undefined }).toEqual({
      statusBar: 'black-translucent',
      capable: 'yes',
      viewport: undefined,
      manifest: '/manifest.webmanifest',
      safeAreas: true,
    });
    // The icon Safari puts on the home screen: a real 180×180 image, not a missing file.
    const icon = await page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const href = document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href');
          if (!href) return resolve([0, 0]);
          const image = new Image();
          image.onload = () => resolve([image.naturalWidth, image.naturalHeight]);
          image.onerror = () => resolve([-1, -1]);
          image.src = href;
        }),
    );
    expect(icon).toEqual([180, 180]);
    // The app knows when it runs from the home screen by `display-mode: standalone` (or iOS's
    // navigator.standalone): the engine understands the query, and it does not match in a tab.
    // (WebKitGTK parses display-mode but matches none of its values: docs/browsers.md.)
    expect(
      await page.evaluate(() => {
        const standalone = matchMedia('(display-mode: standalone)');
        return [standalone.media !== 'not all', standalone.matches];
      }),
    ).toEqual([true, false]);
    // Nothing waits for Chromium's beforeinstallprompt, which this page never got: the download
    // page offers its apps (the iOS profile, the iOS and Android apps) with their QR codes.
    await page.goto('/download');
    await page.waitFor('[data-testid="download-app"][data-type="ANDROID"] img', { state: 'attached' });
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll('[data-testid="download-app"]')].map((item) => [
          item.getAttribute('data-type') ?? '',
          // A QR code (lazy below the fold, so its address, not its pixels).
          [...item.querySelectorAll('img')].some((img) => (img.getAttribute('src') ?? '') !== ''),
        ]),
      ),
    ).toEqual([
      ['MOBILECONFIG', true],
      ['IOS', true],
      ['ANDROID', true],
    ]);
    expect(await page.evaluate(() => document.querySelector('[data-testid="install-app"]') === null)).toBe(true);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });
});
