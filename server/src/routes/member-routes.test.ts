import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MemberInfoSchema } from '#contract/member-schemas.ts';
import { CountryListSchema, SessionSchema, SmsSentSchema } from '#contract/session-schemas.ts';
import { SystemStatusSchema } from '#contract/system-schemas.ts';

import { testBackends } from '../db/test-databases.ts';
import { setSetting } from '../domain/settings-repository.ts';
import {
  captchaCookie,
  codeRequest,
  encryptedCall,
  expectOk,
  expectRefusal,
  latestCode,
  setModule,
  solveSlider,
  TEST_CAPTCHA,
  testClock,
} from '../test-support/account-client.ts';
import { createTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';

const Nothing = v.null();

describe.each(testBackends())('registration on $name', (backend) => {
  let platform: TestPlatform;
  const clock = testClock();
  let phoneSeq = 0;
  beforeAll(async () => {
    platform = await createTestPlatform(
      { trustProxy: true },
      { backend, now: clock.now, captchaText: () => TEST_CAPTCHA },
    );
  });
  afterAll(() => platform.dispose());

  /** A registration with slider, captcha cookie and a fresh SMS code for a new number. */
  async function register(fields: Record<string, unknown>, mode: 'username' | 'mobile' = 'username', sms = true) {
    const mobileNum = (fields.mobileNum as string | undefined) ?? `92000000${String(++phoneSeq).padStart(2, '0')}`;
    if (sms) {
      await expectOk(
        codeRequest(platform, '/wps/verification/sms/register', { countryDialingCode: '+63', mobileNo: mobileNum }),
        SmsSentSchema,
      );
      clock.advance(61_000);
    }
    const verificationCode = sms ? await latestCode(platform, `+63${mobileNum.replace(/^0/, '')}`) : '000000';
    const body = {
      username: 'player01',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      countryDialingCode: '+63',
      mobileNum,
      verificationCode,
      captcha: TEST_CAPTCHA,
      slider: await solveSlider(platform),
      login: true,
      ...fields,
    };
    const path = mode === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register';
    return encryptedCall(platform, 'PUT', path, body, { cookie: await captchaCookie(platform) });
  }

  it('registers by username and logs in', async () => {
    const session = await expectOk(
      register({ username: 'Player01', affiliateCode: 'agent01', email: 'p1@tala.example' }),
      SessionSchema,
    );
    expect(session).toMatchObject({
      userName: 'Player01',
      customerType: 0,
      firstTimeLogin: true,
      mustChangePassword: false,
    });
    const info = await expectOk(
      platform.request('/wps/member/info', { headers: { Authorization: session.token } }),
      MemberInfoSchema,
    );
    expect(info).toMatchObject({
      account: 'Player01',
      toUpline: true,
      mobileNum: '+63 920****001',
      email: 'p****@tala.example',
    });
    await expectRefusal(platform.request('/wps/check/username?username=player01'), 'exists.username.err');
    await expectOk(platform.request('/wps/check/username?username=player99'), Nothing);
  });

  it('registers by mobile number (username = the number) and without login', async () => {
    const session = await expectOk(
      register({ mobileNum: '09175550001', username: 'ignored' }, 'mobile'),
      SessionSchema,
    );
    expect(session.userName).toBe('9175550001');
    const plain = await expectOk(register({ username: 'quiet01', login: false }), v.object({ customerId: v.number() }));
    expect(plain.customerId).toBeGreaterThan(0);
  });

  it('registers by mobile without a password while MOBILENUMPASSREG3 is off', async () => {
    await setModule(platform, 'MOBILENUMPASSREG3', false);
    try {
      const session = await expectOk(
        register({ mobileNum: '09175550002', password: '', confirmPassword: '' }, 'mobile'),
        SessionSchema,
      );
      expect(session.userName).toBe('9175550002');
    } finally {
      await setModule(platform, 'MOBILENUMPASSREG3', true);
    }
    await expectRefusal(
      register({ mobileNum: '09175550003', password: '', confirmPassword: '' }, 'mobile'),
      'request.param.err',
      400,
    );
  });

  it('names the failing field on rule violations', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ username: 'ab' }, 'username'],
      [{ username: '1player' }, 'username'],
      [{ password: 'lettersonly', confirmPassword: 'lettersonly' }, 'password'],
      [{ confirmPassword: 'Secret124' }, 'confirmPassword'],
      [{ email: 'not-an-email' }, 'email'],
      [{ mobileNum: '' }, 'mobileNum'],
    ];
    for (const [fields, field] of cases) {
      const answer = await expectRefusal(register(fields, 'username', false), 'request.param.err', 400);
      expect(answer.message.split(' ')[0]).toBe(field);
    }
  });

  it('refuses taken names, numbers and addresses, bad invitation codes, captcha and SMS code', async () => {
    await expectRefusal(register({ username: 'DEMO01' }, 'username', false), 'exists.username.err');
    await expectRefusal(
      register({ username: 'fresh01', mobileNum: '9171234567' }, 'username', false),
      'exists.mobile.err',
    );
    await expectRefusal(
      register({ username: 'fresh01', email: 'demo01@TALA.example' }, 'username', false),
      'exists.email.err',
    );
    await expectRefusal(
      register({ username: 'fresh01', affiliateCode: 'NOPE99' }, 'username', false),
      'invitation_code_error',
    );
    await expectRefusal(register({ username: 'fresh01', captcha: 'ZZZZ' }, 'username', false), 'captcha.invalid');
    await expectRefusal(register({ username: 'fresh01' }, 'username', false), 'verification.code.invalid');
    await expectRefusal(register({ username: 'fresh01', slider: undefined }, 'username', false), 'slider.invalid');
    await expectRefusal(
      codeRequest(platform, '/wps/verification/sms/register', { countryDialingCode: '+63', mobileNo: '9171234567' }),
      'exists.mobile.err',
    );
    await expectRefusal(platform.request('/wps/agent/affiliate?code=NOPE99&domain=x'), 'invitation_code_error');
    await expectOk(platform.request('/wps/agent/affiliate?code=AGENT01&domain=x'), Nothing);
  });

  it("checks a given birthday against the operator's minimum age (18 unless set)", async () => {
    // The test clock reads 2026-06-15 in Philippine time.
    const status = async () =>
      (await expectOk(platform.request('/wps/system/status'), SystemStatusSchema)).info.settings.minimumAge;
    expect(await status()).toBe(18);
    await expectRefusal(
      register({ username: 'young01', birthday: '2008-06-16' }, 'username', false),
      'register.age.err',
    );
    for (const birthday of ['2008-02-30', '16-06-2008', '2027-01-01']) {
      expect(
        (await expectRefusal(register({ username: 'young01', birthday }, 'username', false), 'request.param.err', 400))
          .message,
      ).toContain('birthday');
    }
    await expectOk(register({ username: 'adult18', birthday: '2008-06-15' }), SessionSchema);
    await setSetting(platform.deps.db, 'register.minimumAge', 21);
    try {
      expect(await status()).toBe(21);
      const refused = await expectRefusal(
        register({ username: 'adult20', birthday: '2005-06-16' }, 'username', false),
        'register.age.err',
      );
      expect(refused.message).toContain('21');
      await expectOk(register({ username: 'adult21', birthday: '2005-06-15' }), SessionSchema);
    } finally {
      await setSetting(platform.deps.db, 'register.minimumAge', 18);
    }
  });

  it('lists the dialling codes with the Philippines first', async () => {
    const countries = await expectOk(platform.request('/wps/system/country'), CountryListSchema);
    expect(countries[0]).toEqual({ countryCode: 'PH', countryDialingCode: '+63', name: 'Philippines' });
    expect(countries.map((country) => country.countryCode)).toEqual([
      'PH',
      'VN',
      'TH',
      'IN',
      'CN',
      'JP',
      'KR',
      'ID',
      'MY',
      'SG',
      'BD',
      'KH',
    ]);
  });
});
