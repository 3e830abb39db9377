/**
 * Money end to end: deposit → operator approves → balance rises → transfer to a vendor wallet and
 * back → account record; withdraw (double-click sends once) → operator pays → receipt confirmed;
 * a partial payout reported with proof, the receipt showing received and remaining amounts; both in
 * the withdrawal record, filtered by state; every bad amount gets its message.
 */
import { describe, expect, it } from 'vitest';

import { adjustBalance, decideDeposit, reviewWithdrawal, saveAccount } from './support/admin';
import { appCode, bindForWithdrawals } from './support/authenticator';
import { usePlatform } from './support/fixture';
import { balanceText } from './support/header-balance';
import { openCentre } from './support/member-centre';
import { message, messagePattern } from './support/messages';
import { signedInPage } from './support/signed-in';
import { PNG_1X1 } from './support/upload-files';

const fixture = usePlatform();

describe('wallet', () => {
  it('deposits, gets approved, transfers to a vendor wallet and back, and shows it in the account record', async () => {
    const { context, page } = await signedInPage(fixture.browser, fixture.platform, 'demo01');
    expect(await balanceText(page)).toContain('1,000.00');

    await openCentre(page, 'depositv2');
    const form = page.getByTestId('deposit-form');
    const amountProblems: [string, RegExp][] = [
      ['', messagePattern('Enter an amount.')],
      ['abc', messagePattern('Enter the amount as a number, for example 500 or 500.50.')],
      ['-5', messagePattern('The amount cannot be negative.')],
      ['10.555', messagePattern('Use at most two decimal places.')],
      ['50', messagePattern('The minimum amount is {min}.')],
      ['99999999', messagePattern('The maximum amount is {max}.')],
    ];
    for (const [bad, expected] of amountProblems) {
      await form.locator('input').fill(bad);
      await form.locator('button[type="submit"]').click();
      await expect
        .poll(() => form.locator('.field__error').textContent(), { message: `amount "${bad}"` })
        .toMatch(expected);
    }
    await form.locator('input').fill('500');
    await form.locator('button[type="submit"]').click();
    const order = page.getByTestId('deposit-order');
    await order.waitFor();
    expect(await order.getAttribute('data-state')).toBe('PENDING');
    await decideDeposit(fixture.platform, (await order.getAttribute('data-id')) as string, 'approve');
    await page.keyboard.press('Escape');
    await page.locator('.header-balance .icon-button').nth(1).click();
    await expect.poll(() => balanceText(page)).toContain('1,500.00');

    await openCentre(page, 'transferFund');
    const transfer = page.getByTestId('transfer-form');
    await transfer.locator('#transfer-to').selectOption({ index: 0 });
    await transfer.locator('input').fill('200');
    await transfer.locator('button[type="submit"]').click();
    await transfer.locator('.form-success').waitFor();
    await page.getByTestId('recall-all').click();
    // The transfer's own success line is already there: wait for the recall's, word for word.
    await expect
      .poll(() => transfer.locator('.form-success').textContent())
      .toBe(message('All vendor wallets were moved back to the main wallet.'));
    await expect.poll(() => balanceText(page)).toContain('1,500.00');

    await openCentre(page, 'transactionHistory');
    const history = page.getByTestId('transaction-history');
    await history.locator('[data-testid="transaction-row"]').first().waitFor();
    const types = await history
      .locator('[data-testid="transaction-row"]')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-type')));
    expect(types).toEqual(expect.arrayContaining(['DEPOSIT', 'TRANSFER_OUT', 'TRANSFER_IN']));
    await context.close();
  });

  it('withdraws once on a double click, gets paid, and confirms; a second one is not received, with proof', async () => {
    const { context, page } = await signedInPage(fixture.browser, fixture.platform, 'demo01');
    await openCentre(page, 'withdraw');
    const setPassword = page.getByTestId('set-payment-password-form');
    await setPassword.locator('input').nth(0).fill('246810');
    await setPassword.locator('input').nth(1).fill('246810');
    await setPassword.locator('button[type="submit"]').click();
    const card = page.getByTestId('bank-card-form');
    await card.waitFor();
    const cardInputs = card.locator('input');
    await cardInputs.nth(0).fill('BDO');
    await cardInputs.nth(1).fill('Demo Player');
    await cardInputs.nth(2).fill('001234567890');
    await cardInputs.nth(3).fill('246810');
    await card.locator('button[type="submit"]').click();
    await page.getByTestId('bank-card-list').locator('text=7890').first().waitFor();

    const form = page.getByTestId('withdraw-form');
    const amount = form.locator('input[inputmode="decimal"]');
    await amount.fill('5000');
    await form.locator('input[type="password"]').fill('246810');
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => form.locator('.field__error').first().textContent()).toMatch(/./);
    await amount.fill('300');
    await form.locator('button[type="submit"]').dblclick();
    await page.getByTestId('withdraw-created').waitFor();
    const rows = page.getByTestId('withdraw-list').getByTestId('withdrawal-row');
    await expect.poll(() => rows.count()).toBe(1);
    const id = (await rows.first().getAttribute('data-id')) as string;
    await reviewWithdrawal(fixture.platform, id, 'approve');
    await reviewWithdrawal(fixture.platform, id, 'pay');
    await openCentre(page, 'withdraw');
    const paid = page.locator(`[data-testid="withdrawal-row"][data-id="${id}"]`);
    await expect.poll(() => paid.getAttribute('data-state')).toBe('PAID');
    await paid.getByTestId('confirm-received').click();
    await expect.poll(() => paid.getAttribute('data-state')).toBe('RECEIVED');
    expect(await paid.getByTestId('received-amount').textContent()).toContain('300.00');
    expect(await paid.getByTestId('remaining-amount').textContent()).toContain('0.00');

    await amount.fill('100');
    await form.locator('input[type="password"]').fill('246810');
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => rows.count()).toBe(2);
    const second = (await rows.first().getAttribute('data-id')) as string;
    await reviewWithdrawal(fixture.platform, second, 'approve');
    await reviewWithdrawal(fixture.platform, second, 'pay');
    await openCentre(page, 'withdraw');
    const notReceived = page.locator(`[data-testid="withdrawal-row"][data-id="${second}"]`);
    await expect.poll(() => notReceived.getAttribute('data-state')).toBe('PAID');
    await notReceived.getByTestId('confirm-not-received').click();
    await notReceived
      .getByTestId('proof-input')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await notReceived.getByTestId('proof-error').waitFor();
    await notReceived
      .getByTestId('proof-input')
      .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG_1X1 });
    // A partial payout: all of it is refused (that is "received"), 40 of the 100 is reported.
    const part = notReceived.getByTestId('received-part');
    await part.fill('100');
    await notReceived.getByTestId('submit-proof').click();
    await notReceived.locator('.field__error').waitFor();
    await part.fill('40');
    await notReceived.getByTestId('submit-proof').click();
    await expect.poll(() => notReceived.getAttribute('data-state')).toBe('NOT_RECEIVED');
    expect(await notReceived.getByTestId('received-amount').textContent()).toContain('40.00');
    expect(await notReceived.getByTestId('remaining-amount').textContent()).toContain('60.00');

    // Both requests are in the withdrawal record, the account masked; its state filter keeps one.
    await page.locator('[data-mc="withdrawRecord"]').click();
    const record = page.getByTestId('withdraw-record');
    const lines = record.getByTestId('withdraw-record-row');
    const states = () => lines.evaluateAll((found) => found.map((line) => line.getAttribute('data-state')));
    await expect.poll(states).toEqual(['NOT_RECEIVED', 'RECEIVED']);
    const received = (await lines.last().textContent()) ?? '';
    expect([received.includes('BDO · ****7890'), received.includes('300.00')]).toEqual([true, true]);
    await record.getByTestId('withdraw-state').selectOption('RECEIVED');
    await expect.poll(states).toEqual(['RECEIVED']);

    // 1,500.00 after the first test's deposit, − 300 − 100 paid out: each withdrawal moved money once.
    await page.keyboard.press('Escape');
    await page.locator('.header-balance .icon-button').nth(1).click();
    await expect.poll(() => balanceText(page)).toContain('1,100.00');
    await context.close();
  });

  it('shows the balance and each channel as a tile with its logo, limits and time to credit, then the live state of the order', async () => {
    const { context, page } = await signedInPage(fixture.browser, fixture.platform, 'player02');
    const header = await balanceText(page);
    await openCentre(page, 'depositv2');
    const deposit = page.getByTestId('deposit-page');
    await page.getByTestId('deposit-form').waitFor();
    // The balance, once more where the money goes in (the header's amount).
    expect(header).toContain((await deposit.getByTestId('deposit-balance').locator('strong').textContent()) ?? '—');

    const tiles = deposit.getByTestId('deposit-channel');
    expect(await tiles.count()).toBe(3);
    expect(await tiles.evaluateAll((all) => all.map((tile) => tile.getAttribute('data-kind')))).toEqual([
      'bank',
      'qr',
      'gcash',
    ]);
    for (const tile of await tiles.all()) {
      // A drawn logo (no image request), the limits from the platform's decimal strings.
      expect(await tile.locator('svg[data-testid="channel-logo"]').count()).toBe(1);
      expect(await tile.getByTestId('channel-limits').textContent()).toBe('₱100.00 – ₱50,000.00');
    }
    const about = message('Credited in about {duration}').split('{duration}')[0] ?? '';
    expect(await tiles.nth(0).getByTestId('channel-time').textContent()).toMatch(new RegExp(`^${about}.*30`));
    expect(await tiles.nth(2).getByTestId('channel-time').textContent()).toBe(message('Credited at once'));

    // The tiles are radios: the arrow keys move the choice, and the form follows the chosen channel.
    await tiles.nth(0).locator('input').focus();
    await page.keyboard.press('ArrowDown');
    expect(await tiles.nth(1).locator('input').isChecked()).toBe(true);
    const form = page.getByTestId('deposit-form');
    await form.locator('input').fill('250');
    await form.locator('button[type="submit"]').click();
    const order = page.getByTestId('deposit-order');
    await order.waitFor();
    expect(await order.getAttribute('data-state')).toBe('PENDING');
    expect(await order.getByTestId('deposit-status').textContent()).toBe(message('Waiting for approval'));
    const reference = (await order.getByTestId('deposit-reference').textContent()) ?? '';
    expect(reference).toMatch(/^\S{6,}$/);
    await order.locator('img, canvas, svg').first().waitFor();
    // The operator approves: the card says so without a reload, and the balance follows.
    await decideDeposit(fixture.platform, (await order.getAttribute('data-id')) as string, 'approve');
    await expect.poll(() => order.getAttribute('data-state'), { timeout: 20_000 }).toBe('APPROVED');
    expect(await order.getByTestId('deposit-status').textContent()).toBe(message('Credited to your balance'));
    expect(await order.getByTestId('deposit-reference').textContent()).toBe(reference);
    await expect
      .poll(() => deposit.getByTestId('deposit-balance').textContent())
      .not.toContain(header.replace(/^\D+/, ''));
    await context.close();
  });

  it("shows a platform's own channel logo and hides the limits and time a platform does not send", async () => {
    const { context, page } = await signedInPage(fixture.browser, fixture.platform, 'player02');
    await page.route('**/wps/relay/MCSFE_getDepositSettings*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { value: { channels: Record<string, unknown>[] } };
      body.value.channels = body.value.channels.map((channel, index) => {
        // A platform of the family that sends neither the time to credit nor an upper limit.
        const rest = { ...channel };
        delete rest.creditMinutes;
        delete rest.maxAmount;
        return index === 0 ? { ...rest, iconUrl: '/favicon.svg' } : rest;
      });
      await route.fulfill({ response, json: body });
    });
    await openCentre(page, 'depositv2');
    const tiles = page.getByTestId('deposit-channel');
    await tiles.first().waitFor();
    const logo = tiles.nth(0).locator('img[data-testid="channel-logo"]');
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await tiles.nth(1).locator('svg[data-testid="channel-logo"]').count()).toBe(1);
    expect(await page.getByTestId('channel-time').count()).toBe(0);
    expect(await page.getByTestId('channel-limits').count()).toBe(0);
    await page.getByTestId('deposit-form').waitFor();
    await context.close();
  });

  it('asks for the authenticator code on a transfer to the upline while "also for withdrawals" is on', async () => {
    await saveAccount(fixture.platform, {
      username: 'totpup01',
      password: 'Totp12345',
      mode: 'create',
      upline: 'agent01',
    });
    await adjustBalance(fixture.platform, 'totpup01', '300');
    const { page } = await signedInPage(fixture.browser, fixture.platform, 'totpup01');
    await page.setViewportSize({ width: 390, height: 844 });
    const secret = await bindForWithdrawals(page, fixture.platform, 'Totp12345');
    await openCentre(page, 'withdraw');
    const setPassword = page.getByTestId('set-payment-password-form');
    await setPassword.locator('input').nth(0).fill('246810');
    await setPassword.locator('input').nth(1).fill('246810');
    await setPassword.locator('button[type="submit"]').click();
    await page.getByTestId('bank-card-form').waitFor();

    // Money leaving by transfer asks for the code as a withdrawal does: the field is there, required.
    await openCentre(page, 'transferUpline');
    const form = page.getByTestId('transfer-upline-form');
    await form.locator('input[inputmode="decimal"]').fill('25');
    await form.locator('input[name="paymentPassword"]').fill('246810');
    const code = form.locator('input[name="authenticatorCode"]');
    await code.waitFor();
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => form.locator('.field__error').count()).toBe(1);
    await code.fill(await appCode(fixture.platform, secret));
    await form.locator('button[type="submit"]').click();
    await form.locator('.form-success').waitFor();
    expect(await code.inputValue()).toBe('');
    await expect.poll(() => balanceText(page)).toContain('275.00');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.context().close();
  });
});
