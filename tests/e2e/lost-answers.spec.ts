/**
 * Money actions whose answer is lost (issue 31): the platform takes the order, ticket or bet, but
 * the answer never reaches the phone (a reset connection, a proxy's 502 page). The player tries the
 * same thing again, and it must be taken once: the app's deposit (every app money action goes
 * through the same hook, `src/api/money-requests.test.ts`), a ticket on the framed lottery page and
 * a round of a framed house game (dice, slot and baccarat share `game-common.js`). A changed ticket
 * is a new one. One platform and one browser for the file.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { advanceClock, listDeposits } from './support/admin';
import { PHONE } from './support/browser';
import { usePlatform } from './support/fixture';
import { signedInPage } from './support/signed-in';

const fixture = usePlatform();

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

/** Time to the next draw of `gameCode` (ms). */
async function remainTime(gameCode: string): Promise<number> {
  const response = await fetch(`${fixture.platform.url}/lgw/games/popular?count=100`, {
    headers: { Merchant: 'tala' },
  });
  const games = (await response.json()) as { gameCode: string; remainTime: number }[];
  return games.find((game) => game.gameCode === gameCode)?.remainTime ?? 0;
}

describe('a money action whose answer is lost is taken once when tried again', () => {
  it('a deposit order', async () => {
    const keys: string[] = [];
    const { page } = await signedInPage(fixture.browser, fixture.platform, 'demo01', '/?mc=depositv2', {
      screen: PHONE,
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
    await advanceClock(fixture.platform, (await remainTime('5D1')) + 500);
    const keys: string[] = [];
    const { page } = await signedInPage(fixture.browser, fixture.platform, 'demo01', '/elott', {
      screen: PHONE,
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
      screen: PHONE,
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
