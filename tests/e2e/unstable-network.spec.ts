/**
 * An unstable network on a phone, against a real platform with faults put between the
 * app and it: the header balance that fails in every way says so, offers a retry a thumb reaches
 * and tries again by itself when the connection or the page comes back (never a storm); an outage
 * just after the first screen leaves the page standing and the deferred parts load when the
 * connection returns; a slow status says "slow" (never "cannot reach" before the answer) and a
 * 429 says "busy". And money actions whose answer is lost (the platform takes the order, ticket or
 * bet, but the answer never reaches the phone: a reset connection, a proxy's 502 page): the player
 * tries the same thing again and it is taken once: the app's deposit (every app money action goes
 * through the same hook, `src/api/money-requests.test.ts`), a ticket on the framed lottery page (a
 * changed ticket is a new one) and a round of a framed house game (dice, slot and baccarat share
 * `game-common.js`). One platform and one browser for the file.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

import type { BrowserContext, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { advanceClock, listDeposits } from './support/admin';
import { newContext, PHONE, WITH_SERVICE_WORKER } from './support/browser';
import { usePlatform } from './support/fixture';
import { remainTime } from './support/lottery-draws';
import { seedSession, signedInPage } from './support/signed-in';

const fixture = usePlatform();
// A phone as players have it: the service worker installed, between the page and the network.
const PHONE_WITH_SW = { ...PHONE, ...WITH_SERVICE_WORKER };
const SHOTS = process.env.TALA_SCREENSHOTS;

type BalanceFault = '500' | '503-html' | 'malformed' | 'reset' | 'not-a-balance';

/** Answers a balance call with one fault. */
async function answerBalanceFault(route: Route, fault: BalanceFault): Promise<void> {
  const json = (body: string) => ({ status: 200, contentType: 'application/json', body });
  switch (fault) {
    case '500':
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal error"}' });
    case '503-html':
      return route.fulfill({
        status: 503,
        contentType: 'text/html',
        body: '<html><body>Service Unavailable</body></html>',
      });
    case 'malformed':
      return route.fulfill(json('{"success":true,"value":{"balance":['));
    case 'reset':
      return route.abort('connectionreset');
    case 'not-a-balance':
      return route.fulfill(json('{"success":true,"value":"surprise","errorCode":""}'));
  }
}

/** Records whether an element matching `selector` was ever in the page (from the first script on). */
async function watchFor(context: BrowserContext, name: string, selector: string): Promise<void> {
  await context.addInitScript(
    ([key, css]) => {
      const seen = () => {
        if (document.querySelector(css)) (window as unknown as Record<string, boolean>)[key] = true;
      };
      new MutationObserver(seen).observe(document, { subtree: true, childList: true, attributes: true });
    },
    [name, selector] as const,
  );
}

const wasSeen = (page: Page, name: string) =>
  page.evaluate((key) => (window as unknown as Record<string, boolean>)[key] === true, name);

/** Lets the platform take the call, then loses its answer the way `how` says. */
async function loseAnswer(route: Route, how: 'reset' | 'bad-gateway'): Promise<void> {
  await route.fetch();
  if (how === 'reset') await route.abort('connectionreset');
  else await route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>Bad Gateway</body></html>' });
}

/** The member's bets of one category, from the platform's betting record. */
async function bets(page: Page, category: string): Promise<{ gameCode: string; stake: string }[]> {
  return page.evaluate(async (cat) => {
    const response = await fetch(`/wps/report/bets?category=${cat}`, {
      headers: { Merchant: 'tala', Authorization: sessionStorage.getItem('token') ?? '' },
    });
    return ((await response.json()) as { value: { content: { gameCode: string; stake: string }[] } }).value.content;
  }, category);
}

describe('an unstable network on a phone', () => {
  it('the header balance says it failed, offers a retry a thumb reaches, and tries again when the connection or the page comes back', async () => {
    let fault: BalanceFault | null = '500';
    let asked = 0;
    const { page, context } = await signedInPage(fixture.browser, fixture.platform, 'demo01', '/', {
      screen: PHONE_WITH_SW,
      prepare: async (ctx) => {
        await ctx.route(/\/wps\/v2\/wallets\/balance/, async (route) => {
          asked += 1;
          if (fault) await answerBalanceFault(route, fault);
          else await route.continue();
        });
      },
    });
    const failed = page.locator('[data-testid="header-balance"][data-state="failed"]');
    const retry = page.getByTestId('balance-retry');
    await failed.waitFor();
    expect(await failed.textContent()).not.toMatch(/\d/);
    const box = await retry.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.viewport.width).toBe(true);
    expect(box && Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    if (SHOTS) {
      await mkdir(SHOTS, { recursive: true });
      await page.locator('.site-header').screenshot({ path: path.join(SHOTS, 'phone-header-balance-failed.png') });
    }
    // Every other fault ends the same way after a retry; none asks more than the HTTP client's 3 tries.
    for (const next of ['503-html', 'malformed', 'reset', 'not-a-balance'] as const) {
      fault = next;
      const before = asked;
      await retry.tap();
      await expect.poll(() => asked).toBeGreaterThan(before);
      await failed.waitFor();
      expect(asked - before).toBeLessThanOrEqual(3);
    }
    // The connection comes back: asked again by itself, and the amount shows.
    fault = null;
    // The page must see the outage before the connection returns: a toggle faster than the page's
    // event loop can be coalesced into no events at all on a loaded machine.
    await context.setOffline(true);
    await page.getByTestId('offline-notice').waitFor();
    await context.setOffline(false);
    await page.getByTestId('offline-notice').waitFor({ state: 'detached' });
    const amount = page.locator('[data-testid="header-balance"][data-state="ok"]');
    await expect.poll(() => amount.textContent()).toMatch(/\d\.\d{2}/);
    expect(await retry.count()).toBe(0);
    // Failing again from the start (a reload), then the page comes back to the front: asked again by itself.
    fault = '500';
    await page.reload();
    await failed.waitFor();
    fault = null;
    const before = asked;
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await expect.poll(() => asked).toBeGreaterThan(before);
    await expect.poll(() => amount.textContent()).toMatch(/\d\.\d{2}/);
    await context.close();
  });

  it('an outage just after the first screen leaves the page standing; the deferred parts load when the connection returns', async () => {
    for (const who of ['guest', 'member'] as const) {
      const context = await newContext(fixture.browser, fixture.platform.url, PHONE_WITH_SW);
      const page = await context.newPage();
      if (who === 'member') await seedSession(page, fixture.platform, 'demo01');
      // A deferred chunk asked for during the outage fails (the outage covers it, however the machine is timed).
      let failedChunks = 0;
      page.on('requestfailed', (request) => {
        if (/\/assets\/.*\.js$/.test(request.url())) failedChunks += 1;
      });
      await page.goto('/');
      await page.getByTestId('home-page').waitFor();
      await context.setOffline(true);
      await expect.poll(() => failedChunks, { timeout: 20_000 }).toBeGreaterThan(0);
      await context.setOffline(false);
      await page.locator('.site-footer').waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('route-error').count()).toBe(0);
      expect(await page.getByTestId('home-page').isVisible()).toBe(true);
      await context.close();
    }
  });

  it('a slow platform says "slow" while status is on its way (never "cannot reach"); a 429 says "busy"', async () => {
    const slow = await newContext(fixture.browser, fixture.platform.url, PHONE_WITH_SW);
    await watchFor(slow, 'sawUnreachable', '[data-testid="platform-unreachable"]:not([data-reason="slow"])');
    await watchFor(slow, 'sawSlow', '[data-testid="platform-unreachable"][data-reason="slow"]');
    // Past the app's 3 s deadline by a second, so the deadline fires while status is in flight.
    await slow.route(/\/wps\/system\/status/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      await route.continue().catch(() => undefined);
    });
    const page = await slow.newPage();
    await page.goto('/');
    await page.getByTestId('home-page').waitFor({ timeout: 20_000 });
    expect(await wasSeen(page, 'sawSlow')).toBe(true);
    expect(await wasSeen(page, 'sawUnreachable')).toBe(false);
    await slow.close();

    const busy = await newContext(fixture.browser, fixture.platform.url, PHONE_WITH_SW);
    await busy.route(/\/wps\/system\/status/, (route) =>
      route.fulfill({
        status: 429,
        contentType: 'text/plain',
        headers: { 'Retry-After': '5' },
        body: 'Too Many Requests',
      }),
    );
    const busyPage = await busy.newPage();
    await busyPage.goto('/');
    const message = busyPage.locator('[data-testid="platform-unreachable"][data-reason="busy"]');
    await message.waitFor();
    await message.getByRole('button').waitFor();
    await busy.close();
  });
});

describe('a money action whose answer is lost is taken once when tried again', () => {
  it('a deposit order', async () => {
    const keys: string[] = [];
    const { page } = await signedInPage(fixture.browser, fixture.platform, 'demo01', '/?mc=depositv2', {
      screen: PHONE_WITH_SW,
      prepare: async (context) => {
        await context.route(/\/wps\/transaction\/deposit$/, async (route) => {
          keys.push(route.request().headers()['idempotency-key'] ?? '');
          if (keys.length === 1) await loseAnswer(route, 'reset');
          else await route.continue();
        });
      },
    });
    const before = (await listDeposits(fixture.platform)).filter((order) => order.username === 'demo01').length;
    const form = page.getByTestId('deposit-form');
    await form.locator('input').first().fill('321');
    await form.locator('button[type="submit"]').tap();
    await form.locator('.form-error').waitFor();
    await form.locator('button[type="submit"]').tap();
    await page.getByTestId('deposit-order').waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const orders = (await listDeposits(fixture.platform)).filter((order) => order.username === 'demo01');
    expect(orders.length - before).toBe(1);
    await page.context().close();
  });

  it('a ticket on the framed lottery page; a changed ticket is a new one', async () => {
    // Just after a 5D1 draw, so the minute's sale is ahead of the test.
    await advanceClock(fixture.platform, (await remainTime(fixture.platform, '5D1')) + 500);
    const keys: string[] = [];
    const { page } = await signedInPage(fixture.browser, fixture.platform, 'demo01', '/elott', {
      screen: PHONE_WITH_SW,
      prepare: async (context) => {
        await context.route(/\/lottery\/api\/tickets$/, async (route) => {
          if (route.request().method() !== 'POST') return route.continue();
          keys.push(route.request().headers()['idempotency-key'] ?? '');
          if (keys.length === 1) await loseAnswer(route, 'reset');
          else await route.continue();
        });
      },
    });
    await page.locator('.lottery-popular__item[data-game="5D1"] a.button').tap();
    const frame = page.frameLocator('iframe.lottery-frame');
    await frame.locator('#bet-form:not([hidden])').waitFor();
    await expect.poll(() => frame.locator('#game').inputValue()).toBe('5D1');
    await frame.locator('button.choice[data-value="BIG"]').tap();
    await frame.locator('#stake').fill('10');
    await frame.locator('#buy').tap();
    await frame.locator('#form-error:not([hidden])').waitFor();
    await frame.locator('#buy:not([disabled])').tap();
    await frame.locator('#notice.ok').waitFor();
    expect(keys[1]).toBe(keys[0]);
    await expect.poll(() => frame.locator('#tickets li[data-state="OPEN"]').count()).toBe(1);
    // Another stake is another ticket: a new key, a second ticket.
    await frame.locator('#stake').fill('20');
    await frame.locator('#buy:not([disabled])').tap();
    await expect.poll(() => frame.locator('#tickets li[data-state="OPEN"]').count()).toBe(2);
    expect(keys[2]).not.toBe(keys[0]);
    expect((await bets(page, 'ELOTT')).map((bet) => bet.stake).sort()).toEqual(['10.00', '20.00']);
    await page.context().close();
  });

  it('a round of a framed house game', async () => {
    const rounds: string[] = [];
    const { page } = await signedInPage(fixture.browser, fixture.platform, 'demo01', '/rng', {
      screen: PHONE_WITH_SW,
      prepare: async (context) => {
        await context.route(/\/games\/api\/dice\/play$/, async (route) => {
          rounds.push((route.request().postDataJSON() as { roundId: string }).roundId);
          if (rounds.length === 1) await loseAnswer(route, 'bad-gateway');
          else await route.continue();
        });
      },
    });
    const before = (await bets(page, 'RNG')).filter((bet) => bet.gameCode === 'TALA-DICE').length;
    await page.locator('[data-testid="game-card"][data-game-code="TALA-DICE"] .game-card__launch').tap();
    const frame = page.frameLocator('.game-frame__iframe');
    await frame.locator('#play:not([disabled])').tap();
    await frame.locator('#error:not([hidden])').waitFor();
    await frame.locator('#play:not([disabled])').tap();
    await frame.locator('#last-round:not([hidden])').waitFor({ state: 'attached' });
    expect(rounds).toHaveLength(2);
    expect(rounds[1]).toBe(rounds[0]);
    const after = (await bets(page, 'RNG')).filter((bet) => bet.gameCode === 'TALA-DICE').length;
    expect(after - before).toBe(1);
    await page.context().close();
  });
});
