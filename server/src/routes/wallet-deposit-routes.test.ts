import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BalanceSchema, DepositOrderSchema, DepositSettingsSchema, PageOfSchema } from '#contract/wallet-schemas.ts';

import { testBackends } from '../db/test-databases.ts';
import { admin, envelope, expectOk, expectRefusal } from '../test-support/account-client.ts';
import { createTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { moneyCall, newKey, tokenFor } from '../test-support/wallet-client.ts';

const OperatorDeposit = v.object({ ...DepositOrderSchema.entries, username: v.string() });

describe.each(testBackends())('deposits on $name', (backend) => {
  let platform: TestPlatform;
  let token: string;
  beforeAll(async () => {
    platform = await createTestPlatform({}, { backend });
    token = await tokenFor(platform, 'demo01');
  });
  afterAll(() => platform.dispose());

  const deposit = (body: unknown, key = newKey()) =>
    moneyCall(platform, token, 'POST', '/wps/transaction/deposit', body, key);
  const mainBalance = async () =>
    (await expectOk(moneyCall(platform, token, 'GET', '/wps/v2/wallets/balance'), BalanceSchema)).balance[0]
      ?.availBalance;

  it('lists three channels with limits and presets', async () => {
    const settings = await expectOk(
      moneyCall(platform, token, 'GET', '/wps/relay/MCSFE_getDepositSettings'),
      DepositSettingsSchema,
    );
    expect(settings.allowDeposit).toBe(true);
    expect(settings.channels.map((channel) => [channel.id, channel.type])).toEqual([
      [1, 'BANK'],
      [2, 'QR'],
      [3, 'EWALLET'],
    ]);
    expect(settings.channels[0]).toMatchObject({
      minAmount: '100.00',
      maxAmount: '50000.00',
      presets: ['100.00', '500.00', '1000.00', '5000.00', '10000.00'],
    });
    expect(settings.channels[1]?.payTo.qrPayload).toMatch(/^0002/);
  });

  it('opens orders, credits approved ones once and leaves rejected ones alone', async () => {
    const key = newKey();
    const order = await expectOk(deposit({ channelId: 2, amount: '500' }, key), DepositOrderSchema);
    expect(order).toMatchObject({ channelId: 2, channelType: 'QR', amount: '500.00', state: 'PENDING' });
    expect(order.reference).toMatch(/^D20260615\d{6}$/);
    expect(order.payTo.accountName).toBe('Tala Gaming Inc.');
    expect(await expectOk(deposit({ channelId: 2, amount: '500.00' }, key), DepositOrderSchema)).toEqual(order);
    await expectRefusal(deposit({ channelId: 3, amount: '500' }, key), 'request.param.err', 400);

    const pending = await expectOk(admin(platform, 'GET', '/admin/deposits?state=pending'), v.array(OperatorDeposit));
    expect(pending.map((item) => item.id)).toEqual([order.id]);
    expect(pending[0]?.username).toBe('demo01');
    const approved = await expectOk(admin(platform, 'POST', `/admin/deposits/${order.id}/approve`), OperatorDeposit);
    expect(approved.state).toBe('APPROVED');
    expect(await mainBalance()).toBe('1500.00');
    const again = await envelope(admin(platform, 'POST', `/admin/deposits/${order.id}/approve`));
    expect(again).toMatchObject({ status: 400, success: false, errorCode: 'request.param.err' });
    expect(again.message).toContain('already APPROVED');
    expect((await envelope(admin(platform, 'POST', '/admin/deposits/99999/approve'))).status).toBe(404);

    const second = await expectOk(deposit({ channelId: 1, amount: '100' }), DepositOrderSchema);
    expect(
      (await expectOk(admin(platform, 'POST', `/admin/deposits/${second.id}/reject`), OperatorDeposit)).state,
    ).toBe('REJECTED');
    expect((await envelope(admin(platform, 'POST', `/admin/deposits/${second.id}/approve`))).status).toBe(400);
    expect(await mainBalance()).toBe('1500.00');

    const page = await expectOk(
      moneyCall(platform, token, 'GET', '/wps/transaction/deposit/orders?pageNo=1&pageSize=1'),
      PageOfSchema(DepositOrderSchema),
    );
    expect(page).toMatchObject({ pageNum: 1, pageSize: 1, totalPages: 2, totalCount: 2 });
    expect(page.content.map((item) => [item.id, item.state])).toEqual([[second.id, 'REJECTED']]);
    const next = await expectOk(
      moneyCall(platform, token, 'GET', '/wps/transaction/deposit/orders?pageNo=2&pageSize=1'),
      PageOfSchema(DepositOrderSchema),
    );
    expect(next.content.map((item) => [item.id, item.state])).toEqual([[order.id, 'APPROVED']]);
    await expectRefusal(
      moneyCall(platform, token, 'GET', '/wps/transaction/deposit/orders?pageNo=0'),
      'request.param.err',
      400,
    );
  });

  it('refuses amounts outside the channel, unknown channels and closed deposits', async () => {
    await expectRefusal(deposit({ channelId: 1, amount: '99.99' }), 'deposit.invalid.amount');
    await expectRefusal(deposit({ channelId: 1, amount: '50000.01' }), 'deposit.invalid.amount');
    await expectRefusal(deposit({ channelId: 1, amount: '0' }), 'empty.amount');
    expect((await expectRefusal(deposit({ channelId: 9, amount: '100' }), 'request.param.err', 400)).message).toContain(
      'channelId',
    );
    expect((await expectRefusal(deposit({ channelId: 1, amount: 100 }), 'request.param.err', 400)).message).toContain(
      'amount',
    );
    expect((await expectRefusal(deposit({ channelId: 1, amount: '100' }, ''), 'request.param.err', 400)).message).toBe(
      'Idempotency-Key is required',
    );
    const settings = await expectOk(
      moneyCall(platform, token, 'GET', '/wps/relay/MCSFE_getDepositSettings'),
      DepositSettingsSchema,
    );
    expect(
      (
        await admin(platform, 'PUT', '/admin/settings/deposit.settings', {
          value: { ...settings, allowDeposit: false },
        })
      ).status,
    ).toBe(200);
    await expectRefusal(deposit({ channelId: 1, amount: '100' }), 'function.not.available');
    expect(
      (
        await admin(platform, 'PUT', '/admin/settings/deposit.settings', {
          value: { allowDeposit: true, channels: [{ id: 1 }] },
        })
      ).status,
    ).toBe(400);
  });
});
