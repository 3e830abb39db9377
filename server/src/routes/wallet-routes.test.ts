import type * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BalanceSchema, MerchantWalletSchema } from '#contract/wallet-schemas.ts';

import { testBackends } from '../db/test-databases.ts';
import { admin, envelope, expectOk, expectRefusal } from '../test-support/account-client.ts';
import { createTestPlatform, TEST_NOW, type TestPlatform } from '../test-support/test-platform.ts';
import { createMember, moneyCall, newKey, tokenFor } from '../test-support/wallet-client.ts';

const wallet = (balance: v.InferOutput<typeof BalanceSchema>, name: string) =>
  balance.balance.find((item) => item.accountName === name);

describe.each(testBackends())('wallet endpoints on $name', (backend) => {
  let platform: TestPlatform;
  let token: string;
  beforeAll(async () => {
    platform = await createTestPlatform({}, { backend });
    token = await tokenFor(platform, 'demo01');
  });
  afterAll(() => platform.dispose());

  const balance = () => expectOk(moneyCall(platform, token, 'GET', '/wps/v2/wallets/balance'), BalanceSchema);
  const transfer = (body: unknown, key: string | undefined = newKey()) =>
    moneyCall(platform, token, 'POST', '/wps/relay/GCS_walletTransfer', body, key);

  it('shows the main wallet with its hold and one wallet per enabled vendor, never cached', async () => {
    const response = await moneyCall(platform, token, 'GET', '/wps/v2/wallets/balance');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const value = await expectOk(response, BalanceSchema);
    expect(value).toMatchObject({ currency: 'PHP', sumBalance: '1000.00' });
    expect(value.balance[0]).toEqual({
      accountTypeId: 0,
      accountName: 'MAIN',
      displayName: 'Main wallet',
      availBalance: '1000.00',
      holdBalance: '0.00',
    });
    const codes = value.balance.map((item) => item.accountName);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining(['JDB', 'WM', 'TCG', 'DS88']));
    await expectRefusal(platform.request('/wps/v2/wallets/balance'), 'login.not.session', 401);
    expect(
      await expectOk(moneyCall(platform, token, 'GET', '/wps/relay/GCS_merchantWallet'), MerchantWalletSchema),
    ).toEqual({ isSingle: false });
  });

  it('moves money between the main and vendor wallets and recalls them all', async () => {
    const after = await expectOk(transfer({ from: 'MAIN', to: 'JDB', amount: '250.5' }), BalanceSchema);
    expect(wallet(after, 'MAIN')?.availBalance).toBe('749.50');
    expect(wallet(after, 'JDB')?.availBalance).toBe('250.50');
    expect(after.sumBalance).toBe('1000.00');
    await expectOk(transfer({ from: 'main', to: 'wm', amount: '100' }), BalanceSchema);
    const back = await expectOk(transfer({ from: 'JDB', to: 'MAIN', amount: '50.50' }), BalanceSchema);
    expect(wallet(back, 'JDB')?.availBalance).toBe('200.00');
    const recalled = await expectOk(transfer({ from: 'ALL', to: 'MAIN', amount: '0' }), BalanceSchema);
    expect(recalled.balance.filter((item) => item.availBalance !== '0.00').map((item) => item.accountName)).toEqual([
      'MAIN',
    ]);
    expect(wallet(recalled, 'MAIN')?.availBalance).toBe('1000.00');
    // Nothing left to recall: still a success, nothing moves.
    expect((await expectOk(transfer({ from: 'ALL', to: 'MAIN', amount: '0' }), BalanceSchema)).sumBalance).toBe(
      '1000.00',
    );
  });

  it('refuses bad transfers', async () => {
    await expectRefusal(transfer({ from: 'MAIN', to: 'JDB', amount: '1000.01' }), 'account.balance.not.enough');
    await expectRefusal(transfer({ from: 'JDB', to: 'MAIN', amount: '1' }), 'account.balance.not.enough');
    await expectRefusal(transfer({ from: 'MAIN', to: 'JDB', amount: '0.00' }), 'empty.amount');
    for (const body of [
      { from: 'MAIN', to: 'NOPE', amount: '1' },
      { from: 'MAIN', to: 'MAIN', amount: '1' },
      { from: 'JDB', to: 'WM', amount: '1' },
      { from: 'MAIN', to: 'HOLD', amount: '1' },
      { from: 'ALL', to: 'JDB', amount: '0' },
      { from: 'MAIN', to: 'JDB', amount: '-1' },
      { from: 'MAIN', to: 'JDB', amount: 1 },
      { from: 'MAIN', to: 'JDB', amount: '1.001' },
    ]) {
      await expectRefusal(transfer(body), 'request.param.err', 400);
    }
    expect((await admin(platform, 'PUT', '/admin/vendors/LIVE/WM', { enabled: false })).status).toBe(200);
    await expectRefusal(transfer({ from: 'MAIN', to: 'WM', amount: '1' }), 'wallet.is.locked');
    expect((await admin(platform, 'PUT', '/admin/vendors/LIVE/WM', { enabled: true })).status).toBe(200);
    expect((await balance()).sumBalance).toBe('1000.00');
  });

  it('needs an Idempotency-Key and answers a replay without moving money again', async () => {
    const missing = await expectRefusal(
      transfer({ from: 'MAIN', to: 'JDB', amount: '1' }, ''),
      'request.param.err',
      400,
    );
    expect(missing.message).toBe('Idempotency-Key is required');
    expect(
      (await expectRefusal(transfer({ from: 'MAIN', to: 'JDB', amount: '1' }, 'short'), 'request.param.err', 400))
        .message,
    ).toContain('Idempotency-Key');
    const key = newKey();
    const first = await expectOk(transfer({ from: 'MAIN', to: 'JDB', amount: '10' }, key), BalanceSchema);
    await expectOk(transfer({ from: 'MAIN', to: 'CQ9', amount: '5' }), BalanceSchema);
    // Same key, same body (spelled differently): the first answer again.
    expect(await expectOk(transfer({ from: 'main', to: 'JDB', amount: '10.00' }, key), BalanceSchema)).toEqual(first);
    const other = await expectRefusal(
      transfer({ from: 'MAIN', to: 'JDB', amount: '11' }, key),
      'request.param.err',
      400,
    );
    expect(other.message).toContain('Idempotency-Key');
    const now = await balance();
    expect(wallet(now, 'JDB')?.availBalance).toBe('10.00');
    expect(wallet(now, 'MAIN')?.availBalance).toBe('985.00');
    // A refused call stores nothing: the key still works.
    const retry = newKey();
    await expectRefusal(transfer({ from: 'MAIN', to: 'JDB', amount: '5000' }, retry), 'account.balance.not.enough');
    await expectOk(transfer({ from: 'JDB', to: 'MAIN', amount: '10' }, retry), BalanceSchema);
  });

  it('refuses trial members on money calls', async () => {
    await createMember(platform.deps.db, 'guest123456', { type: 4 }, TEST_NOW);
    const trial = await tokenFor(platform, 'guest123456');
    for (const [method, path] of [
      ['POST', '/wps/relay/GCS_walletTransfer'],
      ['GET', '/wps/relay/MCSFE_getDepositSettings'],
      ['POST', '/wps/transaction/deposit'],
      ['GET', '/wps/transaction/deposit/orders'],
      ['GET', '/wps/relay/MCSFE_getWithdrawSettings'],
      ['GET', '/wps/member/bankCard'],
      ['PUT', '/wps/member/bankCard'],
      ['PUT', '/wps/member/paymentPassword'],
      ['POST', '/wps/transaction/withdraw'],
      ['GET', '/wps/transaction/withdraw/orders'],
      ['POST', '/wps/transaction/withdraw/1/confirm'],
      ['GET', '/wps/report/transaction'],
      ['GET', '/wps/report/depositTransaction'],
      ['GET', '/wps/report/withdrawTransaction'],
    ] as const) {
      const answer = await envelope(
        moneyCall(platform, trial, method, path, method === 'GET' ? undefined : {}, newKey()),
      );
      expect(answer, `${method} ${path}`).toMatchObject({
        status: 200,
        success: false,
        errorCode: 'in_need_true_account',
      });
    }
    await expectOk(moneyCall(platform, trial, 'GET', '/wps/relay/GCS_merchantWallet'), MerchantWalletSchema);
    // The balance answers the trial credit only (none granted to a member made without free play): never money.
    expect(await expectOk(moneyCall(platform, trial, 'GET', '/wps/v2/wallets/balance'), BalanceSchema)).toEqual({
      currency: 'PHP',
      sumBalance: '0.00',
      balance: [
        {
          accountTypeId: -4,
          accountName: 'TRIAL',
          displayName: 'Trial credit',
          availBalance: '0.00',
          holdBalance: '0.00',
        },
      ],
    });
  });

  it('lets operators adjust balances, once per idempotency key', async () => {
    const before = (await balance()).sumBalance;
    const key = newKey();
    await expectOk(transfer({ from: 'MAIN', to: 'JDB', amount: '1' }, key), BalanceSchema);
    const adjust = () =>
      admin(platform, 'POST', '/admin/balances/adjust', { username: 'demo01', amount: '20.00', idempotencyKey: key });
    const first = await envelope(adjust());
    expect(first).toMatchObject({ status: 200, success: true });
    expect((await envelope(adjust())).value).toEqual(first.value);
    expect((await balance()).sumBalance).toBe((Number(before) + 20).toFixed(2));
    const tooMuch = await envelope(
      admin(platform, 'POST', '/admin/balances/adjust', { username: 'demo01', amount: '-99999' }),
    );
    expect(tooMuch).toMatchObject({ status: 400, errorCode: 'request.param.err' });
    expect(tooMuch.message).toContain('account.balance.not.enough');
    expect((await envelope(admin(platform, 'GET', '/admin/balances/ghost01'))).status).toBe(404);
  });
});
