/**
 * A member's money in every engine, in one signed-in visit per engine walked inside the app (as a
 * player does, and cheaper than a sign-in per journey): a deposit order, a withdrawal with the
 * payment password (set first, then a bank card, as the spec's withdraw screen asks), a round of a
 * house game framed in the app moving the header balance, and a lottery ticket on the framed
 * betting page. Frames are reached through `EnginePage.frame` in every engine. Each engine has its
 * own member, so the engines' journeys cannot meet; the Chromium suite covers each in depth
 * (wallet, games-launch, lottery specs).
 */
import { describe, expect, it } from 'vitest';

import type { EngineName, EnginePage } from '../e2e/engines/engine-page';
import { selectedEngines, useEnginePlatform, useSharedPage } from '../e2e/engines/engines';
import { dismissPopup, grouped, seedSession, sidewaysScroll } from '../e2e/engines/steps';
import { adjustBalance, advanceClock, memberBalance, saveAccount } from '../e2e/support/admin';
import { remainTime } from '../e2e/support/lottery-draws';

const fixture = useEnginePlatform();
const PAYMENT_PASSWORD = '246810';
const memberOf = (engine: EngineName) => `${engine}02`;

/** The header balance once it shows `amount` ("1000.00"), as the player reads it. */
async function headerShows(page: EnginePage, amount: string): Promise<void> {
  await page.waitFor('[data-testid="header-balance"][data-state="ok"]', { state: 'attached', text: grouped(amount) });
}

/** Goes home inside the app (the tab bar) and closes what home may pop up. */
async function goHome(page: EnginePage): Promise<void> {
  await page.press('Escape');
  await page.click('.tab-bar [data-tab="home"]');
  await page.waitFor('[data-testid="home-page"]');
  await dismissPopup(page);
}

describe.each(selectedEngines())('%s at 360×740', (engine) => {
  const username = memberOf(engine);
  const shared = useSharedPage(engine, fixture, async (page) => {
    await saveAccount(fixture.platform, { username, password: 'Engine1234', mode: 'upsert' });
    await adjustBalance(fixture.platform, username, '1000.00');
    await seedSession(page, fixture.platform, username);
    await page.goto('/');
    await page.waitFor('[data-testid="home-page"]');
    await dismissPopup(page);
  });

  it('orders a deposit from the member centre and sees it pending', async () => {
    const { page } = shared;
    await headerShows(page, '1000.00');
    await page.click('.header-balance__deposit');
    const form = '[data-testid="deposit-form"]';
    await page.waitFor(form);
    expect(await page.attribute(`${form} input`, 'inputmode')).toBe('decimal');
    await page.fill(`${form} input`, '500');
    await page.click(`${form} button[type="submit"]`);
    await page.waitFor('[data-testid="deposit-order"][data-state="PENDING"]');
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await page.click('dialog[open]:has(.member-centre) .ui-dialog__close');
    await page.waitFor('.member-centre', { state: 'detached' });
  });

  it('sets a payment password, binds a bank card and withdraws with the password; the header balance follows', async () => {
    const { page } = shared;
    const before = await memberBalance(fixture.platform, username);
    await page.click('.tab-bar [data-tab="account"]');
    await page.click('.member-centre [data-mc="withdraw"]');
    const setPassword = '[data-testid="set-payment-password-form"]';
    await page.waitFor(setPassword);
    await page.fill(`${setPassword} .field:nth-of-type(1) input`, PAYMENT_PASSWORD);
    await page.fill(`${setPassword} .field:nth-of-type(2) input`, PAYMENT_PASSWORD);
    await page.click(`${setPassword} button[type="submit"]`);
    const card = '[data-testid="bank-card-form"]';
    await page.waitFor(card);
    await page.fill(`${card} input[name="bankName"]`, 'BDO');
    await page.fill(`${card} input[name="accountName"]`, 'Engine Player');
    // An account number is one member's: each engine's member binds its own.
    await page.fill(`${card} input[name="accountNumber"]`, `00123456789${selectedEngines().indexOf(engine)}`);
    await page.fill(`${card} input[type="password"]`, PAYMENT_PASSWORD);
    await page.click(`${card} button[type="submit"]`);
    await page.waitFor('[data-testid="bank-card-list"] li');

    const form = '[data-testid="withdraw-form"]';
    await page.waitFor(form);
    expect(await page.attribute(`${form} input[name="amount"]`, 'inputmode')).toBe('decimal');
    await page.fill(`${form} input[name="amount"]`, '100');
    await page.fill(`${form} input[type="password"]`, PAYMENT_PASSWORD);
    await page.click(`${form} button[type="submit"]`);
    await page.waitFor('[data-testid="withdraw-created"]');
    await page.waitFor('[data-testid="withdraw-list"] [data-testid="withdrawal-row"]', { state: 'attached' });
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    // The 100.00 is held for the payout: the header shows the balance without it.
    const after = await memberBalance(fixture.platform, username);
    expect(Number(after.replace('.', '')) - Number(before.replace('.', ''))).toBe(-10_000);
    await headerShows(page, after);
    await goHome(page);
  });

  it('plays a round of the framed house dice from the RNG lobby; the header balance moves', async () => {
    const { page } = shared;
    const before = await memberBalance(fixture.platform, username);
    await headerShows(page, before);
    await page.click('.header-nav [data-category="RNG"] a');
    await page.click('[data-testid="game-card"][data-game-code="TALA-DICE"] .game-card__launch');
    const game = page.frame('[data-testid="game-frame"]');
    expect(await page.attribute('[data-testid="game-frame"]', 'sandbox')).not.toContain('allow-same-origin');
    await game.waitFor('#play:not([disabled])');
    await game.click('#play');
    await game.waitFor('#last-round:not([hidden])', { state: 'attached' });
    expect(await game.text('#result')).not.toBe('');
    // The round cost the 1.00 stake and paid 0 or 1.98: either way the balance moved.
    const after = await memberBalance(fixture.platform, username);
    expect(after).not.toBe(before);
    await headerShows(page, after);
    await page.click('[data-testid="back-to-lobby"]');
    await page.waitFor('.lobby-page [data-testid="game-card"]');
  });

  it('buys a lottery ticket on the framed betting page; the header balance falls by the stake', async () => {
    const { page } = shared;
    // Just after a 5D1 draw, so the minute's sale is ahead of the journey (the Chromium lottery spec does the same).
    await advanceClock(fixture.platform, (await remainTime(fixture.platform, '5D1')) + 500);
    const before = await memberBalance(fixture.platform, username);
    await page.click('.header-nav [data-category="ELOTT"] a');
    await page.click('.lottery-popular__item[data-game="5D1"] a.button');
    const lottery = page.frame('iframe.lottery-frame');
    await lottery.waitFor('#bet-form:not([hidden])');
    await expect
      .poll(() => lottery.evaluate(() => (document.getElementById('game') as HTMLSelectElement | null)?.value ?? ''))
      .toBe('5D1');
    await lottery.click('button.choice[data-value="BIG"]');
    await lottery.fill('#stake', '10');
    await lottery.click('#buy');
    await lottery.waitFor('#notice.ok');
    await lottery.waitFor('#tickets li[data-state="OPEN"]', { state: 'attached' });
    const after = await memberBalance(fixture.platform, username);
    expect(Number(before.replace('.', '')) - Number(after.replace('.', ''))).toBe(1_000);
    await page.waitFor('[data-testid="bar-balance"]', { state: 'attached', text: grouped(after) });
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });
});
