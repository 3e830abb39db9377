import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ErrorCode } from '#contract/error-codes.ts';
import { MemberInfoSchema } from '#contract/member-schemas.ts';
import { LoginRefusalSchema, SessionSchema } from '#contract/session-schemas.ts';

import { testBackends } from '../db/test-databases.ts';
import {
  admin,
  captchaCookie,
  codeRequest,
  encryptedCall,
  expectOk,
  expectRefusal,
  latestCode,
  loginOk,
  loginRequest,
  solveSlider,
  TEST_CAPTCHA,
  testClock,
} from '../test-support/account-client.ts';
import { createTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';

const MINUTE = 60_000;

describe.each(testBackends())('login on $name', (backend) => {
  let platform: TestPlatform;
  const clock = testClock();
  beforeAll(async () => {
    platform = await createTestPlatform(
      { trustProxy: true },
      { backend, now: clock.now, captchaText: () => TEST_CAPTCHA },
    );
  });
  afterAll(() => platform.dispose());

  const refusal = async (response: Promise<Response>, errorCode: ErrorCode) =>
    v.parse(LoginRefusalSchema, (await expectRefusal(response, errorCode)).value);

  it('refuses agent-only accounts on a member site the operator separated, after the password is proven', async () => {
    const set = (value: number[]) => admin(platform, 'PUT', '/admin/settings/login.agentOnlyTypes', { value });
    expect((await set([1, 41])).status).toBe(200);
    try {
      await expectRefusal(loginRequest(platform, 'agent01', 'Agent1234', { ip: '10.0.9.1' }), 'login.non.member');
      // A wrong password still answers like any other account's.
      await expectRefusal(loginRequest(platform, 'agent01', 'Wrong1234', { ip: '10.0.9.1' }), 'login.cred.err');
      await loginOk(platform, 'demo01', 'Demo1234', { ip: '10.0.9.1' });
    } finally {
      await set([]);
    }
    await loginOk(platform, 'agent01', 'Agent1234', { ip: '10.0.9.1' });
  });

  it('logs in through an encrypted body made by the client and opens member info', async () => {
    const response = await loginRequest(platform, 'Demo01', 'Demo1234', { ip: '10.0.0.1' });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const session = await expectOk(response, SessionSchema);
    expect(session).toMatchObject({
      userName: 'demo01',
      customerType: 0,
      firstTimeLogin: false,
      passwordExpired: false,
      mustChangePassword: false,
    });
    expect(session.token).toMatch(/^[0-9a-f]{64}$/);
    const info = await expectOk(
      platform.request('/wps/member/info', { headers: { Authorization: session.token } }),
      MemberInfoSchema,
    );
    expect(info).toMatchObject({
      account: 'demo01',
      type: 0,
      toUpline: true,
      mobileNum: '+63 917****567',
      email: 'de****@tala.example',
    });
    expect(info.lastLoginTime).toBe(clock.now().getTime());
  });

  it('answers the session fields the spec keeps, labels included, and the same labels in member info', async () => {
    const labels = { clubLabel: 'Gold club', memberLabels: ['VIP', 'Very long label of a high-value player'] };
    expect((await admin(platform, 'POST', '/admin/accounts', { username: 'demo01', ...labels })).status).toBe(200);
    try {
      const session = await expectOk(loginRequest(platform, 'demo01', 'Demo1234', { ip: '10.0.0.7' }), SessionSchema);
      expect(session).toMatchObject({
        userName: 'demo01',
        account: 'demo01',
        customerId: session.id,
        customerType: 0,
        toUpline: true,
        clubLabel: { labelName: 'Gold club' },
        memberLabel: [{ labelName: 'VIP' }, { labelName: 'Very long label of a high-value player' }],
      });
      expect(session.id).toBeGreaterThan(0);
      const info = await expectOk(
        platform.request('/wps/member/info', { headers: { Authorization: session.token } }),
        MemberInfoSchema,
      );
      expect(info.clubLabel).toEqual({ labelName: 'Gold club' });
      expect(info.memberLabel.map((label) => label.labelName)).toEqual(labels.memberLabels);
      // The operator refuses labels that would not fit a badge.
      const tooLong = await admin(platform, 'POST', '/admin/accounts', {
        username: 'demo01',
        memberLabels: ['x'.repeat(41)],
      });
      expect(tooLong.status).toBe(400);
    } finally {
      await admin(platform, 'POST', '/admin/accounts', { username: 'demo01', clubLabel: null, memberLabels: [] });
    }
  });

  it('answers login.cred.err with the remaining attempts, the same for unknown users', async () => {
    expect(
      await refusal(loginRequest(platform, 'demo01', 'wrong1', { ip: '10.0.0.2' }), 'login.cred.err'),
    ).toMatchObject({ remainingAttempts: 4, captchaRequired: false });
    expect(
      await refusal(loginRequest(platform, 'nobody01', 'wrong1', { ip: '10.0.0.3' }), 'login.cred.err'),
    ).toMatchObject({ remainingAttempts: 4, captchaRequired: false });
  });

  it('demands a captcha after 3 failures and accepts the right one', async () => {
    const ip = '10.0.0.4';
    await refusal(loginRequest(platform, 'agent01', 'bad111', { ip }), 'login.cred.err');
    await refusal(loginRequest(platform, 'agent01', 'bad222', { ip }), 'login.cred.err');
    expect(await refusal(loginRequest(platform, 'agent01', 'bad333', { ip }), 'login.cred.err')).toMatchObject({
      captchaRequired: true,
      remainingAttempts: 2,
    });
    expect(await refusal(loginRequest(platform, 'agent01', 'Agent1234', { ip }), 'captcha.required')).toMatchObject({
      captchaRequired: true,
    });
    const cookie = await captchaCookie(platform);
    expect(
      await refusal(loginRequest(platform, 'agent01', 'Agent1234', { ip, cookie, captcha: 'XXXX' }), 'captcha.invalid'),
    ).toMatchObject({ captchaRequired: true });
    // Single use: the wrong attempt spent that captcha.
    await refusal(
      loginRequest(platform, 'agent01', 'Agent1234', { ip, cookie, captcha: TEST_CAPTCHA }),
      'captcha.invalid',
    );
    const fresh = await captchaCookie(platform);
    const session = await loginOk(platform, 'agent01', 'Agent1234', {
      ip,
      cookie: fresh,
      captcha: TEST_CAPTCHA.toLowerCase(),
    });
    expect(session.customerType).toBe(1);
    // Success cleared the counters: no captcha next time.
    await loginOk(platform, 'agent01', 'Agent1234', { ip });
  });

  it('locks the account for 15 minutes after 5 failures', async () => {
    const ip = '10.0.0.5';
    for (let i = 1; i <= 4; i++) {
      const cookie = await captchaCookie(platform);
      await refusal(
        loginRequest(platform, 'expired01', `bad${i}xx`, { ip, cookie, captcha: TEST_CAPTCHA }),
        'login.cred.err',
      );
    }
    const cookie = await captchaCookie(platform);
    const locked = await refusal(
      loginRequest(platform, 'expired01', 'bad5xx', { ip, cookie, captcha: TEST_CAPTCHA }),
      'login.pwd.forbidden.err',
    );
    expect(locked).toMatchObject({ remainingAttempts: 0, lockedUntil: clock.now().getTime() + 15 * MINUTE });
    // The right password from another address: still locked (account counter).
    await refusal(loginRequest(platform, 'expired01', 'Expired123', { ip: '10.0.0.6' }), 'login.pwd.forbidden.err');
    // The locked IP refuses other accounts too.
    await refusal(loginRequest(platform, 'agent01', 'Agent1234', { ip }), 'login.pwd.forbidden.err');
    clock.advance(15 * MINUTE + 1000);
    const session = await loginOk(platform, 'expired01', 'Expired123', { ip });
    expect(session.passwordExpired).toBe(true);
  });

  it('refuses missing, misplaced, hasty, reused and expired slider proofs', async () => {
    const ip = '10.0.0.7';
    const send = (slider: unknown) =>
      encryptedCall(
        platform,
        'POST',
        '/wps/session/login',
        { type: 'username', username: 'demo01', password: 'Demo1234', slider },
        { ip },
      );
    await expectRefusal(send(undefined), 'slider.invalid');
    await expectRefusal(send(await solveSlider(platform, 5)), 'slider.invalid');
    await expectRefusal(send(await solveSlider(platform, 0, 100)), 'slider.invalid');
    const proof = await solveSlider(platform, -4);
    await expectOk(send(proof), SessionSchema);
    await expectRefusal(send(proof), 'slider.invalid');
    const stale = await solveSlider(platform);
    clock.advance(2 * MINUTE + 1000);
    await expectRefusal(send(stale), 'slider.invalid');
  });

  it('validates the login body with the contract schema', async () => {
    const bad = await expectRefusal(
      encryptedCall(platform, 'POST', '/wps/session/login', { type: 'email', username: 'demo01' }),
      'request.param.err',
      400,
    );
    expect(bad.message).toContain('type');
    const empty = await expectRefusal(
      encryptedCall(platform, 'POST', '/wps/session/login', { type: 'username', username: 'demo01' }),
      'request.param.err',
      400,
    );
    expect(empty.message).toContain('password');
    await expectRefusal(
      platform.request('/wps/session/login', { method: 'POST', body: '{}' }),
      'request_body_required',
      400,
    );
  });

  it('logs in by SMS code with a single-use code', async () => {
    const ip = '10.0.0.8';
    await expectOk(
      codeRequest(
        platform,
        '/wps/verification/sms/noLogin',
        { countryDialingCode: '+63', mobileNum: '09171234567', purpose: 'login' },
        { ip },
      ),
      v.object({ expiredMinutes: v.literal(5), expirationTime: v.number() }),
    );
    const code = await latestCode(platform, '+639171234567');
    const body = { type: 'sms', countryDialingCode: '63', mobileNum: '9171234567', verificationCode: code };
    const session = await expectOk(encryptedCall(platform, 'POST', '/wps/session/login', body, { ip }), SessionSchema);
    expect(session.userName).toBe('demo01');
    await expectRefusal(
      encryptedCall(platform, 'POST', '/wps/session/login', body, { ip }),
      'verification.code.invalid',
    );
  });
});
