import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MemberInfoSchema } from '#contract/member-schemas.ts';
import { SessionSchema, SmsSentSchema } from '#contract/session-schemas.ts';

import { testBackends } from '../db/test-databases.ts';
import {
  call,
  codeRequest,
  encryptedCall,
  expectOk,
  expectRefusal,
  latestCode,
  loginOk,
  loginRequest,
  outbox,
  setModule,
  solveSlider,
  testClock,
} from '../test-support/account-client.ts';
import { createTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';

const Nothing = v.null();

describe.each(testBackends())('passwords on $name', (backend) => {
  let platform: TestPlatform;
  const clock = testClock();
  beforeAll(async () => {
    platform = await createTestPlatform({ trustProxy: true }, { backend, now: clock.now });
  });
  afterAll(() => platform.dispose());

  const forgot = (form: string) =>
    platform.request('/wps/member/password/email', {
      method: 'POST',
      body: form,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
  const change = (token: string, oldPassword: string, newPassword: string, confirmNewPassword = newPassword) =>
    encryptedCall(
      platform,
      'POST',
      '/wps/member/password',
      { oldPassword, newPassword, confirmNewPassword },
      { token },
    );
  const language = (token: string, value = 'en') =>
    call(platform, 'PUT', '/wps/member/language', { language: value }, { token });

  it('e-mails a temporary password that must be changed before anything else', async () => {
    // Strangers, wrong addresses and accounts without one get the same answer and no mail.
    await expectOk(forgot('username=ghost01&email=a%40b.c'), Nothing);
    await expectOk(forgot('username=demo01&email=other%40tala.example'), Nothing);
    await expectOk(forgot('username=agent01&email=a2%40b.c'), Nothing);
    expect(await outbox(platform, 'other@tala.example')).toEqual([]);
    expect((await expectRefusal(forgot('username=demo01'), 'request.param.err', 400)).message).toContain('email');
    await expectOk(forgot('username=demo01&email=DEMO01%40tala.example'), Nothing);
    const [mail] = await outbox(platform, 'demo01@tala.example');
    const temporary = /temporary password is (\w+)/.exec(mail?.body ?? '')?.[1] ?? '';
    expect(temporary).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{10}$/);
    await expectRefusal(loginRequest(platform, 'demo01', 'Demo1234'), 'login.cred.err');

    const session = await loginOk(platform, 'demo01', temporary);
    expect(session.mustChangePassword).toBe(true);
    await expectRefusal(language(session.token), 'password.change.required');
    expect(
      await expectOk(
        platform.request('/wps/member/info', { headers: { Authorization: session.token } }),
        MemberInfoSchema,
      ),
    ).toMatchObject({ mustChangePassword: true });

    await expectRefusal(change(session.token, temporary, 'Demo5678', 'Demo5679'), 'modify.new.confirm.diff');
    await expectRefusal(change(session.token, 'Wrong123', 'Demo5678'), 'modify.pw.incorrect.pw');
    expect(
      (await expectRefusal(change(session.token, temporary, 'short'), 'request.param.err', 400)).message,
    ).toContain('newPassword');
    await expectRefusal(change(session.token, temporary, temporary), 'request.param.err', 400);
    await expectOk(change(session.token, temporary, 'Demo5678'), Nothing);
    await expectOk(language(session.token, 'ty'), Nothing);
    expect(
      await expectOk(
        platform.request('/wps/member/info', { headers: { Authorization: session.token } }),
        MemberInfoSchema,
      ),
    ).toMatchObject({ mustChangePassword: false, language: 'TY' });
    await expectRefusal(language(session.token, 'XX'), 'request.param.err', 400);
  });

  it('resets by phone and logs in', async () => {
    clock.advance(10 * 60_000);
    await expectOk(
      codeRequest(platform, '/wps/verification/sms/noLogin', {
        countryDialingCode: '+63',
        mobileNum: '9000000000',
        purpose: 'forgot',
      }),
      SmsSentSchema,
    );
    expect(await outbox(platform, '+639000000000')).toEqual([]);
    await expectOk(
      codeRequest(
        platform,
        '/wps/verification/sms/noLogin',
        { countryDialingCode: '+63', mobileNum: '9171234567', purpose: 'forgot' },
        { headers: { Language: 'ES' } },
      ),
      SmsSentSchema,
    );
    // In the asking request's language (issue #27).
    expect((await outbox(platform, '+639171234567'))[0]?.body).toMatch(
      /^Tala: tu código de verificación para restablecer/,
    );
    const code = await latestCode(platform, '+63 917 123 4567');
    const reset = async (newPassword: string, verificationCode = code) =>
      encryptedCall(platform, 'POST', '/wps/member/password/verification', {
        countryDialingCode: '+63',
        mobileNum: '9171234567',
        verificationCode,
        newPassword,
        slider: await solveSlider(platform),
      });
    expect((await expectRefusal(reset('nodigits'), 'request.param.err', 400)).message).toContain('newPassword');
    const session = await expectOk(reset('Reset1234'), SessionSchema);
    expect(session).toMatchObject({ userName: 'demo01', mustChangePassword: false, passwordExpired: false });
    await expectRefusal(reset('Again1234'), 'verification.code.invalid');
    await expectRefusal(loginRequest(platform, 'demo01', 'Demo5678'), 'login.cred.err');
    await loginOk(platform, 'demo01', 'Reset1234');
  });

  it('gates expired passwords while PWDEXPFORCECHANGE3 is on, and first logins are reported', async () => {
    const expired = await loginOk(platform, 'expired01', 'Expired123');
    expect(expired).toMatchObject({ passwordExpired: true, mustChangePassword: false });
    await expectRefusal(language(expired.token), 'password.change.required');
    await setModule(platform, 'PWDEXPFORCECHANGE3', false);
    await expectOk(language(expired.token), Nothing);
    await setModule(platform, 'PWDEXPFORCECHANGE3', true);
    await expectOk(change(expired.token, 'Expired123', 'Renewed123'), Nothing);
    await expectOk(language(expired.token), Nothing);

    const newbie = await loginOk(platform, 'newbie01', 'Welcome123');
    expect(newbie).toMatchObject({ firstTimeLogin: true, mustChangePassword: true });
    expect((await loginOk(platform, 'newbie01', 'Welcome123')).firstTimeLogin).toBe(false);
  });

  it('revokes the other sessions when the password changes', async () => {
    const first = await loginOk(platform, 'agent01', 'Agent1234');
    const second = await loginOk(platform, 'agent01', 'Agent1234');
    await expectOk(change(second.token, 'Agent1234', 'Agent5678'), Nothing);
    await expectRefusal(
      platform.request('/wps/member/info', { headers: { Authorization: first.token } }),
      'login.not.session',
      401,
    );
    await expectOk(
      platform.request('/wps/member/info', { headers: { Authorization: second.token } }),
      MemberInfoSchema,
    );
  });
});
