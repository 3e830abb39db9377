import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { generateRandomKey } from '#contract/crypto/random-key.ts';
import { rsaEncryptReversedKey } from '#contract/crypto/textbook-rsa.ts';
import { MemberInfoSchema } from '#contract/member-schemas.ts';
import { LoginRefusalSchema, SessionSchema, SmsSentSchema } from '#contract/session-schemas.ts';

import { testBackends } from '../db/test-databases.ts';
import {
  call,
  encryptedCall,
  expectOk,
  expectRefusal,
  latestCode,
  loginOk,
  loginRequest,
  setModule,
  testClock,
} from '../test-support/account-client.ts';
import { createTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';

const MINUTE = 60_000;

describe.each(testBackends())('sessions on $name', (backend) => {
  let platform: TestPlatform;
  const clock = testClock();
  beforeAll(async () => {
    platform = await createTestPlatform({ trustProxy: true }, { backend, now: clock.now });
  });
  afterAll(() => platform.dispose());

  const info = (token: string) => platform.request('/wps/member/info', { headers: { Authorization: token } });

  it('revokes the token on logout', async () => {
    const { token } = await loginOk(platform, 'demo01', 'Demo1234');
    const logout = await platform.request('/wps/session/logout', {
      method: 'DELETE',
      headers: { Authorization: token },
    });
    expect(await logout.json()).toEqual({ success: true, value: null, message: '', errorCode: '' });
    expect(logout.headers.get('Cache-Control')).toBe('no-store');
    await expectRefusal(info(token), 'login.not.session', 401);
    await expectRefusal(platform.request('/wps/member/info'), 'login.not.session', 401);
    await expectRefusal(info('f'.repeat(64)), 'login.not.session', 401);
  });

  it("logs out with the spec's POST as well as DELETE", async () => {
    const { token } = await loginOk(platform, 'demo01', 'Demo1234');
    const logout = await platform.request('/wps/session/logout', { method: 'POST', headers: { Authorization: token } });
    expect(await logout.json()).toEqual({ success: true, value: null, message: '', errorCode: '' });
    await expectRefusal(info(token), 'login.not.session', 401);
  });

  it('expires a session after 30 idle minutes', async () => {
    const { token } = await loginOk(platform, 'demo01', 'Demo1234');
    clock.advance(29 * MINUTE);
    await expectOk(info(token), MemberInfoSchema);
    clock.advance(29 * MINUTE);
    await expectOk(info(`Bearer ${token}`), MemberInfoSchema);
    clock.advance(30 * MINUTE + 1000);
    await expectRefusal(info(token), 'login.not.session', 401);
  });

  it('expires a busy session 12 hours after login', async () => {
    const { token } = await loginOk(platform, 'demo01', 'Demo1234');
    for (let elapsed = 0; elapsed < 12 * 60; elapsed += 25) {
      await expectOk(info(token), MemberInfoSchema);
      clock.advance(25 * MINUTE);
    }
    await expectRefusal(info(token), 'login.not.session', 401);
  });

  it('creates a trial member for free play, only with the sealed key and gateway version', async () => {
    const modulus = await (await platform.request('/wps/session/key/rsa')).text();
    const headers = {
      Encryption: rsaEncryptReversedKey(generateRandomKey(), modulus),
      'X-Gateway-Version': '3',
      'X-RSA': modulus,
    };
    const body = { os: 'Linux', platform: 'W' };
    const session = await expectOk(
      call(platform, 'POST', '/wps/session/login/freeplay', body, { headers }),
      SessionSchema,
    );
    expect(session).toMatchObject({ customerType: 4, firstTimeLogin: true, mustChangePassword: false });
    expect(session.userName).toMatch(/^guest\d{6}$/);
    expect(await expectOk(info(session.token), MemberInfoSchema)).toMatchObject({ type: 4, account: session.userName });

    const noKey = { 'X-Gateway-Version': '3', 'X-RSA': modulus };
    expect(
      (
        await expectRefusal(
          call(platform, 'POST', '/wps/session/login/freeplay', body, { headers: noKey }),
          'request.param.err',
          400,
        )
      ).message,
    ).toContain('Encryption');
    await expectRefusal(
      call(platform, 'POST', '/wps/session/login/freeplay', body, { headers: { ...headers, Encryption: 'abc123' } }),
      'request.param.err',
      400,
    );
    await expectRefusal(
      call(platform, 'POST', '/wps/session/login/freeplay', body, {
        headers: { ...headers, 'X-Gateway-Version': '2' },
      }),
      'request.param.err',
      400,
    );
    await setModule(platform, 'FREEPLAY3', false);
    await expectRefusal(
      call(platform, 'POST', '/wps/session/login/freeplay', body, { headers }),
      'function.not.available',
    );
    await setModule(platform, 'FREEPLAY3', true);
  });

  it('asks for verification from a new IP when LOGINIPVERF3 is on', async () => {
    await setModule(platform, 'LOGINIPVERF3', true);
    try {
      const ip = '10.1.0.1';
      const answer = await expectRefusal(
        loginRequest(platform, 'verify01', 'Verify1234', { ip }),
        'login_verify_required',
      );
      const refusal = v.parse(LoginRefusalSchema, answer.value);
      expect(refusal).toMatchObject({ methods: ['phone'], maskedPhone: '+63 917****000', maskedEmail: null });
      const verificationId = refusal.verificationId ?? '';
      expect(verificationId).toMatch(/^[0-9a-f]{32}$/);

      await expectRefusal(
        call(platform, 'POST', '/wps/verification/sms/noLogin', { purpose: 'verify' }, { ip }),
        'request.param.err',
        400,
      );
      await expectOk(
        call(
          platform,
          'POST',
          '/wps/verification/sms/noLogin',
          { countryDialingCode: '', mobileNum: '', purpose: 'verify', verificationId },
          { ip },
        ),
        SmsSentSchema,
      );
      const code = await latestCode(platform, '+639179990000');
      const verify = (body: Record<string, string>) =>
        encryptedCall(platform, 'POST', '/wps/session/login/verification', { verificationId, ...body }, { ip });
      await expectRefusal(
        verify({ method: 'phone', verificationCode: code === '000000' ? '111111' : '000000' }),
        'verification.code.invalid',
      );
      await expectRefusal(verify({ method: 'email', email: 'x@y.z' }), 'request.param.err', 400);
      const session = await expectOk(verify({ method: 'phone', verificationCode: code }), SessionSchema);
      expect(session.userName).toBe('verify01');
      await expectRefusal(verify({ method: 'phone', verificationCode: code }), 'verification.code.expired');
      // The address is known now.
      await loginOk(platform, 'verify01', 'Verify1234', { ip });

      // demo01 knows 127.0.0.1 only; from elsewhere it may answer with a code (SMS, e-mail) or its payee name.
      await loginOk(platform, 'demo01', 'Demo1234', { ip: '127.0.0.1' });
      const demo = v.parse(
        LoginRefusalSchema,
        (await expectRefusal(loginRequest(platform, 'demo01', 'Demo1234', { ip }), 'login_verify_required')).value,
      );
      expect(demo).toMatchObject({
        methods: ['phone', 'email', 'bankAccountName'],
        maskedEmail: 'de****@tala.example',
        emailCode: true,
      });
      const answerDemo = (body: Record<string, string>) =>
        encryptedCall(
          platform,
          'POST',
          '/wps/session/login/verification',
          { verificationId: demo.verificationId ?? '', ...body },
          { ip },
        );
      // The bound address itself is no answer any more: the e-mail method takes a code.
      await expectRefusal(answerDemo({ method: 'email', email: 'demo01@tala.example' }), 'verification.code.invalid');
      await expectRefusal(
        answerDemo({ method: 'bankAccountName', bankAccountName: 'Someone Else' }),
        'verification.code.invalid',
      );
      await expectOk(answerDemo({ method: 'bankAccountName', bankAccountName: ' demo  PLAYER ' }), SessionSchema);

      // Accounts with neither phone nor e-mail are never asked.
      await loginOk(platform, 'agent01', 'Agent1234', { ip: '10.1.0.2' });
    } finally {
      await setModule(platform, 'LOGINIPVERF3', false);
    }
  });
});
