import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { reportEndpoints } from '#contract/endpoints/report-endpoints.ts';
import {
  BalanceSchema,
  DepositOrderSchema,
  DepositRecordSchema,
  DepositSettingsSchema,
  PageOfSchema,
  TransactionSchema,
  WithdrawalSchema,
} from '#contract/wallet-schemas.ts';

import { testBackends } from '../db/test-databases.ts';
import { admin, expectOk, expectRefusal, testClock } from '../test-support/account-client.ts';
import { createTestPlatform, TEST_NOW, type TestPlatform } from '../test-support/test-platform.ts';
import { bindWithdrawalCard, encryptedMoneyCall, moneyCall, newKey, tokenFor } from '../test-support/wallet-client.ts';

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

describe.each(testBackends())('withdrawal record on $name', (backend) => {
  let platform: TestPlatform;
  let token: string;
  const ids: Record<string, number> = {};
  const clock = testClock();
  beforeAll(async () => {
    platform = await createTestPlatform({}, { backend, now: clock.now });
    token = await tokenFor(platform, 'demo01');
    const cardId = await bindWithdrawalCard(platform, token);
    const withdraw = async (amount: string) =>
      (
        await expectOk(
          encryptedMoneyCall(
            platform,
            token,
            'POST',
            '/wps/transaction/withdraw',
            { bankCardId: cardId, amount, paymentPassword: '123456' },
            newKey(),
          ),
          WithdrawalSchema,
        )
      ).id;
    const review = async (id: number, action: string) =>
      expect((await admin(platform, 'POST', `/admin/withdrawals/${id}/${action}`)).status).toBe(200);
    // 12:00 a request rejected; 13:00 one paid and never answered (30 minutes to confirm); 14:00 one pending.
    ids.rejected = await withdraw('200');
    await review(ids.rejected, 'reject');
    // A session idles out within the hour: sign in again after each.
    const later = async () => {
      clock.advance(HOUR);
      token = await tokenFor(platform, 'demo01');
    };
    await later();
    ids.paid = await withdraw('150');
    await review(ids.paid, 'approve');
    await review(ids.paid, 'pay');
    await later();
    ids.pending = await withdraw('120');
  });
  afterAll(() => platform.dispose());

  const records = (query = '', who = token) =>
    expectOk(
      moneyCall(platform, who, 'GET', `/wps/report/withdrawTransaction${query}`),
      reportEndpoints.withdrawRecords.response,
    );

  it('lists the requests newest first with state, amount and the masked payout account; a payout left unanswered counts as received', async () => {
    const answer = await moneyCall(platform, token, 'GET', '/wps/report/withdrawTransaction');
    // The account's number leaves the platform masked only.
    expect(await answer.clone().text()).not.toContain('09171234567');
    const all = await records();
    expect(all).toMatchObject({ pageNum: 1, pageSize: 10, totalCount: 3, totalPages: 1 });
    expect(all.content.map((line) => [line.id, line.state, line.amount, line.receivedAmount])).toEqual([
      [ids.pending, 'PENDING', '120.00', null],
      [ids.paid, 'AUTO_RECEIVED', '150.00', '150.00'],
      [ids.rejected, 'REJECTED', '200.00', null],
    ]);
    expect(all.content[0]).toMatchObject({
      bankName: 'GCash',
      maskedNumber: '****4567',
      createdAt: TEST_NOW.getTime() + 2 * HOUR,
    });
    expect(all.content[0]?.reference).toMatch(/^W\d{14}$/);
  });

  it('filters by state and period, pages, and shows a member only their own', async () => {
    const states = async (query: string) => (await records(query)).content.map((line) => line.state);
    expect(await states('?state=REJECTED')).toEqual(['REJECTED']);
    expect((await records('?state=PAID')).totalCount).toBe(0);
    expect(await states(`?to=${TEST_NOW.getTime() + HOUR - 1}`)).toEqual(['REJECTED']);
    expect(await states(`?from=${TEST_NOW.getTime() + HOUR}&state=PENDING`)).toEqual(['PENDING']);
    expect(await states(`?from=${TEST_NOW.getTime() + HOUR}&to=${TEST_NOW.getTime() + 2 * HOUR - 1}`)).toEqual([
      'AUTO_RECEIVED',
    ]);
    expect(await records('?pageNo=2&pageSize=1')).toMatchObject({
      totalCount: 3,
      totalPages: 3,
      content: [{ id: ids.paid }],
    });
    expect((await records('', await tokenFor(platform, 'agent01'))).totalCount).toBe(0);
    for (const query of ['?state=paid', '?state=', '?from=yesterday', '?pageNo=0']) {
      await expectRefusal(
        moneyCall(platform, token, 'GET', `/wps/report/withdrawTransaction${query}`),
        'request.param.err',
        400,
      );
    }
  });
});
