/**
 * The personal centre beyond the wallet: a reward the operator grants is claimed once (double
 * click) and shows in the balance, bonus details (with what is left to wager) and the account record; my account changes the
 * nickname and the avatar and binds an e-mail with the code from the outbox; the betting record
 * opens from the member menu with its filters; a real round of a built-in game (launched with the
 * member's session, played on the game's own page) shows in the betting record and account record;
 * a deposit shows in the deposit record, filtered by state.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { codeIn, decideDeposit, grantReward, latestOutboxMessage, listRewards, saveAccount } from './support/admin';
import { usePlatform } from './support/fixture';
import { balanceText } from './support/header-balance';
import { openCentre } from './support/member-centre';
import { message } from './support/messages';
import { setHouseStake } from './support/page-helpers';
import { signedInPage } from './support/signed-in';
import { PNG_1X1 } from './support/upload-files';

const fixture = usePlatform();

/** With TALA_SCREENSHOTS=<folder>, a picture of the screen (to look at by eye). */
async function shoot(page: Page, name: string): Promise<void> {
  const folder = process.env.TALA_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png` });
}

/** "₱1,025.00" → 102500. */
const cents = (text: string) => Number(text.replace(/[^\d]/g, ''));

describe('member centre', () => {
  it('claims an operator-granted reward once on a double click; it shows in the balance, bonus details and account record', async () => {
    const { context, page } = await signedInPage(fixture.browser, fixture.platform, 'demo01');
    expect(await balanceText(page)).toContain('1,000.00');
    expect(
      (await grantReward(fixture.platform, { username: 'demo01', amount: '25', title: 'E2E loyalty', validDays: 7 }))
        .state,
    ).toBe('CLAIMABLE');

    await openCentre(page, 'rewardCenter');
    const reward = page.getByTestId('reward-center').locator('[data-testid="reward"]', { hasText: 'E2E loyalty' });
    await reward.getByTestId('claim-reward').dblclick();
    await expect.poll(() => reward.getAttribute('data-state')).toBe('CLAIMED');
    await page.getByTestId('reward-center').locator('.form-success').waitFor();
    expect(await reward.getByTestId('claim-reward').count()).toBe(0);
    await expect.poll(() => balanceText(page)).toContain('1,025.00');
    expect(
      (await listRewards(fixture.platform, 'demo01')).find((reward) => reward.title === 'E2E loyalty')?.state,
    ).toBe('CLAIMED');

    await openCentre(page, 'bonusDetails');
    const bonus = page.getByTestId('bonus-details');
    await bonus.getByTestId('transaction-row').first().waitFor();
    expect(
      await bonus.getByTestId('transaction-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-type'))),
    ).toEqual(['BONUS']);
    expect(await bonus.getByTestId('bonus-total').textContent()).toContain('25.00');
    // The bonus must be wagered before a withdrawal: none of it is yet.
    const wagering = bonus.getByTestId('bonus-wagering');
    expect(await wagering.locator('progress').getAttribute('value')).toBe('0');
    expect(await wagering.locator('p').last().textContent()).toBe(
      message('{remaining} more in valid bets before you can withdraw.', { remaining: '₱25.00' }),
    );

    await openCentre(page, 'transactionHistory');
    const history = page.getByTestId('transaction-history');
    await history.getByTestId('transaction-row').first().waitFor();
    expect(await history.locator('[data-testid="transaction-row"][data-type="BONUS"]').count()).toBe(1);
    // On a desktop the record list is a table (on a phone, cards: phone-layout.spec.ts).
    expect(await history.locator('table[data-shape="table"] tbody tr[data-testid="transaction-row"]').count()).toBe(
      await history.getByTestId('transaction-row').count(),
    );
    await context.close();
  });

  it('changes the nickname and the avatar, and binds an e-mail with the code from the outbox and the login password', async () => {
    const { context, page } = await signedInPage(fixture.browser, fixture.platform, 'demo01');
    await openCentre(page, 'securityCenter');
    const account = page.getByTestId('my-account');

    const nickname = account.getByTestId('nickname-form');
    const nicknameInput = nickname.locator('input[name="nickname"]');
    for (const [typed, why] of [
      ['x', message('2 to 20 letters, numbers, spaces, _ - or . (start with a letter or number).')],
      ['Agent One', message('This nickname is already taken.')],
    ] as const) {
      await nicknameInput.fill(typed);
      await nickname.locator('button[type="submit"]').click();
      await expect.poll(() => nickname.locator('.field__error').textContent(), { message: typed }).toBe(why);
      expect(await nicknameInput.inputValue()).toBe(typed);
    }
    await nicknameInput.fill('Lucky Star');
    await nickname.locator('button[type="submit"]').click();
    await nickname.locator('.form-success').waitFor();
    await expect.poll(() => account.getByTestId('profile-nickname').textContent()).toBe('Lucky Star');

    const avatar = account.getByTestId('avatar-section');
    await avatar.locator('[data-testid="avatar-choice"][data-code="A03"]').click();
    const current = avatar.getByTestId('current-avatar');
    await expect.poll(() => current.getAttribute('data-type')).toBe('STATIC');
    await expect.poll(() => avatar.locator('[data-code="A03"]').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => current.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96);
    await avatar
      .getByTestId('avatar-file')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await avatar.getByTestId('avatar-error').waitFor();
    await avatar.getByTestId('avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expect.poll(() => current.getAttribute('data-type')).toBe('CUSTOM');
    await expect.poll(() => current.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

    const bind = account.getByTestId('bind-email-form');
    await bind.locator('input[type="email"]').fill('lucky@tala.example');
    await bind.locator('.send-code').click();
    const code = codeIn(await latestOutboxMessage(fixture.platform, 'lucky@tala.example'));
    await bind.locator('input[name="verificationCode"]').fill(code);
    // Binding asks for the login password: a wrong one is refused under the field, the code and
    // the address stay typed, and the right one binds.
    const password = bind.locator('input[type="password"]');
    await password.fill('Wrong1234');
    await bind.locator('button[type="submit"]').click();
    // The app runs in the player's language here (Tagalog: "Mali ang login password.").
    await expect.poll(() => bind.locator('.field__error').textContent()).toMatch(/login password/i);
    expect(await bind.locator('input[name="verificationCode"]').inputValue()).toBe(code);
    await password.fill('Demo1234');
    await bind.locator('button[type="submit"]').click();
    await bind.locator('.form-success').waitFor();
    await expect.poll(() => account.getByTestId('profile-email').textContent()).toBe('lu****@tala.example');
    await context.close();
  });

  it('shows the admin label and member labels in the member dropdown and My account; long ones fit 360 px', async () => {
    const long = 'Platinum high-roller member since 2019';
    await saveAccount(fixture.platform, {
      username: 'label01',
      password: 'Label1234',
      mode: 'create',
      clubLabel: 'Gold club of the Manila area',
      memberLabels: ['VIP', long],
    });
    await using signed = await signedInPage(fixture.browser, fixture.platform, 'label01');
    const { page } = signed;
    await page.setViewportSize({ width: 360, height: 740 });
    // The session the page starts with has no labels: opening the menu reads member info, which fills them.
    await page.getByTestId('member-menu').click();
    const who = page.getByTestId('member-who');
    await who.getByTestId('member-label').nth(1).waitFor();
    expect(await who.getByTestId('admin-label').getAttribute('title')).toBe('Gold club of the Manila area');
    expect(await who.getByTestId('member-label').allTextContents()).toEqual(['VIP', long]);
    const fits = () =>
      page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        boxes: [...document.querySelectorAll('.member-labels__item')].map((el) => {
          const box = el.getBoundingClientRect();
          return box.left >= 0 && box.right <= 360;
        }),
      }));
    expect(await fits()).toEqual({ page: 360, boxes: [true, true, true] });
    await shoot(page, 'phone-member-dropdown-labels');
    await page.goto('/?mc=securityCenter');
    const labels = page.getByTestId('profile-labels');
    await labels.getByTestId('member-label').nth(1).waitFor();
    expect(await labels.getByTestId('admin-label').textContent()).toContain('Gold club of the Manila area');
    expect(await fits()).toEqual({ page: 360, boxes: [true, true, true] });
    await shoot(page, 'phone-my-account-labels');
  });

  it('opens the betting record from the member menu, with period, category and provider filters, the P&L page and the deposit record', async () => {
    const { context, page } = await signedInPage(fixture.browser, fixture.platform, 'demo01');
    await page.getByTestId('member-menu').click();
    await page.getByTestId('menu-bets').click();
    const record = page.getByTestId('betting-record');
    await record.waitFor();
    expect(await page.locator('[data-mc="personalHistoryCopy"]').getAttribute('aria-current')).toBe('page');
    // The menu keeps the spec's order around the new pages.
    expect(
      await page
        .locator('.member-centre__menu [data-mc]')
        .evaluateAll((items) => items.map((i) => i.getAttribute('data-mc'))),
    ).toEqual([
      'securityCenter',
      'transferFund',
      'depositv2',
      'withdraw',
      'transferUpline',
      'personalHistoryCopy',
      'transactionHistory',
      'personalProfit',
      'bonusDetails',
      'rewardCenter',
      'referral',
      'missionLeaderboard',
      'messageV2',
      'myGames',
      'depositRecord',
      'withdrawRecord',
    ]);
    await record.locator('.empty-state').waitFor();
    expect(await record.getByTestId('bet-category').locator('option').count()).toBeGreaterThan(1);
    const range = await record.getByTestId('window-range').textContent();
    await record.getByTestId('window-previous').click();
    await expect.poll(() => record.getByTestId('window-range').textContent()).not.toBe(range);
    await record.getByTestId('preset-30').click();
    expect(await record.getByTestId('preset-30').getAttribute('aria-pressed')).toBe('true');

    await page.locator('[data-mc="personalProfit"]').click();
    await expect.poll(() => page.getByTestId('profit-total').textContent()).toContain('0.00');
    // The document is named after the screen each row declares, then the page's again when the centre closes.
    await expect.poll(() => page.title()).toBe(`${message('Personal profit and loss')} · Tala`);
    await page.locator('[data-mc="depositv2"]').click();
    await expect.poll(() => page.title()).toBe(`${message('Deposit')} · Tala`);
    // A deposit (rejected: no money moves) shows in the deposit record, which filters by state.
    const form = page.getByTestId('deposit-form');
    await form.locator('input').fill('500');
    await form.locator('button[type="submit"]').click();
    const order = page.getByTestId('deposit-order');
    await order.waitFor();
    await decideDeposit(fixture.platform, (await order.getAttribute('data-id')) as string, 'reject');
    await page.locator('[data-mc="depositRecord"]').click();
    const deposits = page.getByTestId('deposit-record');
    const rows = deposits.getByTestId('deposit-record-row');
    await rows.first().waitFor();
    expect(await rows.evaluateAll((found) => found.map((row) => row.getAttribute('data-state')))).toEqual(['REJECTED']);
    expect(await rows.first().textContent()).toContain('500.00');
    await deposits.getByTestId('deposit-state').selectOption('PENDING');
    await deposits.locator('.empty-state').waitFor();
    await deposits.getByTestId('deposit-state').selectOption('REJECTED');
    await rows.first().waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.member-centre').waitFor({ state: 'detached' });
    await expect.poll(() => page.title()).toBe(`${message('Home')} · Tala`);
    await context.close();
  });

  it('plays a built-in slot round on its page; the bet shows in the betting record, P&L, account record and My games', async () => {
    const { context, page } = await signedInPage(fixture.browser, fixture.platform, 'demo01');
    const before = cents(await balanceText(page));
    // The launch the game lobby makes, with this browser's session.
    const gameUrl = await page.evaluate(async () => {
      const headers = { Merchant: 'tala', Authorization: sessionStorage.getItem('token') ?? '' };
      const list = (await (
        await fetch('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=TALA', { headers })
      ).json()) as { value: { games: { gameCode: string; nodeId: number }[] } };
      const slot = list.value.games.find((item) => item.gameCode === 'TALA-SLOT');
      const launch = (await (
        await fetch(`/wps/game/launchGame?launchMode=GLS&nodeId=${slot?.nodeId ?? 0}&language=EN`, { headers })
      ).json()) as { value: { content: { game_url: string } } };
      return launch.value.content.game_url;
    });
    const game = await context.newPage();
    await game.goto(gameUrl);
    await game.locator('#play:not([disabled])').waitFor();
    await setHouseStake(game, '10.00');
    await game.locator('#play').click();
    await expect.poll(() => game.locator('#result').textContent()).toMatch(/./);
    await game.close();

    await openCentre(page, 'personalHistoryCopy');
    const record = page.getByTestId('betting-record');
    const bet = record.getByTestId('bet-row').first();
    await bet.waitFor();
    expect(await record.getByTestId('bet-row').count()).toBe(1);
    expect(await bet.getAttribute('data-state')).toBe('SETTLED');
    expect(await bet.textContent()).toContain('TALA');
    expect(await record.getByTestId('total-stake').textContent()).toContain('10.00');
    const reference = (await bet.getAttribute('data-reference')) ?? '';
    const win = cents((await bet.getAttribute('data-win')) ?? '');
    await record.getByTestId('bet-category').selectOption('LIVE');
    await record.locator('.empty-state').waitFor();
    await record.getByTestId('bet-category').selectOption('RNG');
    await record.getByTestId('bet-vendor').selectOption('TALA');
    await expect.poll(() => record.getByTestId('bet-row').count()).toBe(1);

    await page.locator('[data-mc="personalProfit"]').click();
    await page.locator('[data-testid="profit-row"][data-category="RNG"]').waitFor();

    await openCentre(page, 'transactionHistory');
    const history = page.getByTestId('transaction-history');
    await history.getByTestId('transaction-row').first().waitFor();
    const betLines = await history
      .locator('[data-testid="transaction-row"]', { hasText: reference })
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-type')));
    expect(betLines).toContain('BET');
    // Seamless wallet: the round moved the main wallet by exactly −stake + win, once (the page was reloaded since).
    await expect.poll(async () => cents(await balanceText(page))).toBe(before - 1_000 + win);

    // My games: the slot just played is in the recents; its star adds it to the favourites, and a tap plays it.
    await page.locator('[data-mc="myGames"]').click();
    const played = page.getByTestId('my-recent').locator('[data-testid="game-card"][data-game-code="TALA-SLOT"]');
    await played.waitFor();
    await played.getByTestId('favourite-star').click();
    await page.getByTestId('my-favourites').locator('[data-game-code="TALA-SLOT"]').waitFor();
    await played.locator('.game-card__launch').click();
    await page.waitForURL((url) => url.pathname === '/game' && !url.searchParams.has('mc'));
    await context.close();
  });
});
