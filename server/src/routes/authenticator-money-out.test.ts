/**
 * "Authenticator also for withdrawals" covers every way money leaves (docs/security.md
 * "Authenticator"): with the switch on, a stolen session and payment password could not withdraw,
 * but an agent registered a downline, sent it 400.00 with `transferDownline` and withdrew from
 * there; `transferUpline` was the same way out for an upline. Now both transfers ask for a current
 * code and spend it in the transfer's own transaction (a refused transfer gives it back, two
 * transfers with one code cannot both pass), and registering a downline and binding a payout card
 * ask for it too.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { RegisteredDownlineSchema } from '#contract/agent-schemas.ts';
import { BalanceSchema, BankCardSchema } from '#contract/wallet-schemas.ts';

import { testBackends } from '../db/test-databases.ts';
import { admin, envelope, expectOk, expectRefusal, testClock } from '../test-support/account-client.ts';
import { bindAuthenticator, codeNow, STEP_MS, switchWithdrawals } from '../test-support/authenticator-client.ts';
import { createTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { createMember, encryptedMoneyCall, newKey, tokenFor } from '../test-support/wallet-client.ts';

const PAY = '246810';
const main = (balance: v.InferOutput<typeof BalanceSchema>) =>
  balance.balance.find((item) => item.accountName === 'MAIN')?.availBalance;

describe.each(testBackends())('the authenticator on money leaving by transfer on $name', (backend) => {
  let platform: TestPlatform;
  const clock = testClock();
  beforeAll(async () => {
    platform = await createTestPlatform({ trustProxy: true }, { backend, now: clock.now });
  });
  afterAll(() => platform.dispose());

  /** A member with a bound authenticator, 500.00 and the withdrawal switch on. */
  const guarded = async (username: string, options: { type?: number; uplineId?: number } = {}) => {
    const member = await createMember(platform.deps.db, username, { ...options, paymentPassword: PAY }, clock.now());
    const token = await tokenFor(platform, username);
    const { secret } = await bindAuthenticator(platform, token, clock);
    await expectOk(switchWithdrawals(platform, token, true, codeNow(secret, clock)), v.unknown());
    clock.advance(STEP_MS);
    expect((await admin(platform, 'POST', '/admin/balances/adjust', { username, amount: '500' })).status).toBe(200);
    return { member, token, secret };
  };
  const withCode = (body: Record<string, unknown>, code: string | undefined) =>
    code === undefined ? body : { ...body, authenticatorCode: code };
  const wrongCode = (secret: string) => (codeNow(secret, clock) === '000000' ? '111111' : '000000');

  it('asks an agent for the code to register a downline and to transfer to it, and spends it in the transfer', async () => {
    const { member: agent, token, secret } = await guarded('totpout_agent', { type: 1 });
    const register = (username: string, code?: string) =>
      encryptedMoneyCall(
        platform,
        token,
        'PUT',
        '/wps/agent/downline',
        withCode({ username, password: 'Test1234', confirmPassword: 'Test1234', type: 0 }, code),
      );
    expect((await expectRefusal(register('totpoutsock1'), 'request.param.err', 400)).message).toBe(
      'authenticatorCode is required',
    );
    await expectRefusal(register('totpoutsock1', wrongCode(secret)), 'authenticator.code.invalid');
    await expectOk(register('totpoutsock1', codeNow(secret, clock)), RegisteredDownlineSchema);
    clock.advance(STEP_MS);

    const transfer = (amount: string, code?: string) =>
      encryptedMoneyCall(
        platform,
        token,
        'POST',
        '/wps/agent/transferDownline',
        withCode({ username: 'totpoutsock1', amount, paymentPassword: PAY }, code),
        newKey(),
      );
    // The way out: 400.00 to a fresh downline with the session and payment password alone.
    expect((await expectRefusal(transfer('400'), 'request.param.err', 400)).message).toBe(
      'authenticatorCode is required',
    );
    await expectRefusal(transfer('400', wrongCode(secret)), 'authenticator.code.invalid');
    const code = codeNow(secret, clock);
    // Refused for the balance: the rolled-back transfer gives the code back.
    await expectRefusal(transfer('600', code), 'account.balance.not.enough');
    const both = await Promise.all([envelope(transfer('100', code)), envelope(transfer('150', code))]);
    expect(both.filter((answer) => answer.success)).toHaveLength(1);
    expect(both.filter((answer) => answer.errorCode === 'authenticator.code.invalid')).toHaveLength(1);
    await expectRefusal(transfer('100', code), 'authenticator.code.invalid');
    const sent = both[0]?.success ? 100_00n : 150_00n;
    const rows = await platform.deps.db.query<{ amount: string }>(
      `SELECT sum(e.amount)::text AS amount FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
       WHERE a.member_id = $1 AND a.kind = 'MAIN'`,
      [agent.id],
    );
    expect(BigInt(rows[0]?.amount ?? '0')).toBe(500_00n - sent);
  });

  it('asks a member for the code to transfer to its upline and to bind a payout card', async () => {
    const upline = await createMember(platform.deps.db, 'totpout_upline', { type: 1 }, clock.now());
    const { token, secret } = await guarded('totpout_member', { uplineId: upline.id });
    const transfer = (amount: string, code?: string) =>
      encryptedMoneyCall(
        platform,
        token,
        'POST',
        '/wps/member/transferUpline',
        withCode({ amount, paymentPassword: PAY }, code),
        newKey(),
      );
    expect((await expectRefusal(transfer('400'), 'request.param.err', 400)).message).toBe(
      'authenticatorCode is required',
    );
    await expectRefusal(transfer('400', wrongCode(secret)), 'authenticator.code.invalid');
    const code = codeNow(secret, clock);
    await expectRefusal(transfer('900', code), 'account.balance.not.enough');
    const both = await Promise.all([envelope(transfer('100', code)), envelope(transfer('100', code))]);
    expect(both.filter((answer) => answer.success)).toHaveLength(1);
    expect(main(v.parse(BalanceSchema, both.find((answer) => answer.success)?.value))).toBe('400.00');
    clock.advance(STEP_MS);

    const bind = (code?: string) =>
      encryptedMoneyCall(
        platform,
        token,
        'PUT',
        '/wps/member/bankCard',
        withCode(
          { bankName: 'GCash', accountName: 'Totp Out', accountNumber: '09175550404', paymentPassword: PAY },
          code,
        ),
      );
    expect((await expectRefusal(bind(), 'request.param.err', 400)).message).toBe('authenticatorCode is required');
    await expectRefusal(bind(wrongCode(secret)), 'authenticator.code.invalid');
    await expectOk(bind(codeNow(secret, clock)), BankCardSchema);
    // A code is used once.
    await expectRefusal(bind(codeNow(secret, clock)), 'authenticator.code.invalid');
  });

  it('asks nothing more while the switch is off', async () => {
    const upline = await createMember(platform.deps.db, 'totpoff_upline', { type: 1 }, clock.now());
    const { token, secret } = await guarded('totpoff_member', { uplineId: upline.id });
    await expectOk(switchWithdrawals(platform, token, false, codeNow(secret, clock)), v.unknown());
    clock.advance(STEP_MS);
    await expectOk(
      encryptedMoneyCall(
        platform,
        token,
        'POST',
        '/wps/member/transferUpline',
        { amount: '10', paymentPassword: PAY },
        newKey(),
      ),
      BalanceSchema,
    );
  });
});
