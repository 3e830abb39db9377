/**
 * A member launches games: PVP's only vendor straight from the nav into a sandboxed frame (a reload
 * launches afresh, the address bar never holds the launch URL); favourites survive a reload; an
 * offline launch is refused with a message and no frame, and starts once the connection is back.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { setMaintenance } from './support/admin';
import { startFreeTrial } from './support/auth-steps';
import { newContext, WITH_SERVICE_WORKER } from './support/browser';
import { usePlatform } from './support/fixture';
import { balanceText } from './support/header-balance';
import { waitForServiceWorkerControl } from './support/page-helpers';
import { signedInPage } from './support/signed-in';

const fixture = usePlatform();

/** Counts launch requests the page sends. */
function countLaunches(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes('/wps/game/launchGame')) count += 1;
  });
  return { count: () => count };
}

interface BetsAnswer {
  value: {
    content: { gameCode: string; vendor: string; stake: string; win: string | null; state: string }[];
    totals: { count: number; stake: string; win: string };
  };
}

/** The member's betting record through `GET /wps/report/bets`, with the page's own session. */
function fetchBets(page: Page): Promise<BetsAnswer> {
  return page.evaluate(async () => {
    const config = (await (await fetch('/config.json')).json()) as { merchant: string };
    const response = await fetch('/wps/report/bets?pageNo=1&pageSize=20', {
      headers: { Merchant: config.merchant, Authorization: sessionStorage.getItem('token') ?? '' },
    });
    return (await response.json()) as BetsAnswer;
  });
}

/** "1234.50" → "1,234.50" (grouping as the header shows it). */
function grouped(money: string): string {
  const [whole = '0', cents = '00'] = money.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** a − b + c on 2-decimal strings, in minor units (never floats). */
function moneyAfter(start: string, stake: string, win: string): string {
  const minor = (value: string) => BigInt(value.replace('.', ''));
  const total = minor(start) - minor(stake) + minor(win);
  return `${total / 100n}.${String(total % 100n).padStart(2, '0')}`;
}

describe('game launch for a member', () => {
  it('plays the slot from the RNG page: the header balance and the betting record follow the rounds', async () => {
    const { context, page } = await signedInPage(fixture.browser, fixture.platform, 'demo01');
    expect(await balanceText(page)).toContain('1,000.00');
    await page.goto('/rng?page=TALA');
    await page.locator('[data-game-code="TALA-SLOT"] .game-card__launch').click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/game' && url.searchParams.get('vassalage') === 'TALA' && url.searchParams.has('nodeId'),
    );
    const game = page.frameLocator('[data-testid="game-frame"]');
    await game.locator('#play:not([disabled])').waitFor();
    // The round message from the frame (and only that, this soon) makes the app ask for the balance again.
    const balanceAsked = page.waitForRequest((request) => request.url().includes('/wps/v2/wallets/balance'), {
      timeout: 15_000,
    });
    await game.locator('#play').click();
    await balanceAsked;
    await expect
      .poll(async () => (await game.locator('#result').textContent())?.trim() ?? '', { timeout: 15_000 })
      .toMatch(/./);

    await expect.poll(async () => (await fetchBets(page)).value.totals.count).toBe(1);
    const bets = (await fetchBets(page)).value;
    expect(bets.content[0]).toMatchObject({ gameCode: 'TALA-SLOT', vendor: 'TALA', stake: '1.00', state: 'SETTLED' });
    // The frame's round message refreshes the header balance: 1,000.00 − stake + win.
    const expected = grouped(moneyAfter('1000.00', bets.totals.stake, bets.totals.win));
    await expect.poll(() => balanceText(page)).toContain(expected);
    await context.close();
  });

  it('launches the one PVP vendor from the nav into a sandboxed frame, relaunches on reload, and goes back', async () => {
    const { context, page } = await signedInPage(fixture.browser, fixture.platform, 'demo01');
    const launches = countLaunches(page);
    await page.locator('[data-category="PVP"] > .header-nav__item').click();
    await page.waitForURL((url) => url.pathname === '/game' && url.searchParams.get('vassalage') === 'KP');
    const frame = page.getByTestId('game-frame');
    await frame.waitFor();
    expect(await frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-popups');
    expect(await frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(await frame.getAttribute('allow')).toBe('fullscreen; autoplay');
    const first = (await frame.getAttribute('src')) ?? '';
    const token = new URL(first).searchParams.get('t') ?? '';
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(page.url()).not.toContain(token);
    expect(launches.count()).toBe(1);

    await page.reload();
    await frame.waitFor();
    expect(await frame.getAttribute('src')).not.toBe(first);
    expect(launches.count()).toBe(2);

    await page.getByTestId('back-to-lobby').click();
    await page.waitForURL((url) => url.pathname === '/pvp');
    // The launch put the game in the member's recents.
    await page.locator('#lobby-tab-recent').click();
    const recent = page.locator('[data-testid="game-card"]');
    await recent.first().waitFor();
    expect(await recent.first().getAttribute('data-vendor')).toBe('KP');
    await context.close();
  });

  it('keeps a favourite across a reload and lists it in the favourites view', async () => {
    const { context, page } = await signedInPage(fixture.browser, fixture.platform, 'demo01');
    await page.goto('/live?page=TALA');
    const card = page.locator('[data-testid="game-card"]').first();
    await card.waitFor();
    const nodeId = await card.getAttribute('data-node-id');
    const star = card.getByTestId('favourite-star');
    const added = page.waitForResponse((r) => r.url().includes('MCSFE_addFavoriteGameV2') && r.ok());
    await star.click();
    await added;
    expect(await star.getAttribute('aria-pressed')).toBe('true');

    await page.reload();
    const again = page.locator(`[data-testid="game-card"][data-node-id="${nodeId}"] [data-testid="favourite-star"]`);
    await expect.poll(() => again.getAttribute('aria-pressed')).toBe('true');

    await page.locator('#lobby-tab-favourites').click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'favourites');
    const favourites = page.locator('[data-testid="game-card"]');
    await favourites.first().waitFor();
    expect(await favourites.evaluateAll((cards) => cards.map((c) => c.getAttribute('data-node-id')))).toEqual([nodeId]);
    await favourites.first().getByTestId('favourite-star').click();
    await page.locator('#lobby-panel .empty-state').waitFor();
    await context.close();
  });

  it('refuses an offline launch with a message and no frame, and starts the game when back online', async () => {
    const { context, page } = await signedInPage(fixture.browser, fixture.platform, 'demo01', '/', {
      screen: WITH_SERVICE_WORKER,
    });
    await waitForServiceWorkerControl(page);
    await page.goto('/rng?page=TALA');
    await page.locator('[data-testid="game-card"]').first().waitFor();
    const launches = countLaunches(page);
    await context.setOffline(true);
    await page.locator('[data-testid="game-card"] .game-card__launch').first().click();
    // No address, no /game: the reason shows over the lobby the player tapped in.
    const problem = page.getByTestId('launch-problem');
    await problem.waitFor();
    expect(await problem.getAttribute('data-kind')).toBe('offline');
    expect((await problem.textContent())?.trim()).toContain('Offline ka');
    expect(await problem.getByTestId('launch-retry').count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/rng');
    expect(await page.getByTestId('game-frame').count()).toBe(0);
    expect(launches.count()).toBe(0);

    await context.setOffline(false);
    await page.waitForURL((url) => url.pathname === '/game');
    await page.getByTestId('game-frame').waitFor();
    expect(launches.count()).toBe(1);
    await context.close();
  });

  it("shows a trial account the real-account warning instead of a vendor's game", async () => {
    const context = await newContext(fixture.browser, fixture.platform.url);
    const page = await context.newPage();
    await startFreeTrial(page);
    // House games play on trial credit (free-trial.spec.ts); another vendor's game needs a real account.
    await page.goto('/rng?page=JDB');
    await page.locator('[data-testid="game-card"][data-vendor="JDB"] .game-card__launch').first().click();
    const problem = page.getByTestId('launch-problem');
    await problem.waitFor();
    expect(await problem.getAttribute('data-kind')).toBe('trial');
    await page.getByTestId('trial-warning').waitFor();
    expect(await page.getByTestId('game-frame').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/rng');
    await context.close();
  });

  it('explains a game under maintenance and points to other games', async () => {
    await setMaintenance(fixture.platform, 'game', 'TALA-DICE', true);
    try {
      const { context, page } = await signedInPage(fixture.browser, fixture.platform, 'demo01');
      await page.goto('/rng?page=TALA');
      await page.locator('[data-game-code="TALA-DICE"] .game-card__launch').click();
      const problem = page.getByTestId('launch-problem');
      await problem.waitFor();
      expect(await problem.getAttribute('data-kind')).toBe('maintenance');
      expect(await page.getByTestId('game-frame').count()).toBe(0);
      // The player stays in the lobby they tapped in, with the reason, and can close it.
      expect(new URL(page.url()).pathname).toBe('/rng');
      await page.getByTestId('launch-problem-close').click();
      await expect.poll(() => problem.count()).toBe(0);
      await context.close();
    } finally {
      await setMaintenance(fixture.platform, 'game', 'TALA-DICE', false);
    }
  });
});
