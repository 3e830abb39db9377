/**
 * Login, and every code sent without a session with the reset it leads to, ask only for the human
 * checks the whitelabel modules switch on (docs/contract.md §16).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { GeetestIdSchema, SessionSchema, SmsSentSchema } from '#contract/session-schemas.ts';

import { testBackends } from '../db/test-databases.ts';
import { setWhitelabelFlag } from '../domain/whitelabel.ts';
import {
  call,
  encryptedCall,
  expectOk,
  expectRefusal,
  latestCode,
  outbox,
  solveSlider,
  testClock,
} from '../test-support/account-client.ts';
import { createTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';

const GEETEST = { lot_number: 'lot', captcha_output: 'out', pass_token: 'pass', gen_time: '1700000000' };

describe.each(testBackends())('human checks on $name', (backend) => {
  let platform: TestPlatform;
  const clock = testClock();
  beforeAll(async () => {
    platform = await createTestPlatform({ trustProxy: true }, { backend, now: clock.now });
  });
  afterAll(() => platform.dispose());

  const login = (extra: Record<string, unknown>, ip: string) =>
    encryptedCall(
      platform,
      'POST',
      '/wps/session/login',
      { username: 'demo01', password: 'Demo1234', ...extra },
      { ip },
    );

  it('demands the slider while SLIDER3 is on, and nothing but the password once it is off', async () => {
    await expectRefusal(login({}, '10.9.0.1'), 'slider.invalid');
    await expectOk(login({ slider: await solveSlider(platform) }, '10.9.0.1'), SessionSchema);
    expect(await setWhitelabelFlag(platform.deps.db, 'SLIDER3', false)).toBe(true);
    try {
      // No `type` either: the legacy clients send none.
      expect((await expectOk(login({}, '10.9.0.2'), SessionSchema)).userName).toBe('demo01');
    } finally {
      await setWhitelabelFlag(platform.deps.db, 'SLIDER3', true);
    }
  });

  it('demands a GeeTest v4 result while GEETEST3 is on and answers the captcha id', async () => {
    expect(await setWhitelabelFlag(platform.deps.db, 'GEETEST3', true)).toBe(true);
    const slider = () => solveSlider(platform);
    const refused = await expectRefusal(login({ slider: await slider() }, '10.9.0.3'), 'geetest.required');
    expect(refused.message).toContain('#1066');
    await expectRefusal(
      login({ slider: await slider(), geetestValidateV4: { ...GEETEST, pass_token: '' } }, '10.9.0.3'),
      'geetest.required',
    );
    await expectOk(login({ slider: await slider(), geetestValidateV4: GEETEST }, '10.9.0.3'), SessionSchema);
    expect((await expectOk(platform.request('/wps/captcha/geetest?t=1'), GeetestIdSchema)).gt).toMatch(
      /^[0-9a-f]{32}$/,
    );
    await setWhitelabelFlag(platform.deps.db, 'GEETEST3', false);
  });

  const sendCode = (path: 'noLogin' | 'register', body: Record<string, unknown>, ip: string) =>
    call(platform, 'POST', `/wps/verification/sms/${path}`, body, { ip });
  const loginCode = (extra: Record<string, unknown>, purpose: 'login' | 'forgot' = 'login') =>
    sendCode('noLogin', { countryDialingCode: '+63', mobileNum: '9171234567', purpose, ...extra }, '10.9.1.1');
  const registerCode = (extra: Record<string, unknown>, mobileNo = '9205550177') =>
    sendCode('register', { countryDialingCode: '63', mobileNo, registerType: 'REGMOBVERF3', ...extra }, '10.9.1.2');

  it('sends no login, forgot or register code without the slider, and one with it (spec §7)', async () => {
    // The proof comes first: without it nothing about the number is read or told, not even "taken".
    await expectRefusal(loginCode({}), 'slider.invalid');
    await expectRefusal(loginCode({}, 'forgot'), 'slider.invalid');
    await expectRefusal(registerCode({}, '9171234567'), 'slider.invalid');
    await expectRefusal(loginCode({ slider: { ...(await solveSlider(platform)), durationMs: 10 } }), 'slider.invalid');
    expect(await outbox(platform, '+639171234567')).toEqual([]);

    await expectOk(loginCode({ slider: await solveSlider(platform) }), SmsSentSchema);
    expect((await outbox(platform, '+639171234567')).length).toBe(1);
    await expectRefusal(registerCode({ slider: await solveSlider(platform) }, '9171234567'), 'exists.mobile.err');
    const answer = await expectOk(registerCode({ slider: await solveSlider(platform) }), SmsSentSchema);
    expect(answer.expirationTime).toBeGreaterThan(clock.now().getTime());
    expect((await outbox(platform, '+639205550177')).length).toBe(1);
    // A proof is spent by the send: the same one again is refused.
    const once = await solveSlider(platform);
    clock.advance(61_000);
    await expectOk(loginCode({ slider: once }, 'forgot'), SmsSentSchema);
    clock.advance(61_000);
    await expectRefusal(loginCode({ slider: once }, 'forgot'), 'slider.invalid');
  });

  it('resets by phone only with the slider, before the code is compared (no code try is spent)', async () => {
    clock.advance(10 * 60_000);
    await expectOk(loginCode({ slider: await solveSlider(platform) }, 'forgot'), SmsSentSchema);
    const code = await latestCode(platform, '+639171234567');
    const reset = (extra: Record<string, unknown>) =>
      encryptedCall(
        platform,
        'POST',
        '/wps/member/password/verification',
        {
          countryDialingCode: '+63',
          mobileNum: '9171234567',
          verificationCode: code,
          newPassword: 'Human1234',
          ...extra,
        },
        { ip: '10.9.1.3' },
      );
    for (let i = 0; i < 6; i++) await expectRefusal(reset({}), 'slider.invalid');
    // Six refusals without a proof, and the code still works: none of them reached it.
    expect((await expectOk(reset({ slider: await solveSlider(platform) }), SessionSchema)).userName).toBe('demo01');
    await expectOk(
      encryptedCall(platform, 'POST', '/wps/session/login', {
        username: 'demo01',
        password: 'Human1234',
        slider: await solveSlider(platform),
      }),
      SessionSchema,
    );
  });

  it('asks GeeTest on the code requests while GEETEST3 is on, and nothing once both are off', async () => {
    clock.advance(10 * 60_000);
    await setWhitelabelFlag(platform.deps.db, 'GEETEST3', true);
    try {
      const refused = await expectRefusal(loginCode({ slider: await solveSlider(platform) }), 'geetest.required');
      expect(refused.message).toContain('#1066');
      await expectRefusal(registerCode({ slider: await solveSlider(platform) }, '9205550178'), 'geetest.required');
      await expectOk(
        registerCode({ slider: await solveSlider(platform), geetestValidateV4: GEETEST }, '9205550178'),
        SmsSentSchema,
      );
    } finally {
      await setWhitelabelFlag(platform.deps.db, 'GEETEST3', false);
    }
    await setWhitelabelFlag(platform.deps.db, 'SLIDER3', false);
    try {
      await expectOk(registerCode({}, '9205550179'), SmsSentSchema);
    } finally {
      await setWhitelabelFlag(platform.deps.db, 'SLIDER3', true);
    }
  });
});
