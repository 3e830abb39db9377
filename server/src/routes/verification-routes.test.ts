import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SessionSchema, SmsSentSchema } from '#contract/session-schemas.ts';

import { testBackends } from '../db/test-databases.ts';
import {
  call,
  codeRequest,
  encryptedCall,
  envelope,
  expectOk,
  expectRefusal,
  latestCode,
  outbox,
  setModule,
  testClock,
} from '../test-support/account-client.ts';
import { createTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';

const MINUTE = 60_000;

describe.each(testBackends())('SMS codes on $name', (backend) => {
  let platform: TestPlatform;
  const clock = testClock();
  beforeAll(async () => {
    platform = await createTestPlatform({}, { backend, now: clock.now });
  });
  afterAll(() => platform.dispose());

  const sendRegister = (mobileNo: string) =>
    codeRequest(platform, '/wps/verification/sms/register', { countryDialingCode: '63', mobileNo });
  const sendLogin = (mobileNum = '9179990000') =>
    codeRequest(platform, '/wps/verification/sms/noLogin', { countryDialingCode: '+63', mobileNum, purpose: 'login' });
  const smsLogin = (verificationCode: string) =>
    encryptedCall(platform, 'POST', '/wps/session/login', {
      type: 'sms',
      countryDialingCode: '+63',
      mobileNum: '9179990000',
      verificationCode,
    });

  it('sends at most one code a minute and five an hour per number', async () => {
    const sent = await expectOk(sendRegister('9181110000'), SmsSentSchema);
    expect(sent).toEqual({ expiredMinutes: 5, expirationTime: clock.now().getTime() + 5 * MINUTE });
    const throttled = await expectRefusal(sendRegister('9181110000'), 'TOO_MANY_REQUESTS');
    expect(throttled.message).toContain('5 minutes');
    // Another number is not affected.
    await expectOk(sendRegister('9181110001'), SmsSentSchema);
    for (let i = 2; i <= 5; i++) {
      clock.advance(MINUTE + 1000);
      await expectOk(sendRegister('9181110000'), SmsSentSchema);
    }
    clock.advance(MINUTE + 1000);
    await expectRefusal(sendRegister('9181110000'), 'TOO_MANY_REQUESTS');
    clock.advance(60 * MINUTE);
    await expectOk(sendRegister('9181110000'), SmsSentSchema);
    const messages = await outbox(platform, '+639181110000');
    expect(messages).toHaveLength(6);
    expect(messages[0]?.body).toMatch(/\b\d{6}\b/);
  });

  it('accepts a code once, refuses expired codes and stops after 5 wrong tries', async () => {
    clock.advance(10 * MINUTE);
    await expectOk(sendLogin(), SmsSentSchema);
    const code = await latestCode(platform, '+639179990000');
    const wrong = code === '123456' ? '654321' : '123456';
    await expectOk(smsLogin(code), SessionSchema);
    await expectRefusal(smsLogin(code), 'verification.code.invalid');

    clock.advance(2 * MINUTE);
    await expectOk(sendLogin(), SmsSentSchema);
    const expiring = await latestCode(platform, '+639179990000');
    clock.advance(5 * MINUTE + 1000);
    await expectRefusal(smsLogin(expiring), 'verification.code.expired');

    await expectOk(sendLogin(), SmsSentSchema);
    const guarded = await latestCode(platform, '+639179990000');
    for (let i = 0; i < 5; i++) await expectRefusal(smsLogin(wrong), 'verification.code.invalid');
    await expectRefusal(smsLogin(guarded), 'verification.code.invalid');
  });

  it('answers unknown numbers like known ones; refuses malformed bodies and SMS login while MOBILEVERCODELOGIN3 is off', async () => {
    clock.advance(10 * MINUTE);
    expect((await envelope(sendLogin('9000000001'))).success).toBe(true);
    expect(
      (
        await expectRefusal(
          call(platform, 'POST', '/wps/verification/sms/noLogin', { mobileNum: '9171234567', purpose: 'hello' }),
          'request.param.err',
          400,
        )
      ).message,
    ).toContain('purpose');
    expect((await expectRefusal(sendRegister('12'), 'request.param.err', 400)).message).toContain('mobileNo');
    await setModule(platform, 'MOBILEVERCODELOGIN3', false);
    await expectRefusal(sendLogin(), 'function.not.available');
    await setModule(platform, 'MOBILEVERCODELOGIN3', true);
  });
});
