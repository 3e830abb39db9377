/**
 * Authenticator app in my account: a pending secret turned on by a code and the login
 * password, recovery codes shown once, a code passing once even in parallel, the per-member lock
 * of in-session checks, and unbinding with the password and a current or recovery code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  AuthenticatorSecretSchema,
  AuthenticatorStatusSchema,
  RecoveryCodesSchema,
} from '#contract/authenticator-schemas.ts';
import { NothingSchema } from '#contract/session-schemas.ts';

import { testBackends } from '../db/test-databases.ts';
import { codeAt } from '../domain/authenticator/totp.ts';
import { admin, envelope, expectOk, expectRefusal, testClock } from '../test-support/account-client.ts';
import { bindAuthenticator, codeNow, STEP_MS, switchWithdrawals } from '../test-support/authenticator-client.ts';
import { createTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { createMember, encryptedMoneyCall, moneyCall, tokenFor } from '../test-support/wallet-client.ts';

const MINUTE = 60_000;

describe.each(testBackends())('authenticator on $name', (backend) => {
  let platform: TestPlatform;
  const clock = testClock();
  beforeAll(async () => {
    platform = await createTestPlatform({}, { backend, now: clock.now });
  });
  afterAll(() => platform.dispose());

  const member = async (username: string) => {
    await createMember(platform.deps.db, username, {}, clock.now());
    return tokenFor(platform, username);
  };
  const status = (token: string) =>
    expectOk(moneyCall(platform, token, 'GET', '/wps/member/authenticator'), AuthenticatorStatusSchema);
  const confirm = (token: string, verificationCode: string, password = 'Test1234') =>
    encryptedMoneyCall(platform, token, 'POST', '/wps/member/authenticator/confirm', { verificationCode, password });
  const unbind = (token: string, verificationCode: string, password = 'Test1234') =>
    encryptedMoneyCall(platform, token, 'POST', '/wps/member/authenticator/unbind', { verificationCode, password });

  it('turns a pending secret on with a code and the login password, and shows the recovery codes once', async () => {
    const token = await member('totpbind01');
    expect(await status(token)).toEqual({ bound: false, forWithdrawals: false, recoveryCodesLeft: 0 });
    const { secret, uri } = await expectOk(
      moneyCall(platform, token, 'POST', '/wps/member/authenticator'),
      AuthenticatorSecretSchema,
    );
    expect(uri).toBe(`otpauth://totp/Tala:totpbind01?issuer=Tala&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
    // Pending is not bound: no recovery codes, nothing to unbind.
    expect((await status(token)).bound).toBe(false);
    await expectRefusal(confirm(token, codeNow(secret, clock), 'Wrong1234'), 'password.check.failed');
    await expectRefusal(
      confirm(token, codeAt(secret, new Date(clock.now().getTime() - 3 * STEP_MS))),
      'authenticator.code.invalid',
    );

    const { recoveryCodes } = await expectOk(confirm(token, codeNow(secret, clock)), RecoveryCodesSchema);
    expect(recoveryCodes).toHaveLength(8);
    expect(new Set(recoveryCodes).size).toBe(8);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await status(token)).toEqual({ bound: true, forWithdrawals: false, recoveryCodesLeft: 8 });
    // Bound: no new secret, and the confirm answers nothing again.
    await expectRefusal(moneyCall(platform, token, 'POST', '/wps/member/authenticator'), 'authenticator.bound');
    await expectRefusal(confirm(token, codeNow(secret, clock)), 'authenticator.bound');
    clock.advance(STEP_MS);
  });

  it('passes one code once: the step just confirmed is spent, and 8 parallel uses of a new code give one success', async () => {
    const token = await member('totpreplay01');
    const { secret } = await expectOk(
      moneyCall(platform, token, 'POST', '/wps/member/authenticator'),
      AuthenticatorSecretSchema,
    );
    const confirmed = codeNow(secret, clock);
    await expectOk(confirm(token, confirmed), RecoveryCodesSchema);
    await expectRefusal(switchWithdrawals(platform, token, true, confirmed), 'authenticator.code.invalid');
    clock.advance(STEP_MS);
    // The previous step's code (inside the ±1 drift, but not newer than the one used) is refused too…
    await expectRefusal(
      switchWithdrawals(platform, token, true, codeAt(secret, new Date(clock.now().getTime() - STEP_MS))),
      'authenticator.code.invalid',
    );
    // …while the next step's code (a phone clock 30 s ahead) passes.
    const ahead = codeAt(secret, new Date(clock.now().getTime() + STEP_MS));
    expect(await expectOk(switchWithdrawals(platform, token, true, ahead), AuthenticatorStatusSchema)).toMatchObject({
      forWithdrawals: true,
    });

    clock.advance(2 * STEP_MS);
    const fresh = codeNow(secret, clock);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => envelope(switchWithdrawals(platform, token, false, fresh))),
    );
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    // The others were claimed as checks: refused as used, or as locked once five were claimed at once.
    expect(
      answers.filter((a) => a.errorCode === 'authenticator.code.invalid' || a.errorCode === 'authenticator.locked'),
    ).toHaveLength(7);
    expect((await status(token)).forWithdrawals).toBe(false);
  });

  it('locks in-session checks after 5 wrong codes: 30 parallel guesses get 5 compares', async () => {
    const token = await member('totplock01');
    const { secret } = await bindAuthenticator(platform, token, clock);
    const wrong = codeNow(secret, clock) === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => envelope(switchWithdrawals(platform, token, true, wrong))),
    );
    expect(answers.filter((a) => a.errorCode === 'authenticator.code.invalid')).toHaveLength(5);
    const locked = answers.filter((a) => a.errorCode === 'authenticator.locked');
    expect(locked).toHaveLength(25);
    expect(locked[0]?.value).toEqual({ lockedUntil: clock.now().getTime() + 15 * MINUTE });
    // Locked: even the right code is not compared.
    await expectRefusal(switchWithdrawals(platform, token, true, codeNow(secret, clock)), 'authenticator.locked');
    clock.advance(16 * MINUTE);
    await expectOk(switchWithdrawals(platform, token, true, codeNow(secret, clock)), AuthenticatorStatusSchema);
    clock.advance(STEP_MS);
  });

  it('doubles the lock after each 5 wrong codes (15, 30, 60 minutes) and allows 20 wrong codes a day', async () => {
    const { secret } = await bindAuthenticator(platform, await member('totplock02'), clock);
    // A fresh session each time: the clock moves past the 30-minute idle end.
    const switchNow = async (code: string) =>
      switchWithdrawals(platform, await tokenFor(platform, 'totplock02'), true, code);
    const wrong = () => (codeNow(secret, clock) === '000000' ? '111111' : '000000');
    const burst = async (size: number) => Promise.all(Array.from({ length: size }, () => envelope(switchNow(wrong()))));
    const started = clock.now().getTime();
    for (const minutes of [15, 30, 60]) {
      const answers = await burst(8);
      expect(answers.filter((a) => a.errorCode === 'authenticator.code.invalid')).toHaveLength(5);
      const locked = answers.filter((a) => a.errorCode === 'authenticator.locked');
      expect(locked).toHaveLength(3);
      expect(locked[0]?.value).toEqual({ lockedUntil: clock.now().getTime() + minutes * MINUTE });
      clock.advance(minutes * MINUTE + MINUTE);
    }
    // The 20th wrong code of the day locks the checks for the rest of the day, whatever the window.
    const fourth = await burst(8);
    expect(fourth.filter((a) => a.errorCode === 'authenticator.code.invalid')).toHaveLength(5);
    const dayEnd = clock.now().getTime() + 24 * 60 * MINUTE;
    // Inside the burst a refusal may be answered before the 20th check has locked the day (it is then
    // told the 120-minute lock): the burst's refusals name one of the two, and the next check the day's.
    const told = fourth.filter((a) => a.errorCode === 'authenticator.locked').map((a) => a.value);
    expect(told.length).toBe(3);
    for (const value of told)
      expect([dayEnd, clock.now().getTime() + 120 * MINUTE]).toContain((value as { lockedUntil: number }).lockedUntil);
    expect((await envelope(switchNow(wrong()))).value).toEqual({ lockedUntil: dayEnd });
    clock.advance(3 * 60 * MINUTE);
    await expectRefusal(switchNow(codeNow(secret, clock)), 'authenticator.locked');
    expect(clock.now().getTime() - started).toBeLessThan(24 * 60 * MINUTE);
    clock.advance(dayEnd - clock.now().getTime() + MINUTE);
    await expectOk(switchNow(codeNow(secret, clock)), AuthenticatorStatusSchema);
    clock.advance(STEP_MS);
    // A right code forgets the day's failures: the next lock is the first one again.
    const again = await burst(6);
    expect(again.find((a) => a.errorCode === 'authenticator.locked')?.value).toEqual({
      lockedUntil: clock.now().getTime() + 15 * MINUTE,
    });
    clock.advance(16 * MINUTE);
  });

  it('unbinds with the login password and a recovery code (once); a new binding can then start', async () => {
    const token = await member('totpunbind01');
    const { secret, recoveryCodes } = await bindAuthenticator(platform, token, clock);
    const [first = '', second = ''] = recoveryCodes;
    await expectRefusal(unbind(token, codeNow(secret, clock), 'Wrong1234'), 'password.check.failed');
    await expectRefusal(unbind(token, 'zzzzz-zzzzz'), 'authenticator.code.invalid');
    // Typed in capitals and without the dash, it is still the code.
    await expectOk(unbind(token, first.toUpperCase().replace('-', '')), NothingSchema);
    expect(await status(token)).toEqual({ bound: false, forWithdrawals: false, recoveryCodesLeft: 0 });
    await expectRefusal(unbind(token, second), 'authenticator.not.bound');

    const again = await bindAuthenticator(platform, token, clock);
    expect(again.secret).not.toBe(secret);
    // The old set is gone with the old binding; the new one has 8 of its own.
    await expectRefusal(unbind(token, second), 'authenticator.code.invalid');
    expect((await status(token)).recoveryCodesLeft).toBe(8);
    await expectOk(unbind(token, codeNow(again.secret, clock)), NothingSchema);
  });

  it('lets an operator remove a lost authenticator (phone and recovery codes gone)', async () => {
    const token = await member('totplost01');
    await bindAuthenticator(platform, token, clock);
    const removed = await envelope(admin(platform, 'POST', '/admin/authenticator/remove', { username: 'totplost01' }));
    expect(removed).toMatchObject({ success: true, value: { removed: true } });
    expect((await status(token)).bound).toBe(false);
    expect(
      (await envelope(admin(platform, 'POST', '/admin/authenticator/remove', { username: 'nobody99' }))).status,
    ).toBe(404);
  });

  it('refuses a trial member and a call without a session', async () => {
    await createMember(platform.deps.db, 'totptrial01', { type: 4 }, clock.now());
    const trial = await tokenFor(platform, 'totptrial01');
    await expectRefusal(moneyCall(platform, trial, 'POST', '/wps/member/authenticator'), 'in_need_true_account');
    await expectRefusal(
      moneyCall(platform, 'no-such-token', 'GET', '/wps/member/authenticator'),
      'login.not.session',
      401,
    );
  });
});
