/**
 * A bound authenticator is the only way into the account from a new address: the new-IP
 * verification then offers it (and its recovery codes) alone, never the payee name, the bound phone
 * or e-mail; an SMS login and a reset by phone from a new address ask for it too, and the reset's
 * new password is stored only once the authenticator answered.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LoginRefusalSchema, SessionSchema, type LoginRefusal } from '#contract/session-schemas.ts';

import { testBackends } from '../db/test-databases.ts';
import { addKnownIp } from '../domain/accounts/member-repository.ts';
import {
  codeRequest,
  encryptedCall,
  expectOk,
  expectRefusal,
  latestCode,
  loginOk,
  loginRequest,
  setModule,
  solveSlider,
  testClock,
} from '../test-support/account-client.ts';
import { bindAuthenticator, codeNow, STEP_MS } from '../test-support/authenticator-client.ts';
import { createTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { createMember, tokenFor } from '../test-support/wallet-client.ts';

describe.each(testBackends())('a bound authenticator at a new address on $name', (backend) => {
  let platform: TestPlatform;
  const clock = testClock();
  beforeAll(async () => {
    platform = await createTestPlatform({ trustProxy: true }, { backend, now: clock.now });
    await setModule(platform, 'MOBILEVERCODELOGIN3', true);
  });
  afterAll(() => platform.dispose());

  /** A member (password Test1234, known at 127.0.0.1) with a phone, e-mail, payee name and a confirmed authenticator. */
  const boundMember = async (username: string, mobile: string) => {
    const member = await createMember(platform.deps.db, username, {}, clock.now());
    await platform.deps.db.query(
      `UPDATE members SET dialing_code = '+63', mobile_num = $2, email = $3, payee_name = 'Juan Dela Cruz' WHERE id = $1`,
      [member.id, mobile, `${username}@example.com`],
    );
    await addKnownIp(platform.deps.db, member.id, '127.0.0.1', clock.now());
    return bindAuthenticator(platform, await tokenFor(platform, username), clock);
  };
  const refusal = async (response: Promise<Response>): Promise<LoginRefusal> =>
    v.parse(LoginRefusalSchema, (await expectRefusal(response, 'login_verify_required')).value);
  const answer = (verificationId: string | null, body: Record<string, string>, ip: string) =>
    encryptedCall(platform, 'POST', '/wps/session/login/verification', { verificationId, ...body }, { ip });
  const smsCode = async (mobile: string, purpose: 'login' | 'forgot', ip: string) => {
    const sent = await codeRequest(
      platform,
      '/wps/verification/sms/noLogin',
      { countryDialingCode: '+63', mobileNum: mobile, purpose },
      { ip },
    );
    expect(sent.status).toBe(200);
    return latestCode(platform, `+63${mobile}`);
  };

  it('verifies a password login from a new address only by the authenticator, whatever LOGINIPVERF3 says', async () => {
    const { secret } = await boundMember('newaddr01', '9175550101');
    for (const moduleOn of [false, true]) {
      await setModule(platform, 'LOGINIPVERF3', moduleOn);
      const ip = `10.40.${moduleOn ? 1 : 0}.1`;
      const pending = await refusal(loginRequest(platform, 'newaddr01', 'Test1234', { ip }));
      expect(pending.methods).toEqual(['authenticator']);
      // The payee name, the phone and the e-mail are no answers while the authenticator is bound.
      const weaker: Record<string, string>[] = [
        { method: 'bankAccountName', bankAccountName: 'Juan Dela Cruz' },
        { method: 'phone', verificationCode: '123456' },
        { method: 'email', verificationCode: '123456' },
      ];
      for (const body of weaker) {
        await expectRefusal(answer(pending.verificationId, body, ip), 'request.param.err', 400);
      }
      clock.advance(STEP_MS);
      const session = await expectOk(
        answer(pending.verificationId, { method: 'authenticator', verificationCode: codeNow(secret, clock) }, ip),
        SessionSchema,
      );
      expect(session.userName).toBe('newaddr01');
      // The address is known now: no question the next time.
      await loginOk(platform, 'newaddr01', 'Test1234', { ip });
    }
    await setModule(platform, 'LOGINIPVERF3', false);
  });

  it('asks an SMS login from a new address for the authenticator, and lets a known address in', async () => {
    const { secret } = await boundMember('newaddr02', '9175550102');
    const ip = '10.41.0.1';
    const body = (verificationCode: string) => ({
      type: 'sms',
      countryDialingCode: '63',
      mobileNum: '9175550102',
      verificationCode,
    });
    const login = async (at: string) =>
      encryptedCall(platform, 'POST', '/wps/session/login', body(await smsCode('9175550102', 'login', at)), {
        ip: at,
      });
    const pending = await refusal(login(ip));
    expect(pending.methods).toEqual(['authenticator']);
    clock.advance(STEP_MS);
    const session = await expectOk(
      answer(pending.verificationId, { method: 'authenticator', verificationCode: codeNow(secret, clock) }, ip),
      SessionSchema,
    );
    expect(session.userName).toBe('newaddr02');
    clock.advance(STEP_MS);
    expect((await expectOk(login(ip), SessionSchema)).userName).toBe('newaddr02');
  });

  it('stores a reset-by-phone password from a new address only after the authenticator answered', async () => {
    const { recoveryCodes } = await boundMember('newaddr03', '9175550103');
    const ip = '10.42.0.1';
    const reset = async (newPassword: string) =>
      encryptedCall(
        platform,
        'POST',
        '/wps/member/password/verification',
        {
          countryDialingCode: '+63',
          mobileNum: '9175550103',
          verificationCode: await smsCode('9175550103', 'forgot', ip),
          newPassword,
          slider: await solveSlider(platform),
        },
        { ip },
      );
    const pending = await refusal(reset('Stolen123'));
    expect(pending.methods).toEqual(['authenticator']);
    // Not yet changed: the old password still works (from an address the member used before).
    await loginOk(platform, 'newaddr03', 'Test1234', { ip: '127.0.0.1' });
    await expectRefusal(
      answer(pending.verificationId, { method: 'authenticator', verificationCode: 'ZZZZ-ZZZZ' }, ip),
      'verification.code.invalid',
    );
    await loginOk(platform, 'newaddr03', 'Test1234', { ip: '127.0.0.1' });
    const [recovery = ''] = recoveryCodes;
    const session = await expectOk(
      answer(pending.verificationId, { method: 'authenticator', verificationCode: recovery }, ip),
      SessionSchema,
    );
    expect(session.userName).toBe('newaddr03');
    await expectRefusal(loginRequest(platform, 'newaddr03', 'Test1234', { ip }), 'login.cred.err');
    await loginOk(platform, 'newaddr03', 'Stolen123', { ip });
  });
});
