/**
 * Lottery end to end with the test clock: the lobby's countdowns, the launch into the framed
 * betting page, a "big" ticket on the next 1-minute draw (a double click buys one), the draw and
 * settlement after the clock moves, the outcome in the header balance and the betting record; and
 * the north result table on /vnlottery once the daily draw is made.
 */
import { describe, expect, it } from 'vitest';

import { advanceClock } from './support/admin';
import { logIn } from './support/auth-steps';
import { closeAfterTest, newContext } from './support/browser';
import { usePlatform } from './support/fixture';
import { dismissPopup, openHome } from './support/home';
import { remainTime } from './support/lottery-draws';
import { signedInPage } from './support/signed-in';

const fixture = usePlatform();

interface Drawn {
  drawId: number;
  result: { numbers?: number[]; prizes?: string[][] };
}

async function lgw<T>(path: string): Promise<T> {
  const response = await fetch(`${fixture.platform.url}${path}`, { headers: { Merchant: 'tala' } });
  return (await response.json()) as T;
}

describe('lottery', () => {
  it('bets big on the next 1-minute draw from the lobby; the settlement shows in the balance and the betting record', async () => {
    // Start just after a 5D1 draw, so the whole minute's sale is ahead of the test.
    await advanceClock(fixture.platform, (await remainTime(fixture.platform, '5D1')) + 500);
    const { context, page } = await signedInPage(fixture.browser, fixture.platform, 'demo01');
    await page.goto('/elott');
    const item = page.locator('.lottery-popular__item[data-game="5D1"]');
    const countdown = item.getByTestId('lottery-countdown');
    await expect.poll(() => countdown.textContent()).toMatch(/^00:[0-5]\d$/);
    const first = await countdown.textContent();
    await expect.poll(() => countdown.textContent(), { timeout: 5_000 }).not.toBe(first);

    await item.locator('a.button').click();
    await page.waitForURL(/\/lottery\?/);
    const frame = page.frameLocator('iframe.lottery-frame');
    expect(await page.locator('iframe.lottery-frame').getAttribute('sandbox')).toBe('allow-scripts allow-forms');
    await frame.locator('#bet-form:not([hidden])').waitFor();
    await expect.poll(() => frame.locator('#game').inputValue()).toBe('5D1');
    await frame.locator('button.choice[data-value="BIG"]').click();
    await frame.locator('#stake').fill('10');
    await frame.locator('#buy').dblclick();
    await frame.locator('#notice.ok').waitFor();
    await expect.poll(() => frame.locator('#tickets li[data-state="OPEN"]').count()).toBe(1);
    await expect.poll(() => page.getByTestId('header-balance').textContent()).toContain('990.00');

    const moved = await advanceClock(fixture.platform, 60_000);
    expect(moved.jobs.lottery).toBeGreaterThan(0);
    const [drawn] = await lgw<Drawn[]>('/lgw/games/opened/numero?gameCode=5D1');
    const sum = (drawn?.result.numbers ?? []).reduce((total, digit) => total + digit, 0);
    const won = sum >= 23;
    await expect.poll(() => frame.locator('#tickets li[data-state="SETTLED"]').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByTestId('header-balance').textContent()).toContain(won ? '1,009.80' : '990.00');

    const record = await page.evaluate(async () => {
      const response = await fetch('/wps/report/bets?category=ELOTT', {
        headers: { Merchant: 'tala', Authorization: sessionStorage.getItem('token') ?? '' },
      });
      return (await response.json()) as {
        value: { content: { gameCode: string; state: string; stake: string; win: string | null }[] };
      };
    });
    expect(record.value.content).toEqual([
      expect.objectContaining({ gameCode: '5D1', state: 'SETTLED', stake: '10.00', win: won ? '19.80' : '0.00' }),
    ]);
    await context.close();
  });

  it('shows the north result table on /vnlottery once the daily draw is made, header and a way back on a phone', async () => {
    await advanceClock(fixture.platform, (await remainTime(fixture.platform, 'VN_NORTH')) + 1_000);
    const [north] = Object.values(
      await lgw<Record<string, { draws: Drawn[] }>>('/lgw/vn/numeros/opened/game?gameCode=VN_NORTH'),
    );
    const special = north?.draws[0]?.result.prizes?.[0]?.[0];
    expect(special).toMatch(/^\d{5}$/);
    // A 360 px phone: header only (spec §2), but the app's header, so the player can still leave, not a bare page.
    const context = closeAfterTest(
      await fixture.browser.newContext({
        baseURL: fixture.platform.url,
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
      }),
    );
    const page = await context.newPage();
    await page.goto('/vnlottery');
    const table = page.getByTestId('vn-result-table').first();
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(8);
    expect(await table.locator('.vn-result__special td').textContent()).toBe(special);
    expect(await table.locator('.vn-result__number').count()).toBe(27);
    expect(await page.locator('.site-header .header-logo').isVisible()).toBe(true);
    expect(await page.locator('.site-header .header-nav').isVisible()).toBe(true);
    expect(await page.locator('.site-footer, .tab-bar').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    if (process.env.TALA_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.TALA_SCREENSHOTS}/phone-vnlottery.png`, fullPage: false });
    await page.getByTestId('vn-lottery-back').tap();
    await page.waitForURL((url) => url.pathname === '/elott');
  });

  it('starts a lottery vendor from the header dropdown after a login check, each vendor its own way', async () => {
    const context = await newContext(fixture.browser, fixture.platform.url);
    const page = await context.newPage();
    const choose = async (code: string) => {
      await page.locator('.header-nav [data-category="LOTT"]').hover();
      await page.locator(`.header-nav [data-category="LOTT"] .nav-dropdown__vendor[data-vendor="${code}"]`).click();
    };
    await openHome(page);
    await choose('TCG_LOTTO_VN');
    await page.locator('dialog[open]').getByTestId('login-form').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.keyboard.press('Escape');

    await logIn(page, 'demo01', 'Demo1234');
    await dismissPopup(page);
    await choose('TCG_LOTTO_VN');
    await page.waitForURL((url) => url.pathname === '/vnlottery');
    await openHome(page);
    await choose('TCG_SEA');
    await page.waitForURL(
      (url) =>
        url.pathname === '/lottery' &&
        url.searchParams.get('vendor') === 'TCG_SEA' &&
        url.searchParams.get('view') === 'lobby',
    );
    await context.close();
  });
});
