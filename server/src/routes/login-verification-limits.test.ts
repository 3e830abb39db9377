/**
 * New-IP verification: wrong answers count per account across
 * verifications, a right password does not clear them, the account's verification locks, and
 * the e-mail method takes a code sent to the bound address instead of the address itself.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LoginRefusalSchema, SessionSchema, SmsSentSchema, type LoginRefusal } from '#contract/session-schemas.ts';

import { testBackends } from '../db/test-databases.ts';
import {
  admin,
  call,
  encryptedCall,
  envelope,
  expectOk,
  expectRefusal,
  latestCode,
  loginRequest,
  setModule,
  testClock,
} from '../test-support/account-client.ts';
import { createTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';

const MINUTE = 60_000;

describe.each(testBackends())('new-IP verification limits on $name', (backend) => {
  let platform: TestPlatform;
  const clock = testClock();
  beforeAll(async () => {
    platform = await createTestPlatform({ trustProxy: true }, { backend, now: clock.now });
    await setModule(platform, 'LOGINIPVERF3', true);
    const account = { username: 'guess01', password: 'Guess1234', email: 'guess01@tala.example' };
    expect((await admin(platform, 'POST', '/admin/accounts', { ...account, payeeName: 'Juan Dela Cruz' })).status).toBe(
      200,
    );
  });
  afterAll(() => platform.dispose());

  /** A right-password login from a new address: the verification it asks for. */
  const verification = async (username: string, password: string, ip: string): Promise<LoginRefusal> =>
    v.parse(
      LoginRefusalSchema,
      (await expectRefusal(loginRequest(platform, username, password, { ip }), 'login_verify_required')).value,
    );
  const answer = (verificationId: string | null, body: Record<string, string>, ip: string) =>
    encryptedCall(platform, 'POST', '/wps/session/login/verification', { verificationId, ...body }, { ip });
  const wrongName = (verificationId: string | null, ip: string) =>
    expectRefusal(
      answer(verificationId, { method: 'bankAccountName', bankAccountName: 'Not Me' }, ip),
      'verification.code.invalid',
    );

  it('counts wrong answers per account across verifications and locks, whatever the password says', async () => {
    const first = await verification('guess01', 'Guess1234', '10.20.0.1');
    for (let i = 0; i < 3; i++) await wrongName(first.verificationId, '10.20.0.1');
    // A right password again (which clears the password counters) opens a new verification, not new tries.
    const second = await verification('guess01', 'Guess1234', '10.20.0.2');
    for (let i = 0; i < 2; i++) await wrongName(second.verificationId, '10.20.0.2');

    const locked = await expectRefusal(
      loginRequest(platform, 'guess01', 'Guess1234', { ip: '10.20.0.3' }),
      'login.verify.locked',
    );
    expect(v.parse(LoginRefusalSchema, locked.value).lockedUntil).toBe(clock.now().getTime() + 60 * MINUTE);
    // The second verification still has tries of its own, but the account is locked: even the right name is refused.
    await expectRefusal(
      answer(second.verificationId, { method: 'bankAccountName', bankAccountName: 'Juan Dela Cruz' }, '10.20.0.2'),
      'login.verify.locked',
    );
    // No code goes out while locked.
    await expectRefusal(
      call(
        platform,
        'POST',
        '/wps/verification/mail/noLogin',
        { purpose: 'verify', verificationId: second.verificationId },
        { ip: '10.20.0.2' },
      ),
      'login.verify.locked',
    );

    clock.advance(61 * MINUTE);
    const after = await verification('guess01', 'Guess1234', '10.20.0.4');
    const session = await expectOk(
      answer(after.verificationId, { method: 'bankAccountName', bankAccountName: ' juan  dela cruz ' }, '10.20.0.4'),
      SessionSchema,
    );
    expect(session.userName).toBe('guess01');
  });

  it('sends the e-mail method a code to the bound address; the address itself is no answer', async () => {
    const pending = await verification('guess01', 'Guess1234', '10.20.1.1');
    expect(pending).toMatchObject({
      methods: ['email', 'bankAccountName'],
      emailCode: true,
      maskedEmail: 'gu****@tala.example',
    });
    const byAddress = await envelope(
      answer(pending.verificationId, { method: 'email', email: 'guess01@tala.example' }, '10.20.1.1'),
    );
    expect(byAddress).toMatchObject({ success: false, errorCode: 'verification.code.invalid' });

    await expectOk(
      call(
        platform,
        'POST',
        '/wps/verification/mail/noLogin',
        { purpose: 'verify', verificationId: pending.verificationId },
        { ip: '10.20.1.1' },
      ),
      SmsSentSchema,
    );
    const code = await latestCode(platform, 'guess01@tala.example');
    const session = await expectOk(
      answer(pending.verificationId, { method: 'email', verificationCode: code }, '10.20.1.1'),
      SessionSchema,
    );
    expect(session.userName).toBe('guess01');
  });
});
