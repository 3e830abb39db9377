import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  BalanceSchema,
  DepositOrderSchema,
  DepositRecordSchema,
  DepositSettingsSchema,
  PageOfSchema,
  TransactionSchema,
} from '#contract/wallet-schemas.ts';

import { testBackends } from '../db/test-databases.ts';
import { admin, expectOk, expectRefusal, testClock } from '../test-support/account-client.ts';
import { createTestPlatform, TEST_NOW, type TestPlatform } from '../test-support/test-platform.ts';
import { moneyCall, newKey, tokenFor } from '../test-support/wallet-client.ts';

const RecordPage = PageOfSchema(TransactionSchema);
const HOUR = 3_600_000;

describe.each(testBackends())('account record on $name', (backend) => {
  let platform: TestPlatform;
  let token: string;
  const clock = testClock();
  beforeAll(async () => {
    platform = await createTestPlatform({}, { backend, now: clock.now });
    // 12:00 opening 1000 (seed); 13:00 transfer 300 to JDB; 14:00 back 100; 15:00 deposit 500; 16:00 operator -50.
    const later = async () => {
      clock.advance(HOUR);
      token = await tokenFor(platform, 'demo01');
    };
    const transfer = (body: object) =>
      expectOk(moneyCall(platform, token, 'POST', '/wps/relay/GCS_walletTransfer', body, newKey()), BalanceSchema);
    await later();
    await transfer({ from: 'MAIN', to: 'JDB', amount: '300' });
    await later();
    await transfer({ from: 'JDB', to: 'MAIN', amount: '100' });
    await later();
    const order = await expectOk(
      moneyCall(platform, token, 'POST', '/wps/transaction/deposit', { channelId: 1, amount: '500' }, newKey()),
      DepositOrderSchema,
    );
    expect((await admin(platform, 'POST', `/admin/deposits/${order.id}/approve`)).status).toBe(200);
    await later();
    expect(
      (await admin(platform, 'POST', '/admin/balances/adjust', { username: 'demo01', amount: '-50' })).status,
    ).toBe(200);
  });
  afterAll(() => platform.dispose());

  const record = (query = '') =>
    expectOk(moneyCall(platform, token, 'GET', `/wps/report/transaction${query}`), RecordPage);

  it('lists wallet movements newest first with the balance after each', async () => {
    const all = await record();
    expect(all).toMatchObject({ pageNum: 1, pageSize: 10, totalCount: 7, totalPages: 1 });
    expect(all.content.map((line) => [line.type, line.wallet, line.amount, line.balanceAfter])).toEqual([
      ['ADJUSTMENT', 'MAIN', '-50.00', '1250.00'],
      ['DEPOSIT', 'MAIN', '500.00', '1300.00'],
      ['TRANSFER_IN', 'MAIN', '100.00', '800.00'],
      ['TRANSFER_OUT', 'JDB', '-100.00', '200.00'],
      ['TRANSFER_IN', 'JDB', '300.00', '300.00'],
      ['TRANSFER_OUT', 'MAIN', '-300.00', '700.00'],
      ['ADJUSTMENT', 'MAIN', '1000.00', '1000.00'],
    ]);
    expect(all.content[1]?.reference).toMatch(/^D\d{14}$/);
    expect(all.content[0]?.createdAt).toBe(TEST_NOW.getTime() + 4 * HOUR);
  });

  it('pages and filters by type and time', async () => {
    const second = await record('?pageNo=2&pageSize=3');
    expect(second).toMatchObject({ pageNum: 2, pageSize: 3, totalCount: 7, totalPages: 3 });
    expect(second.content.map((line) => line.type)).toEqual(['TRANSFER_OUT', 'TRANSFER_IN', 'TRANSFER_OUT']);
    expect((await record('?pageNo=9')).content).toEqual([]);
    expect((await record('?type=transfer_in')).content.map((line) => line.wallet)).toEqual(['MAIN', 'JDB']);
    expect((await record('?type=DEPOSIT')).totalCount).toBe(1);
    const from = TEST_NOW.getTime() + HOUR;
    const to = TEST_NOW.getTime() + 2 * HOUR;
    expect((await record(`?from=${from}&to=${to}`)).content.map((line) => line.type)).toEqual([
      'TRANSFER_IN',
      'TRANSFER_OUT',
      'TRANSFER_IN',
      'TRANSFER_OUT',
    ]);
    expect((await record(`?from=${new Date(from).toISOString()}&type=ADJUSTMENT`)).totalCount).toBe(1);
    // Dates are Philippine business days: 16:00Z on the 15th is midnight of the 16th in Manila.
    expect((await record('?from=2026-06-16')).content.map((line) => line.amount)).toEqual(['-50.00']);
    expect((await record('?to=2026-06-15')).totalCount).toBe(6);
    for (const query of ['?type=NOPE', '?from=yesterday', '?pageSize=x', '?pageNo=-1']) {
      await expectRefusal(
        moneyCall(platform, token, 'GET', `/wps/report/transaction${query}`),
        'request.param.err',
        400,
      );
    }
    expect((await record('?pageSize=1000')).pageSize).toBe(100);
  });

  it('keeps the deposit record: orders by state and period, newest first, with their channel', async () => {
    const records = (query = '', who = token) =>
      expectOk(
        moneyCall(platform, who, 'GET', `/wps/report/depositTransaction${query}`),
        PageOfSchema(DepositRecordSchema),
      );
    const pending = await expectOk(
      moneyCall(platform, token, 'POST', '/wps/transaction/deposit', { channelId: 2, amount: '200' }, newKey()),
      DepositOrderSchema,
    );
    const { channels } = await expectOk(
      moneyCall(platform, token, 'GET', '/wps/relay/MCSFE_getDepositSettings'),
      DepositSettingsSchema,
    );
    const all = await records();
    expect(all).toMatchObject({ pageNum: 1, totalCount: 2 });
    expect(all.content.map((line) => [line.id, line.state, line.amount, line.channelType, line.channelName])).toEqual([
      [pending.id, 'PENDING', '200.00', 'QR', channels[1]?.name],
      [pending.id - 1, 'APPROVED', '500.00', 'BANK', channels[0]?.name],
    ]);
    expect(all.content[1]?.reference).toMatch(/^D\d{14}$/);
    expect((await records('?state=APPROVED')).content.map((line) => line.amount)).toEqual(['500.00']);
    expect((await records('?state=REJECTED')).totalCount).toBe(0);
    const approvedAt = TEST_NOW.getTime() + 3 * HOUR;
    expect((await records(`?to=${approvedAt}`)).content.map((line) => line.state)).toEqual(['APPROVED']);
    expect((await records(`?from=${approvedAt + 1}&state=PENDING`)).content.map((line) => line.id)).toEqual([
      pending.id,
    ]);
    expect(await records('?pageNo=2&pageSize=1')).toMatchObject({ totalPages: 2, content: [{ state: 'APPROVED' }] });
    expect((await records('', await tokenFor(platform, 'agent01'))).totalCount).toBe(0);
    for (const query of ['?state=approved', '?state=', '?from=yesterday', '?pageNo=0']) {
      await expectRefusal(
        moneyCall(platform, token, 'GET', `/wps/report/depositTransaction${query}`),
        'request.param.err',
        400,
      );
    }
  });
});
