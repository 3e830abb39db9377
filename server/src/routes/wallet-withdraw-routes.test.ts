import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BalanceSchema, PageOfSchema, WithdrawalSchema, WithdrawSettingsSchema } from '#contract/wallet-schemas.ts';

import { testBackends } from '../db/test-databases.ts';
import { admin, envelope, expectOk, expectRefusal, testClock } from '../test-support/account-client.ts';
import { createTestPlatform, TEST_NOW, type TestPlatform } from '../test-support/test-platform.ts';
import {
  bindWithdrawalCard,
  createMember,
  encryptedMoneyCall,
  JPEG_DATA_URL,
  moneyCall,
  newKey,
  PNG_DATA_URL,
  tokenFor,
} from '../test-support/wallet-client.ts';

const OperatorWithdrawal = v.object({ ...WithdrawalSchema.entries, username: v.string(), accountNumber: v.string() });

describe.each(testBackends())('withdrawals on $name', (backend) => {
  let platform: TestPlatform;
  let token: string;
  let cardId: number;
  const clock = testClock();
  beforeAll(async () => {
    platform = await createTestPlatform({}, { backend, now: clock.now });
    token = await tokenFor(platform, 'demo01');
    cardId = await bindWithdrawalCard(platform, token);
  });
  afterAll(() => platform.dispose());

  const withdraw = (amount: string, key = newKey(), extra: object = {}) =>
    encryptedMoneyCall(
      platform,
      token,
      'POST',
      '/wps/transaction/withdraw',
      { bankCardId: cardId, amount, paymentPassword: '123456', ...extra },
      key,
    );
  const confirm = (id: number, body: unknown, key = newKey()) =>
    moneyCall(platform, token, 'POST', `/wps/transaction/withdraw/${id}/confirm`, body, key);
  const review = (id: number, action: string) =>
    expectOk(admin(platform, 'POST', `/admin/withdrawals/${id}/${action}`), OperatorWithdrawal);
  const main = async () =>
    (await expectOk(moneyCall(platform, token, 'GET', '/wps/v2/wallets/balance'), BalanceSchema)).balance[0];
  const list = () =>
    expectOk(moneyCall(platform, token, 'GET', '/wps/transaction/withdraw/orders'), PageOfSchema(WithdrawalSchema));

  it('holds the amount, and a rejection gives it back', async () => {
    await expectRefusal(withdraw('99.99'), 'withdraw.amount.limit');
    await expectRefusal(withdraw('20000.01'), 'withdraw.amount.limit');
    await expectRefusal(withdraw('100', newKey(), { paymentPassword: '000000' }), 'invalid.payment.pw');
    expect(
      (await expectRefusal(withdraw('100', newKey(), { bankCardId: 999 }), 'request.param.err', 400)).message,
    ).toContain('bankCardId');
    await expectRefusal(withdraw('1000.01'), 'account.balance.not.enough');
    expect((await expectRefusal(withdraw('100', ''), 'request.param.err', 400)).message).toBe(
      'Idempotency-Key is required',
    );
    const key = newKey();
    const pending = await expectOk(withdraw('200', key), WithdrawalSchema);
    expect(pending).toMatchObject({
      amount: '200.00',
      state: 'PENDING',
      paidAt: null,
      confirmBy: null,
      forcedReceipt: false,
      hasProof: false,
      receivedAmount: null,
      remainingAmount: null,
      bankCard: { id: cardId, maskedNumber: '****4567' },
    });
    expect(await expectOk(withdraw('200.00', key), WithdrawalSchema)).toEqual(pending);
    expect(await main()).toMatchObject({ availBalance: '800.00', holdBalance: '200.00' });
    const rejected = await review(pending.id, 'reject');
    expect(rejected).toMatchObject({ state: 'REJECTED', username: 'demo01', accountNumber: '09171234567' });
    expect(await main()).toMatchObject({ availBalance: '1000.00', holdBalance: '0.00' });
    expect((await envelope(admin(platform, 'POST', `/admin/withdrawals/${pending.id}/pay`))).status).toBe(400);
  });

  it("pays, then takes the member's receipt or a not-received answer with proof", async () => {
    const first = await expectOk(withdraw('150'), WithdrawalSchema);
    await expectRefusal(confirm(first.id, { received: true }), 'account.booked.trans.confirmed');
    expect((await envelope(admin(platform, 'POST', `/admin/withdrawals/${first.id}/pay`))).message).toContain(
      'expected APPROVED',
    );
    await review(first.id, 'approve');
    const paid = await review(first.id, 'pay');
    expect(paid).toMatchObject({
      state: 'PAID',
      paidAt: TEST_NOW.getTime(),
      confirmBy: TEST_NOW.getTime() + 30 * 60_000,
    });
    expect(await main()).toMatchObject({ availBalance: '850.00', holdBalance: '0.00' });
    const key = newKey();
    const received = await expectOk(confirm(first.id, { received: true }, key), WithdrawalSchema);
    expect(received).toMatchObject({ state: 'RECEIVED', receivedAmount: '150.00', remainingAmount: '0.00' });
    expect(await expectOk(confirm(first.id, { received: true }, key), WithdrawalSchema)).toEqual(received);
    await expectRefusal(
      confirm(first.id, { received: false, proofImage: PNG_DATA_URL }),
      'account.booked.trans.confirmed',
    );
    await expectRefusal(confirm(424242, { received: true }), 'not.exists.transaction');
    await createMember(platform.deps.db, 'otherplayer', {}, TEST_NOW);
    await expectRefusal(
      moneyCall(
        platform,
        await tokenFor(platform, 'otherplayer'),
        'POST',
        `/wps/transaction/withdraw/${first.id}/confirm`,
        { received: true },
        newKey(),
      ),
      'not.exists.transaction',
    );

    const second = await expectOk(withdraw('100'), WithdrawalSchema);
    await review(second.id, 'approve');
    await review(second.id, 'pay');
    await expectRefusal(confirm(second.id, { received: false }), 'request.param.err', 400);
    const gif = `data:image/png;base64,${Buffer.from('GIF89a....').toString('base64')}`;
    expect(
      (await expectRefusal(confirm(second.id, { received: false, proofImage: gif }), 'request.param.err', 400)).message,
    ).toContain('only PNG or JPEG');
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0);
    Buffer.from(PNG_DATA_URL.split(',')[1] ?? '', 'base64').copy(big);
    const tooBig = await expectRefusal(
      confirm(second.id, { received: false, proofImage: `data:image/png;base64,${big.toString('base64')}` }),
      'request.param.err',
      400,
    );
    expect(tooBig.message).toContain('larger than 5 MB');
    const huge = await envelope(
      confirm(second.id, { received: false, proofImage: `data:image/png;base64,${'A'.repeat(8 * 1024 * 1024)}` }),
    );
    expect(huge).toMatchObject({ status: 413, errorCode: 'request.param.err' });
    // A partial payout: the part that arrived must be below the amount (all of it is a "received").
    for (const bad of ['100', '100.00', '250']) {
      expect(
        (
          await expectRefusal(
            confirm(second.id, { received: false, proofImage: JPEG_DATA_URL, receivedAmount: bad }),
            'request.param.err',
            400,
          )
        ).message,
      ).toContain('receivedAmount');
    }
    await expectRefusal(
      confirm(second.id, { received: false, proofImage: JPEG_DATA_URL, receivedAmount: '-1' }),
      'request.param.err',
      400,
    );
    await expectRefusal(
      confirm(second.id, { received: false, proofImage: JPEG_DATA_URL, receivedAmount: '4.005' }),
      'request.param.err',
      400,
    );
    const partKey = newKey();
    const notReceived = await expectOk(
      confirm(second.id, { received: false, proofImage: JPEG_DATA_URL, receivedAmount: '40' }, partKey),
      WithdrawalSchema,
    );
    expect(notReceived).toMatchObject({
      state: 'NOT_RECEIVED',
      hasProof: true,
      forcedReceipt: false,
      receivedAmount: '40.00',
      remainingAmount: '60.00',
    });
    // The same key with another part is a different request, refused rather than replayed.
    expect(
      (
        await envelope(
          confirm(second.id, { received: false, proofImage: JPEG_DATA_URL, receivedAmount: '50' }, partKey),
        )
      ).success,
    ).toBe(false);
    const operatorView = await expectOk(
      admin(platform, 'GET', '/admin/withdrawals?state=NOT_RECEIVED'),
      v.array(OperatorWithdrawal),
    );
    expect(operatorView.find((item) => item.id === second.id)).toMatchObject({
      receivedAmount: '40.00',
      remainingAmount: '60.00',
    });
    const proof = await admin(platform, 'GET', `/admin/withdrawals/${second.id}/proof`);
    expect(proof.headers.get('Content-Type')).toBe('image/jpeg');
    expect(Buffer.from(await proof.arrayBuffer()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(await main()).toMatchObject({ availBalance: '750.00' });
  });

  it('counts three requests a business day (rejected ones excepted) and auto-confirms unanswered payouts', async () => {
    const settings = await expectOk(
      moneyCall(platform, token, 'GET', '/wps/relay/MCSFE_getWithdrawSettings'),
      WithdrawSettingsSchema,
    );
    expect(settings.usedToday).toBe(2);
    const third = await expectOk(withdraw('100'), WithdrawalSchema);
    await expectRefusal(withdraw('100'), 'withdraw.reach.max.count');
    await review(third.id, 'approve');
    await review(third.id, 'pay');
    clock.advance(30 * 60_000 - 1);
    token = await tokenFor(platform, 'demo01');
    expect((await list()).content.find((item) => item.id === third.id)?.state).toBe('PAID');
    clock.advance(1);
    const listed = (await list()).content.find((item) => item.id === third.id);
    expect(listed).toMatchObject({
      state: 'AUTO_RECEIVED',
      forcedReceipt: true,
      receivedAmount: '100.00',
      remainingAmount: '0.00',
    });
    await expectRefusal(
      confirm(third.id, { received: false, proofImage: PNG_DATA_URL }),
      'account.booked.trans.confirmed',
    );
    expect(
      await expectOk(admin(platform, 'POST', '/admin/receipts/sweep'), v.object({ autoReceived: v.number() })),
    ).toEqual({ autoReceived: 0 });

    clock.advance(12 * 60 * 60_000);
    token = await tokenFor(platform, 'demo01');
    expect(
      (
        await expectOk(
          moneyCall(platform, token, 'GET', '/wps/relay/MCSFE_getWithdrawSettings'),
          WithdrawSettingsSchema,
        )
      ).usedToday,
    ).toBe(0);
    const fourth = await expectOk(withdraw('100'), WithdrawalSchema);
    await review(fourth.id, 'approve');
    await review(fourth.id, 'pay');
    clock.advance(31 * 60_000);
    expect(
      await expectOk(admin(platform, 'POST', '/admin/receipts/sweep'), v.object({ autoReceived: v.number() })),
    ).toEqual({ autoReceived: 1 });
    const page = await expectOk(
      admin(platform, 'GET', '/admin/withdrawals?state=AUTO_RECEIVED'),
      v.array(OperatorWithdrawal),
    );
    expect(page.map((item) => item.id)).toEqual([fourth.id, third.id]);
  });
});
