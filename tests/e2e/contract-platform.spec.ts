/**
 * The built app against a second platform written from ../shared/contract.md alone
 * (tests/contract-platform): only documented endpoints and fields. Boot within 5 status requests,
 * nav from its lanes, its notices, login in the current encrypted body form, balance, member info,
 * unread count, language change, a launch into the frame, logout, GeeTest v4 through a local
 * stand-in of the loader, and no path asked more than 3 times in 10 s by the app on its own.
 */
import path from 'node:path';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  startContractPlatform,
  type ContractPlatform,
  type LoggedRequest,
} from '../contract-platform/contract-platform';
import { closeContexts, newContext, sharedBrowser } from './support/browser';

const DIST = path.resolve(import.meta.dirname, '../../dist');
let platform: ContractPlatform;
let browser: Browser;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startContractPlatform(DIST), sharedBrowser()]);
});
afterAll(async () => {
  await closeContexts(browser);
  await platform?.stop();
});

const apiCalls = (since: number, route?: string): LoggedRequest[] =>
  platform.requests.filter(
    (r) => r.at >= since && /^\/(wps|lgw|lotto)\//.test(r.path) && (!route || `${r.method} ${r.path}` === route),
  );

/** Request times per path. */
function byPath(requests: readonly LoggedRequest[]): Map<string, number[]> {
  const paths = new Map<string, number[]>();
  for (const r of requests) paths.set(r.path, [...(paths.get(r.path) ?? []), r.at]);
  return paths;
}

/** Requests per path, for the report. */
const countsOf = (requests: readonly LoggedRequest[]) =>
  JSON.stringify(Object.fromEntries([...byPath(requests)].map(([p, times]) => [p, times.length])));

/** The most requests any one path got within any 10 s window, with the path. */
function busiestPath(requests: readonly LoggedRequest[]): { path: string; count: number } {
  let busiest = { path: '', count: 0 };
  for (const [p, list] of byPath(requests)) {
    const times = [...list].sort((a, b) => a - b);
    for (let i = 0, j = 0; i < times.length; i += 1) {
      while ((times[i] ?? 0) - (times[j] ?? 0) >= 10_000) j += 1;
      if (i - j + 1 > busiest.count) busiest = { path: p, count: i - j + 1 };
    }
  }
  return busiest;
}

async function logIn(page: Page): Promise<void> {
  await page.locator('.header-account button', { hasText: /./ }).first().click();
  const dialog = page.locator('dialog[open]');
  await dialog.getByTestId('login-form').waitFor();
  // No slider, no captcha: the platform switched none of them on.
  expect(await dialog.getByTestId('slider-gap').count()).toBe(0);
  await dialog.locator('input[autocomplete="username"]').fill('contract01');
  await dialog.locator('input[autocomplete="current-password"]').fill('Pass1234');
  await dialog.locator('button[type="submit"]').click();
  await page.getByTestId('after-login').waitFor();
  await page.keyboard.press('Escape');
  await page.getByTestId('header-username').waitFor();
}

describe('the app against a platform that knows only the documented contract', () => {
  it('boots within 5 status requests with the nav from its lanes and its notices, and asks nothing in a storm', async () => {
    const since = Date.now();
    const context = await newContext(browser, platform.url);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('home-page').waitFor();
    await page.getByTestId('home-notices').getByText('Contract notice').waitFor();
    // The nav arrives with the vendor lists, which may land after the notices.
    await page.locator('.header-nav [data-category]').first().waitFor();
    const categories = await page
      .locator('.header-nav [data-category]')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-category')));
    expect(categories).toEqual(['LIVE', 'RNG', 'PVP']);
    expect(await page.locator('[data-category="RNG"] .nav-dropdown__vendor').count()).toBe(2);
    await page.waitForLoadState('networkidle');
    // Home's storefront sections whose endpoints this platform lacks (hot games, winner board,
    // lottery gateway, promotions) are hidden, not broken; the category tiles come from its lanes.
    const home = page.getByTestId('home-page');
    await home.locator('.category-card[data-category="RNG"]').waitFor();
    for (const section of ['home-hot-games', 'winner-board', 'home-draws', 'home-promotions']) {
      expect(await home.getByTestId(section).count(), section).toBe(0);
    }
    expect(await home.locator('.ui-placeholder, [role="alert"], .query-error').count()).toBe(0);
    await home.getByTestId('home-providers').waitFor();
    expect(apiCalls(since, 'GET /wps/system/status').length).toBeLessThanOrEqual(5);
    // For the report: what a first visit asked for.
    console.info('contract-platform boot requests', countsOf(apiCalls(since)));
    expect(busiestPath(apiCalls(since)).count).toBeLessThanOrEqual(3);
    await context.close();
  });

  it('logs in with the current encrypted body, shows balance, member info and unread count, changes language, launches a game and logs out', async () => {
    const since = Date.now();
    const context = await newContext(browser, platform.url);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('home-page').waitFor();
    await logIn(page);

    const [loginCall] = apiCalls(since, 'POST /wps/session/login');
    expect(loginCall?.bodyForm).toBe('current');
    expect(loginCall?.body).toMatchObject({ username: 'contract01', password: 'Pass1234' });
    expect(await page.getByTestId('header-username').textContent()).toBe('contract01');
    await expect.poll(() => page.getByTestId('header-balance').textContent()).toContain('1,234.50');
    await expect.poll(() => page.getByTestId('unread-count').textContent()).toBe('3');

    await page.goto('/?mc=securityCenter');
    await page.getByTestId('member-profile').waitFor();
    expect(await page.getByTestId('profile-nickname').textContent()).toBe('Contract Player');
    await page.keyboard.press('Escape');

    const languageSaved = page.waitForRequest((r) => r.url().endsWith('/wps/member/language') && r.method() === 'PUT');
    await page.locator('.language-switcher select').selectOption('TY');
    expect((await languageSaved).postDataJSON()).toEqual({ language: 'TY' });
    await page.waitForFunction(() => document.documentElement.lang === 'tl');

    await page.locator('[data-category="PVP"] > .header-nav__item').click();
    await page.waitForURL((url) => url.pathname === '/game' && url.searchParams.get('vassalage') === 'CPVP');
    const frame = page.getByTestId('game-frame');
    await frame.waitFor();
    expect(new URL((await frame.getAttribute('src')) ?? '').pathname).toBe('/contract-game.html');
    const [launch] = apiCalls(since, 'POST /wps/game/launchGame');
    expect(launch?.body).toMatchObject({ launchMode: 'GLS', vassalage: 'CPVP' });

    await page.goto('/');
    await page.getByTestId('header-username').waitFor();
    await page.getByTestId('member-menu').click();
    await page.getByTestId('sign-out').click();
    await page.locator('dialog[open] .button--primary').click();
    await expect.poll(() => apiCalls(since, 'POST /wps/session/logout').length).toBe(1);
    await expect.poll(() => page.getByTestId('header-username').count()).toBe(0);
    console.info('contract-platform member session requests', countsOf(apiCalls(since)));
    // Not bounded here: the test itself reloads the app twice (page.goto), so these are not the app's own.
    console.info('contract-platform busiest path in 10 s', JSON.stringify(busiestPath(apiCalls(since))));
    await context.close();
  });

  it('logs in through GeeTest v4 when GEETEST3 is on, with the loader from config.json', async () => {
    platform.modules.set('GEETEST3', true);
    try {
      const since = Date.now();
      const context = await newContext(browser, platform.url);
      const page = await context.newPage();
      await page.goto('/');
      await page.getByTestId('home-page').waitFor();
      await logIn(page);
      expect(apiCalls(since, 'GET /wps/captcha/geetest').length).toBe(1);
      expect(platform.requests.some((r) => r.at >= since && r.path === '/test-assets/gt4.js')).toBe(true);
      expect(await page.evaluate(() => (window as { __geetestInits?: number }).__geetestInits)).toBe(1);
      const [loginCall] = apiCalls(since, 'POST /wps/session/login');
      expect(loginCall?.body).toMatchObject({
        geetestValidateV4: {
          lot_number: 'lot-1',
          captcha_output: 'out-1',
          pass_token: 'pass-1',
          gen_time: '1700000000',
        },
      });
      await context.close();
    } finally {
      platform.modules.set('GEETEST3', false);
    }
  });
});
