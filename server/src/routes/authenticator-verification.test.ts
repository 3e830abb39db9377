/**
 * The bound authenticator at work: a method of the new-IP verification (a code once, a
 * recovery code once, wrong answers on the account's shared counter) and, when the member turns it
 * on, a second check on withdrawals whose code is spent in the withdrawal's own transaction.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LoginRefusalSchema, SessionSchema, type LoginRefusal } from '#contract/session-schemas.ts';
import { BankCardSchema, WithdrawalSchema, WithdrawSettingsSchema } from '#contract/wallet-schemas.ts';

import { testBackends } from '../db/test-databases.ts';
import {
  admin,
  encryptedCall,
  envelope,
  expectOk,
  expectRefusal,
  loginRequest,
  setModule,
  testClock,
} from '../test-support/account-client.ts';
import { bindAuthenticator, codeNow, STEP_MS, switchWithdrawals } from '../test-support/authenticator-client.ts';
import { createTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { createMember, encryptedMoneyCall, moneyCall, newKey, tokenFor } from '../test-support/wallet-client.ts';

describe.each(testBackends())('the authenticator at work on $name', (backend) => {
  let platform: TestPlatform;
  const clock = testClock();
  beforeAll(async () => {
    platform = await createTestPlatform({ trustProxy: true }, { backend, now: clock.now });
    await setModule(platform, 'LOGINIPVERF3', true);
  });
  afterAll(() => platform.dispose());

  /** A member (password Test1234, no phone or e-mail) with a confirmed authenticator. */
  const boundMember = async (username: string, paymentPassword?: string) => {
    await createMember(platform.deps.db, username, paymentPassword ? { paymentPassword } : {}, clock.now());
    const token = await tokenFor(platform, username);
    return { token, ...(await bindAuthenticator(platform, token, clock)) };
  };
  const verification = async (username: string, ip: string): Promise<LoginRefusal> =>
    v.parse(
      LoginRefusalSchema,
      (await expectRefusal(loginRequest(platform, username, 'Test1234', { ip }), 'login_verify_required')).value,
    );
  const answer = (verificationId: string | null, verificationCode: string, ip: string) =>
    encryptedCall(
      platform,
      'POST',
      '/wps/session/login/verification',
      { verificationId, method: 'authenticator', verificationCode },
      { ip },
    );

  it('verifies a new-IP login with a current code once, and with a recovery code once', async () => {
    const { secret, recoveryCodes } = await boundMember('totpverify01');
    // The authenticator alone makes the account ask: it has no phone or e-mail.
    const first = await verification('totpverify01', '10.30.0.1');
    expect(first.methods).toEqual(['authenticator']);
    const code = codeNow(secret, clock);
    expect((await expectOk(answer(first.verificationId, code, '10.30.0.1'), SessionSchema)).userName).toBe(
      'totpverify01',
    );
    // The same code from another new address (same 30 s) is spent.
    const second = await verification('totpverify01', '10.30.0.2');
    await expectRefusal(answer(second.verificationId, code, '10.30.0.2'), 'verification.code.invalid');
    const [recovery = ''] = recoveryCodes;
    await expectOk(answer(second.verificationId, recovery, '10.30.0.2'), SessionSchema);
    const third = await verification('totpverify01', '10.30.0.3');
    await expectRefusal(answer(third.verificationId, recovery, '10.30.0.3'), 'verification.code.invalid');
    // 4 parallel answers with one fresh code, each on its own verification: one session.
    clock.advance(STEP_MS);
    const fresh = codeNow(secret, clock);
    const pending = await Promise.all(
      [4, 5, 6, 7].map(async (n) => ({ ip: `10.30.0.${n}`, ...(await verification('totpverify01', `10.30.0.${n}`)) })),
    );
    const answers = await Promise.all(pending.map((p) => envelope(answer(p.verificationId, fresh, p.ip))));
    expect(answers.filter((a) => a.success)).toHaveLength(1);
  });

  it('counts wrong codes on the account counter the other methods share, and locks', async () => {
    const { secret } = await boundMember('totpverify02');
    const ip = '10.31.0.1';
    const wrong = codeNow(secret, clock) === '000000' ? '111111' : '000000';
    for (let round = 0; round < 5; round++) {
      const pending = await verification('totpverify02', `10.31.0.${round + 1}`);
      await expectRefusal(answer(pending.verificationId, wrong, `10.31.0.${round + 1}`), 'verification.code.invalid');
    }
    await expectRefusal(loginRequest(platform, 'totpverify02', 'Test1234', { ip }), 'login.verify.locked');
  });

  it('asks withdrawals for a current code once the member turns it on, spent only by a withdrawal that happens', async () => {
    const { token, secret } = await boundMember('totpwithdraw01', '246810');
    expect(
      (await admin(platform, 'POST', '/admin/balances/adjust', { username: 'totpwithdraw01', amount: '500' })).status,
    ).toBe(200);
    const card = await expectOk(
      encryptedMoneyCall(platform, token, 'PUT', '/wps/member/bankCard', {
        bankName: 'BDO',
        accountName: 'Totp Player',
        accountNumber: '001234567890',
        paymentPassword: '246810',
      }),
      BankCardSchema,
    );
    const settings = () =>
      expectOk(moneyCall(platform, token, 'GET', '/wps/relay/MCSFE_getWithdrawSettings'), WithdrawSettingsSchema);
    const withdraw = (amount: string, authenticatorCode?: string) =>
      encryptedMoneyCall(
        platform,
        token,
        'POST',
        '/wps/transaction/withdraw',
        { bankCardId: card.id, amount, paymentPassword: '246810', ...(authenticatorCode ? { authenticatorCode } : {}) },
        newKey(),
      );
    expect((await settings()).authenticatorRequired).toBe(false);
    await expectOk(switchWithdrawals(platform, token, true, codeNow(secret, clock)), v.unknown());
    expect((await settings()).authenticatorRequired).toBe(true);
    clock.advance(STEP_MS);

    expect((await expectRefusal(withdraw('100'), 'request.param.err', 400)).message).toBe(
      'authenticatorCode is required',
    );
    const wrong = codeNow(secret, clock) === '000000' ? '111111' : '000000';
    await expectRefusal(withdraw('100', wrong), 'authenticator.code.invalid');
    const code = codeNow(secret, clock);
    // Refused for the balance: the code is given back with the rolled-back withdrawal.
    await expectRefusal(withdraw('600', code), 'account.balance.not.enough');
    // Two withdrawals with one code at once: one is made.
    const both = await Promise.all([envelope(withdraw('100', code)), envelope(withdraw('150', code))]);
    expect(both.filter((a) => a.success)).toHaveLength(1);
    expect(both.filter((a) => a.errorCode === 'authenticator.code.invalid')).toHaveLength(1);
    const made = v.parse(WithdrawalSchema, both.find((a) => a.success)?.value);
    expect(made.state).toBe('PENDING');
    await expectRefusal(withdraw('100', code), 'authenticator.code.invalid');

    clock.advance(STEP_MS);
    await expectOk(switchWithdrawals(platform, token, false, codeNow(secret, clock)), v.unknown());
    await expectOk(withdraw('100'), WithdrawalSchema);
  });
});
