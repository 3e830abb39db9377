/**
 * The storefront's pictures and layout as a player sees them: every game in a lobby has a picture
 * of its own (different bytes from the image CDN), the lobby's games start in the top third of a
 * phone, a member sees what they played last, and nothing floats over the page: at phone and
 * desktop size, on home and a lobby, guest and member, every visible link and button is the element
 * found at its own centre. App QR codes show only for app resources with a link.
 */
import { createHash } from 'node:crypto';

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { getSetting, setSetting } from './support/admin';
import { newContext } from './support/browser';
import { usePlatform } from './support/fixture';
import { dismissPopup } from './support/home';
import { signedInPage } from './support/signed-in';

const fixture = usePlatform();

const PHONE_360 = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
const PHONE_390 = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
const DESKTOP = { viewport: { width: 1366, height: 900 } };

async function openLobby(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('.lobby-page [data-testid="game-grid"] [data-testid="game-card"]').first().waitFor();
}

/**
 * Links and buttons whose centre is on screen (between a sticky header and the tab bar, inside
 * every clipping ancestor) but where something else is found: covered by a floating element.
 */
async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector('.site-header')?.getBoundingClientRect();
    const tabBar = document.querySelector('.tab-bar')?.getBoundingClientRect();
    const top = header && header.height > 0 ? Math.max(0, header.bottom) : 0;
    const bottom = tabBar && tabBar.height > 0 ? tabBar.top : window.innerHeight;
    const problems: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('a[href], button')) {
      const box = el.getBoundingClientRect();
      if (box.width < 4 || box.height < 4) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const inFixedChrome = el.closest('.site-header, .tab-bar') !== null;
      if (!inFixedChrome && (y < top + 1 || y > bottom - 1)) continue;
      if (x < 0 || x > window.innerWidth || y < 0 || y > window.innerHeight) continue;
      // Scrolled out of a strip that clips it (the provider row, a swiping row): not on screen.
      let clipped = false;
      for (let parent = el.parentElement; parent; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent);
        if (overflow.overflowX === 'visible' && overflow.overflowY === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        if (x < clip.left || x > clip.right || y < clip.top || y > clip.bottom) clipped = true;
      }
      if (clipped) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && (el === hit || el.contains(hit))) continue;
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
      const by = hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}` : 'nothing';
      problems.push(`${el.tagName.toLowerCase()} "${name}" at ${Math.round(x)},${Math.round(y)} under ${by}`);
    }
    return problems;
  });
}

/** Walks the page from top to bottom a screen at a time, collecting covered controls. */
async function coveredWhileScrolling(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = Math.round((await page.evaluate(() => window.innerHeight)) * 0.7);
  for (let y = 0; y < height; y += step) {
    // A popup notice that opened late is a modal the player closes, not a floating part: close it.
    for (let tries = 0; tries < 5 && (await page.locator('dialog[open]').count()) > 0; tries += 1) {
      await page.keyboard.press('Escape');
      await page
        .waitForFunction(() => !document.querySelector('dialog[open]'), undefined, { timeout: 3_000 })
        .catch(() => undefined);
    }
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    for (const problem of await coveredControls(page)) problems.push(`${label} @${y}: ${problem}`);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return [...new Set(problems)];
}

/** Waits until the shell's deferred parts (footer, member header) have had their turn. */
async function settle(page: Page): Promise<void> {
  await page.locator('.site-footer').waitFor({ state: 'attached' });
}

describe('lobby pictures and layout', () => {
  it('gives every game card its own picture at 360 px (different bytes from the image CDN)', async () => {
    const context = await newContext(fixture.browser, fixture.platform.url, PHONE_360);
    const page = await context.newPage();
    for (const path of ['/rng', '/live', '/fish']) {
      await openLobby(page, path);
      const cards = await page
        .locator('.lobby-page [data-testid="game-grid"] [data-testid="game-card"]')
        .evaluateAll((items) =>
          items.map((item) => ({
            code: item.getAttribute('data-game-code') ?? '',
            src: item.querySelector('img')?.getAttribute('src') ?? '',
          })),
        );
      expect(cards.length, path).toBeGreaterThan(5);
      const byPicture = new Map<string, string>();
      for (const card of cards) {
        const response = await page.request.get(new URL(card.src, fixture.platform.url).toString());
        expect(response.status(), card.src).toBe(200);
        expect(response.headers()['content-type']).toMatch(/^image\/(png|webp)/);
        const digest = createHash('sha256')
          .update(await response.body())
          .digest('hex');
        const other = byPicture.get(digest);
        expect(other === undefined || other === card.code, `${card.code} and ${other} share a picture`).toBe(true);
        byPicture.set(digest, card.code);
      }
      // The name is shown once, under the picture (the picture carries no text).
      const first = page.locator('.lobby-page [data-testid="game-card"]').first();
      expect(await first.locator('.game-card__name').count()).toBe(1);
      expect(await first.locator('.game-card__vendor').textContent()).toMatch(/\S/);
    }
    // The provider row is logos in one line: one row, every logo a loaded picture.
    const tabs = page.locator('.lobby-page .vendor-tab[data-vendor]');
    const tops = new Set(await tabs.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top)));
    expect(tops.size).toBe(1);
    await expect
      .poll(() =>
        tabs
          .first()
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await context.close();
  });

  it('starts the games within the top 320 px at 390×844, filters in a sheet, and one row of providers on desktop', async () => {
    const context = await newContext(fixture.browser, fixture.platform.url, PHONE_390);
    const page = await context.newPage();
    for (const path of ['/rng', '/live', '/fish', '/pvp']) {
      await openLobby(page, path);
      const top = await page
        .locator('.lobby-page [data-testid="game-card"]')
        .first()
        .evaluate((card) => card.getBoundingClientRect().top);
      expect(top, path).toBeLessThanOrEqual(320);
    }
    // Search and type chips wait behind "Filter" on a phone; the chosen filters count on the button.
    await openLobby(page, '/rng');
    expect(await page.getByTestId('game-search').isVisible()).toBe(false);
    await page.getByTestId('lobby-filter').tap();
    await page.locator('dialog[open] [data-tag="MINI"]').tap();
    await page.waitForURL((url) => url.searchParams.get('tag') === 'MINI');
    await page.locator('dialog[open] .button--primary').tap();
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    expect(await page.locator('.lobby-filter-button__count').textContent()).toBe('1');
    await context.close();

    const desktop = await newContext(fixture.browser, fixture.platform.url, DESKTOP);
    const wide = await desktop.newPage();
    await openLobby(wide, '/rng');
    const tabs = wide.locator('.lobby-page .vendor-tab');
    const tops = new Set(
      await tabs.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top))),
    );
    expect(tops.size).toBe(1);
    // Inline filters on desktop, and the games start in the first screen.
    await wide.getByTestId('game-search').waitFor();
    const top = await wide
      .locator('.lobby-page [data-testid="game-card"]')
      .first()
      .evaluate((card) => card.getBoundingClientRect().top);
    expect(top).toBeLessThan(450);
    await desktop.close();
  });

  it("shows a member's recently played games of the lobby first", async () => {
    await using member = await signedInPage(fixture.browser, fixture.platform, 'demo01', '/', { screen: PHONE_390 });
    const { page } = member;
    await openLobby(page, '/rng');
    // Play one game (its launch records it as recent), then come back.
    const code = await page
      .locator('[data-testid="game-grid"] [data-testid="game-card"]')
      .first()
      .getAttribute('data-game-code');
    const launched = page.waitForResponse(
      (response) => response.url().includes('/wps/game/launchGame') && response.ok(),
    );
    await page.locator(`[data-testid="game-grid"] [data-game-code="${code}"] .game-card__launch`).tap();
    await page.waitForURL((url) => url.pathname === '/game');
    await launched;
    await openLobby(page, '/rng');
    const recent = page.getByTestId('recent-row');
    await recent.locator(`[data-game-code="${code}"]`).waitFor();
    const top = await page
      .locator('.lobby-page [data-testid="game-card"]')
      .first()
      .evaluate((card) => card.getBoundingClientRect().top);
    expect(top).toBeLessThanOrEqual(320);
  });
});

describe('nothing covers content', () => {
  for (const [screen, options] of [
    ['390×844', PHONE_390],
    ['1366×900', DESKTOP],
  ] as const) {
    it(`leaves every link and button uncovered at ${screen}, home and a lobby, guest and member`, async () => {
      const guest = await newContext(fixture.browser, fixture.platform.url, options);
      const page = await guest.newPage();
      const problems: string[] = [];
      await page.goto('/');
      await dismissPopup(page);
      await settle(page);
      problems.push(...(await coveredWhileScrolling(page, 'guest home')));
      await openLobby(page, '/rng');
      await settle(page);
      problems.push(...(await coveredWhileScrolling(page, 'guest lobby')));
      await guest.close();

      // agent01 has a red envelope waiting (it is in the header now, not over the page).
      await using member = await signedInPage(fixture.browser, fixture.platform, 'agent01', '/', { screen: options });
      await member.page.getByTestId('red-envelope-button').waitFor();
      await settle(member.page);
      problems.push(...(await coveredWhileScrolling(member.page, 'member home')));
      await openLobby(member.page, '/esports');
      await settle(member.page);
      problems.push(...(await coveredWhileScrolling(member.page, 'member lobby')));
      expect(problems).toEqual([]);
    });
  }

  it('shows app QR codes only for app resources with a link', async () => {
    const saved = await getSetting<{ resourceType: string }[]>(fixture.platform, 'resources');
    const context = await newContext(fixture.browser, fixture.platform.url, DESKTOP);
    const page = await context.newPage();
    await page.goto('/help');
    await page.getByTestId('help-menu').click();
    const links = page.getByTestId('quick-links');
    await links.getByTestId('customer-service').waitFor();
    // With the demo operator's three app links: three drawn codes, no empty place left.
    await expect.poll(() => links.getByTestId('qr-code').count()).toBe(3);
    expect(await links.locator('.ui-qr-placeholder').count()).toBe(0);

    await setSetting(
      fixture.platform,
      'resources',
      saved.filter((resource) => !['MOBILECONFIG', 'IOS', 'ANDROID'].includes(resource.resourceType)),
    );
    try {
      const bare = await newContext(fixture.browser, fixture.platform.url, DESKTOP);
      const barePage = await bare.newPage();
      await barePage.goto('/help');
      await barePage.getByTestId('help-menu').click();
      const bareLinks = barePage.getByTestId('quick-links');
      await bareLinks.getByTestId('customer-service').waitFor();
      expect(await bareLinks.locator('.quick-links__qr, .ui-qr-placeholder, [data-testid="qr-code"]').count()).toBe(0);
      // The phone's side menu carries the same shortcuts, without QR places either.
      await barePage.setViewportSize(PHONE_390.viewport);
      await barePage.locator('.header-top__menu').click();
      await barePage.locator('.side-menu [data-testid="quick-links"] [data-testid="customer-service"]').waitFor();
      expect(await barePage.locator('.side-menu .quick-links__qr, .side-menu .ui-qr-placeholder').count()).toBe(0);
      await bare.close();
    } finally {
      await setSetting(fixture.platform, 'resources', saved);
    }
    await context.close();
  });
});
