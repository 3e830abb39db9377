/**
 * Checks still running are not failures: a member's own parallel right-password
 * logins must not add up to a captcha or a lock, and a typo next to four right payment
 * passwords in flight must not lock the wallet, while 30 parallel guesses still get only 3
 * plain answers (concurrent-limits.test.ts). Right answers are slowed down here so they are
 * reliably still running when the other requests arrive.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { testBackends } from '../db/test-databases.ts';
import { findMemberByUsername } from '../domain/accounts/member-repository.ts';
import type * as PasswordHash from '../domain/accounts/password-hash.ts';
import { Refusal } from '../domain/refusal.ts';
import { verifyPaymentPassword } from '../domain/wallet/payment-password.ts';
import { envelope, loginRequest, testClock } from '../test-support/account-client.ts';
import { createTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';

const SLOW_RIGHT_ANSWERS = new Set(['Demo1234', '123456']);
const RIGHT_ANSWER_DELAY_MS = 400;

vi.mock('../domain/accounts/password-hash.ts', async (importOriginal) => {
  const original = await importOriginal<typeof PasswordHash>();
  return {
    ...original,
    async verifyPassword(password: string, stored: string) {
      const valid = await original.verifyPassword(password, stored);
      if (valid && SLOW_RIGHT_ANSWERS.has(password))
        await new Promise((resolve) => setTimeout(resolve, RIGHT_ANSWER_DELAY_MS));
      return valid;
    },
  };
});

const outcome = async (call: Promise<unknown>): Promise<string> => {
  try {
    await call;
    return 'ok';
  } catch (error) {
    if (error instanceof Refusal) return error.errorCode;
    throw error;
  }
};

describe.each(testBackends())('checks in flight on $name', (backend) => {
  let platform: TestPlatform;
  const clock = testClock();
  beforeAll(async () => {
    platform = await createTestPlatform({ trustProxy: true }, { backend, now: clock.now });
  }, 180_000);
  afterAll(() => platform.dispose());

  it('lets five simultaneous right-password logins of one account all in', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => envelope(loginRequest(platform, 'demo01', 'Demo1234', { ip: '10.9.0.1' }))),
    );
    const codes = answers.map((answer) => (answer.success ? 'ok' : answer.errorCode));
    console.log(`[${backend.name}] 5 parallel right logins: ${codes.join(', ')}`);
    expect(codes).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    // Nothing was counted: the next wrong password is a plain one with 4 tries left.
    const wrong = await envelope(loginRequest(platform, 'demo01', 'wrong1x', { ip: '10.9.0.1' }));
    expect(wrong.errorCode).toBe('login.cred.err');
    expect(wrong.value).toMatchObject({ captchaRequired: false, remainingAttempts: 4 });
  });

  it('lets a typo next to four right payment passwords in flight through without a lock', async () => {
    const member = await findMemberByUsername(platform.deps.db, 'agent01');
    if (!member) throw new Error('seed has no agent01');
    const ctx = { db: platform.deps.db, now: clock.now() };
    const rights = Array.from({ length: 4 }, () => outcome(verifyPaymentPassword(ctx, member.id, '123456')));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The typo ends while the right answers are still running; a right answer sent just after it must pass.
    const typo = await outcome(verifyPaymentPassword(ctx, member.id, '654321'));
    const after = await outcome(verifyPaymentPassword(ctx, member.id, '123456'));
    const codes = [...(await Promise.all(rights)), typo, after];
    console.log(`[${backend.name}] 4 right + typo + right payment passwords: ${codes.join(', ')}`);
    expect(codes).toEqual(['ok', 'ok', 'ok', 'ok', 'invalid.payment.pw', 'ok']);
  });
});
