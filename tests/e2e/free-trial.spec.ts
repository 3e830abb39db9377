/**
 * Free trial: "Free trial" signs in a trial account with trial credit, shown in the
 * header as trial credit (never as money); a house game plays on it and the credit follows the
 * rounds; a vendor's game, the deposit button and a member-centre link give the real-account warning.
 * The lottery sells a trial account tickets on its trial credit too. A guest's tap on a house hot
 * game offers free play or the login; "Play for fun" plays it at once on trial credit.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { advanceClock } from './support/admin';
import { startFreeTrial } from './support/auth-steps';
import { newContext, PHONE } from './support/browser';
import { usePlatform } from './support/fixture';
import { hotGamesByFreePlay, openHome } from './support/home';
import { remainTime } from './support/lottery-draws';

const fixture = usePlatform();

const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');
/** "Trial credit" in Tagalog, the default language. */
const TRIAL_CREDIT = 'Trial na kredito';

/** The header's trial credit, once it shows an amount. */
async function trialCredit(page: Page): Promise<string> {
  const amount = page.getByTestId('trial-credit-amount');
  await page.locator('[data-testid="trial-credit-amount"]:text-matches("\\\\d")').waitFor();
  return (await amount.textContent()) ?? '';
}

async function closeWarning(page: Page): Promise<void> {
  const warning = page.getByTestId('trial-warning');
  await warning.waitFor();
  await page.keyboard.press('Escape');
  await warning.waitFor({ state: 'detached' });
}

describe('free trial', () => {
  it("plays a house game on trial credit and warns on vendors' games, deposit and the member centre", async () => {
    const context = await newContext(fixture.browser, fixture.platform.url);
    const page = await context.newPage();
    await startFreeTrial(page);

    // The header shows the trial credit, labelled, and no money balance.
    const header = page.getByTestId('header-trial-credit');
    expect(await trialCredit(page)).toContain('2,000.00');
    expect(await header.textContent()).toContain(TRIAL_CREDIT);
    expect(await page.getByTestId('header-balance').count()).toBe(0);

    // A house game plays on the trial credit; the header follows the frame's balance.
    await page.goto('/rng?page=TALA');
    await page.locator('[data-game-code="TALA-SLOT"] .game-card__launch').click();
    const game = page.frameLocator('[data-testid="game-frame"]');
    await game.locator('#play:not([disabled])').waitFor();
    expect(digits(await game.locator('#balance').textContent())).toBe('200000');
    expect(await game.locator('[data-t="trialCredit"]').textContent()).toBe(TRIAL_CREDIT);
    // Shown once: the game shows the credit, so the bar above it leaves it out.
    await expect.poll(() => page.getByTestId('bar-trial-credit').count()).toBe(0);
    // A round may win back exactly its stake: spin until the credit has moved (a few rounds at most).
    for (let round = 0; round < 8 && digits(await game.locator('#balance').textContent()) === '200000'; round += 1) {
      const before = (await game.locator('#next-nonce').textContent()) ?? '';
      await game.locator('#play').click();
      await expect
        .poll(async () => (await game.locator('#next-nonce').textContent()) ?? '', { timeout: 15_000 })
        .not.toBe(before);
      await game.locator('#play:not([disabled])').waitFor();
    }
    const after = digits(await game.locator('#balance').textContent());
    expect(after).not.toBe('200000');
    await page.getByTestId('back-to-lobby').click();
    await expect.poll(async () => digits(await trialCredit(page))).toBe(after);

    // Deposit, a member-centre link and a vendor's game: the real-account warning.
    await page.locator('.header-balance__deposit').click();
    await closeWarning(page);
    await page.goto('/?mc=depositv2');
    await closeWarning(page);
    expect(await page.locator('[data-mc]').count()).toBe(0);
    await page.locator('[data-category="PVP"] > .header-nav__item').click();
    await page.getByTestId('trial-warning').waitFor();
    expect(await page.getByTestId('launch-problem').getAttribute('data-kind')).toBe('trial');
    expect(await page.getByTestId('game-frame').count()).toBe(0);
    // Refused: the player stays where they tapped.
    expect(new URL(page.url()).pathname).not.toBe('/game');
    await context.close();
  });

  it("offers a guest free play on a house hot game in one tap, and the login on a vendor's", async () => {
    const context = await newContext(fixture.browser, fixture.platform.url, PHONE);
    const page = await context.newPage();
    await openHome(page);
    // Which hot games a free-play session may launch: the platform's list says so per game.
    const { house, vendor } = await hotGamesByFreePlay(fixture.platform.url);

    // A vendor's game: the login, as before.
    await page.locator(`[data-testid="home-hot-game"][data-node-id="${vendor.nodeId}"] button`).tap();
    await page.waitForURL(/modal=login/);
    // The dialog is open (its chunk loaded) before Escape: a key pressed earlier closes nothing.
    await page.getByTestId('login-form').waitFor();
    expect(await page.getByTestId('free-play-choice').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => !url.search.includes('modal=login'));

    // A house game: the choice; "Play for fun" starts a trial session and the game, shown once.
    await page.locator(`[data-testid="home-hot-game"][data-node-id="${house.nodeId}"] button`).tap();
    await page.getByTestId('free-play-choice-login').waitFor();
    await page.getByTestId('free-play-choice-fun').tap();
    await page.waitForURL(/\/game\?/);
    const game = page.frameLocator('[data-testid="game-frame"]');
    await game.locator('#play:not([disabled])').waitFor();
    expect(digits(await game.locator('#balance').textContent())).toBe('200000');
    expect(await game.locator('[data-t="trialCredit"]').textContent()).toBe(TRIAL_CREDIT);
    await expect.poll(() => page.getByTestId('bar-trial-credit').count()).toBe(0);
    await context.close();
  });

  it('buys a lottery ticket with trial credit', async () => {
    // Just after a 5D1 draw, so the minute's sale is ahead of the test.
    await advanceClock(fixture.platform, (await remainTime(fixture.platform, '5D1')) + 500);
    const context = await newContext(fixture.browser, fixture.platform.url);
    const page = await context.newPage();
    await startFreeTrial(page);
    await page.goto('/elott');
    await page.locator('.lottery-popular__item[data-game="5D1"] a.button').click();
    await page.waitForURL(/\/lottery\?/);
    const frame = page.frameLocator('iframe.lottery-frame');
    await frame.locator('#bet-form:not([hidden])').waitFor();
    expect(await frame.locator('#balance-label').textContent()).toBe(TRIAL_CREDIT);
    expect(digits(await frame.locator('#balance').textContent())).toBe('200000');
    await frame.locator('button.choice[data-value="BIG"]').click();
    await frame.locator('#stake').fill('10');
    await frame.locator('#buy').click();
    await frame.locator('#notice.ok').waitFor();
    await expect.poll(() => page.getByTestId('bar-trial-credit').textContent()).toContain('1,990.00');
    await context.close();
  });
});
