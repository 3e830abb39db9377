/**
 * Limits that must hold when requests race: every counter is claimed by one atomic
 * statement or under a row lock, so 30 parallel requests cannot each see the old count.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LoginRefusalSchema } from '#contract/session-schemas.ts';

import { testBackends } from '../db/test-databases.ts';
import { findMemberByUsername } from '../domain/accounts/member-repository.ts';
import { recheckLoginPassword } from '../domain/accounts/password-recheck.ts';
import { Refusal } from '../domain/refusal.ts';
import { verifyPaymentPassword } from '../domain/wallet/payment-password.ts';
import {
  admin,
  codeRequest,
  encryptedCall,
  envelope,
  expectRefusal,
  latestCode,
  loginRequest,
  setModule,
  testClock,
} from '../test-support/account-client.ts';
import { createTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';

const PARALLEL = 30;

const codesOf = async (responses: Promise<Response>[]) =>
  (await Promise.all(responses.map((response) => envelope(response)))).map((answer) => answer.errorCode);
/** The refusal codes (or 'ok') of parallel domain calls. */
const outcomes = async (calls: Promise<unknown>[]) =>
  (await Promise.allSettled(calls)).map((result) => {
    if (result.status === 'fulfilled') return 'ok';
    if (result.reason instanceof Refusal) return result.reason.errorCode;
    throw result.reason;
  });
const count = (codes: string[], code: string) => codes.filter((value) => value === code).length;

describe.each(testBackends())('limits under concurrency on $name', (backend) => {
  let platform: TestPlatform;
  const clock = testClock();
  beforeAll(async () => {
    platform = await createTestPlatform({ trustProxy: true }, { backend, now: clock.now });
  }, 180_000);
  afterAll(() => platform.dispose());

  it('gives 30 parallel wrong-password logins for one account at most 3 plain credential answers', async () => {
    const codes = await codesOf(
      Array.from({ length: PARALLEL }, (_, i) =>
        loginRequest(platform, 'demo01', `wrong${i}x`, { ip: `10.1.0.${i + 1}` }),
      ),
    );
    console.log(`[${backend.name}] plain credential answers out of ${PARALLEL}: ${count(codes, 'login.cred.err')}`);
    expect(count(codes, 'login.cred.err')).toBe(3);
    expect(
      count(codes, 'login.cred.err') + count(codes, 'captcha.required') + count(codes, 'login.pwd.forbidden.err'),
    ).toBe(PARALLEL);
  });

  it('counts parallel failures from one address against the address too', async () => {
    const codes = await codesOf(
      Array.from({ length: PARALLEL }, (_, i) => loginRequest(platform, `nobody${i}`, 'wrong1x', { ip: '10.2.0.1' })),
    );
    expect(count(codes, 'login.cred.err')).toBe(3);
  });

  it('checks at most five guesses of one SMS code, however the guesses arrive', async () => {
    await codeRequest(
      platform,
      '/wps/verification/sms/noLogin',
      { countryDialingCode: '+63', mobileNum: '09171234567', purpose: 'login' },
      { ip: '10.3.0.1' },
    );
    const code = await latestCode(platform, '+639171234567');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const body = { type: 'sms', countryDialingCode: '63', mobileNum: '9171234567', verificationCode: wrong };
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        envelope(encryptedCall(platform, 'POST', '/wps/session/login', body, { ip: `10.3.1.${i + 1}` })),
      ),
    );
    const checked = answers.filter((answer) => answer.message === 'The verification code is not correct').length;
    console.log(`[${backend.name}] SMS code guesses checked out of ${PARALLEL}: ${checked}`);
    expect(checked).toBe(5);
    // The code is spent: even the right one is refused now.
    expect(
      (
        await envelope(
          encryptedCall(
            platform,
            'POST',
            '/wps/session/login',
            { ...body, verificationCode: code },
            { ip: '10.3.2.1' },
          ),
        )
      ).errorCode,
    ).toBe('verification.code.invalid');
  });

  it('limits SMS logins per address', async () => {
    const body = { type: 'sms', countryDialingCode: '63', mobileNum: '9170000001', verificationCode: '000000' };
    const codes = await codesOf(
      Array.from({ length: PARALLEL }, () =>
        encryptedCall(platform, 'POST', '/wps/session/login', body, { ip: '10.4.0.1' }),
      ),
    );
    expect(count(codes, 'TOO_MANY_REQUESTS')).toBe(PARALLEL - 20);
  });

  it('checks at most five parallel payment passwords, then locks the wallet', async () => {
    const member = await findMemberByUsername(platform.deps.db, 'agent01');
    if (!member) throw new Error('seed has no agent01');
    const ctx = { db: platform.deps.db, now: clock.now() };
    const codes = await outcomes(
      Array.from({ length: PARALLEL }, (_, i) => verifyPaymentPassword(ctx, member.id, `99999${i % 10}`)),
    );
    console.log(
      `[${backend.name}] payment passwords checked out of ${PARALLEL}: ${count(codes, 'invalid.payment.pw')}`,
    );
    expect(count(codes, 'invalid.payment.pw')).toBe(5);
    expect(count(codes, 'wallet.is.locked')).toBe(PARALLEL - 5);
    await expect(verifyPaymentPassword(ctx, member.id, '123456')).rejects.toMatchObject({
      errorCode: 'wallet.is.locked',
    });
  });

  it('counts parallel re-checks of the login password (change password, points)', async () => {
    const member = await findMemberByUsername(platform.deps.db, 'newbie01');
    if (!member) throw new Error('seed has no newbie01');
    const codes = await outcomes(
      Array.from({ length: PARALLEL }, (_, i) =>
        recheckLoginPassword(platform.deps.db, member, `nope${i}xx`, clock.now(), 'password.check.failed', 'wrong'),
      ),
    );
    console.log(
      `[${backend.name}] login-password re-checks out of ${PARALLEL}: ${count(codes, 'password.check.failed')}`,
    );
    expect(count(codes, 'password.check.failed')).toBe(5);
    // The rest wait for the five running checks and then meet the lock; on a loaded machine the
    // five hashes can outlast the 10 s wait (CLAIM_WAIT_MS), and a waiter gives up as busy instead.
    // Either way none of them was compared.
    expect(count(codes, 'login.pwd.forbidden.err') + count(codes, 'too.much.request')).toBe(PARALLEL - 5);
  });

  it('counts parallel wrong new-IP verification answers per account, across verifications', async () => {
    const account = {
      username: 'race01',
      password: 'Race1234',
      email: 'race01@tala.example',
      payeeName: 'Maria Santos',
    };
    expect((await admin(platform, 'POST', '/admin/accounts', account)).status).toBe(200);
    await setModule(platform, 'LOGINIPVERF3', true);
    try {
      const ids: string[] = [];
      for (let i = 0; i < PARALLEL / 5; i++) {
        const refusal = await expectRefusal(
          loginRequest(platform, 'race01', 'Race1234', { ip: `10.6.0.${i + 1}` }),
          'login_verify_required',
        );
        ids.push(v.parse(LoginRefusalSchema, refusal.value).verificationId ?? '');
      }
      const codes = await codesOf(
        Array.from({ length: PARALLEL }, (_, i) =>
          encryptedCall(
            platform,
            'POST',
            '/wps/session/login/verification',
            { verificationId: ids[i % ids.length], method: 'bankAccountName', bankAccountName: `Guess ${i}` },
            { ip: `10.6.1.${i + 1}` },
          ),
        ),
      );
      console.log(
        `[${backend.name}] verification answers checked out of ${PARALLEL}: ${count(codes, 'verification.code.invalid')}`,
      );
      expect(count(codes, 'verification.code.invalid')).toBe(5);
      expect(count(codes, 'login.verify.locked')).toBe(PARALLEL - 5);
    } finally {
      await setModule(platform, 'LOGINIPVERF3', false);
    }
  });
});
