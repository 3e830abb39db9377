/**
 * Google and Facebook sign-in and the Firebase SMS check: tokens signed by a test key
 * the real Admin SDK is made to trust (test-support/firebase-tokens.ts), so every check it makes
 * (signature, audience, issuer, expiry) runs as in production.
 */
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { LoginRefusalSchema, SessionSchema } from '#contract/session-schemas.ts';

import { testBackends } from '../db/test-databases.ts';
import { SOCIAL_SIGNUPS_PER_IP } from '../domain/accounts/registration.ts';
import { codeAt, newSecret } from '../domain/authenticator/totp.ts';
import { SETTINGS, type FirebaseSetting } from '../domain/setting-definitions.ts';
import { setSetting } from '../domain/settings-repository.ts';
import { demoRegisterRules } from '../seed/register-rules-seed.ts';
import {
  call,
  captchaCookie,
  encryptedCall,
  envelope,
  expectOk,
  expectRefusal,
  loginOk,
  solveSlider,
  TEST_CAPTCHA,
  testClock,
} from '../test-support/account-client.ts';
import {
  disableTestUser,
  firebaseToken,
  revokeTestUser,
  TEST_FIREBASE_PROJECT,
  trustTestKey,
} from '../test-support/firebase-tokens.ts';
import { createTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';

const ALL_ON: FirebaseSetting = {
  projectId: TEST_FIREBASE_PROJECT,
  providers: { google: true, facebook: true },
  smsCheck: true,
};

describe.each(testBackends())('Firebase sign-in on $name', (backend) => {
  let platform: TestPlatform;
  const clock = testClock();
  let seq = 0;
  /** A uid no other test (or backend) uses. */
  const uid = () => `${backend.name}-uid-${++seq}`;

  beforeAll(async () => {
    platform = await createTestPlatform(
      { trustProxy: true },
      { backend, now: clock.now, captchaText: () => TEST_CAPTCHA },
    );
    trustTestKey();
    // The demo requires a mobile number; these tests sign up with the provider's data only.
    const rules = demoRegisterRules();
    if (rules.mobileNum) rules.mobileNum = { ...rules.mobileNum, required: false };
    await setSetting(platform.deps.db, SETTINGS.registerRules.key, rules);
  }, 180_000);
  afterAll(() => platform.dispose());
  beforeEach(() => setSetting(platform.deps.db, SETTINGS.firebase.key, ALL_ON));

  const login = (token: string, channel = 'google') =>
    encryptedCall(platform, 'POST', '/wps/session/login', {
      type: 'firebase',
      firebaseChannel: channel,
      firebaseIdToken: token,
    });
  const signUp = (token: string, fields: Record<string, unknown> = {}, channel = 'google') =>
    encryptedCall(platform, 'PUT', '/wps/member/register', {
      username: `fb${++seq}x`,
      firebaseChannel: channel,
      firebaseIdToken: token,
      login: true,
      ...fields,
    });
  const memberRow = async (username: string) =>
    (
      await platform.deps.db.query<{ id: number; email: string | null; mobile_num: string | null }>(
        'SELECT id, email, mobile_num FROM members WHERE lower(username) = lower($1)',
        [username],
      )
    )[0];

  it('refuses while the operator has not turned it on', async () => {
    await setSetting(platform.deps.db, SETTINGS.firebase.key, SETTINGS.firebase.fallback);
    await expectRefusal(login(firebaseToken({ uid: uid() })), 'function.not.available');
    await setSetting(platform.deps.db, SETTINGS.firebase.key, {
      ...ALL_ON,
      providers: { google: true, facebook: false },
    });
    await expectRefusal(
      login(firebaseToken({ uid: uid(), provider: 'facebook.com' }), 'facebook'),
      'function.not.available',
    );
  });

  it('signs up a first Google sign-in with the verified e-mail, then logs it in', async () => {
    const id = uid();
    const token = firebaseToken({ uid: id, email: `${id}@gmail.example` });
    const first = await expectRefusal(login(token), 'firebase.not.registered');
    expect(first.value).toMatchObject({ email: `${id}@gmail.example` });

    // A typed address does not replace the one the provider proved; no password is asked.
    const session = await expectOk(signUp(token, { username: 'googler1', email: 'typed@x.example' }), SessionSchema);
    expect(session.userName).toBe('googler1');
    expect((await memberRow('googler1'))?.email).toBe(`${id}@gmail.example`);

    const again = await expectOk(login(firebaseToken({ uid: id })), SessionSchema);
    expect(again.userName).toBe('googler1');
    expect(again.token).not.toBe(session.token);
  });

  it('signs up and logs in with Facebook', async () => {
    const id = uid();
    const token = firebaseToken({ uid: id, provider: 'facebook.com' });
    await expectRefusal(login(token, 'facebook'), 'firebase.not.registered');
    await expectOk(signUp(token, { username: 'facebooker1' }, 'facebook'), SessionSchema);
    expect((await expectOk(login(token, 'facebook'), SessionSchema)).userName).toBe('facebooker1');
  });

  it('skips the forced password change for a Firebase session, not for a password one', async () => {
    const id = uid();
    const token = firebaseToken({ uid: id });
    await expectOk(signUp(token, { username: 'forced01' }), SessionSchema);
    // The operator demands a new password (a temporary one, or PWDEXPFORCECHANGE3 on an expired one):
    // the member never chose the random password stored at sign-up, so a Google session is not held.
    await platform.deps.db.query('UPDATE members SET must_change_password = true WHERE username = $1', ['forced01']);
    const session = await expectOk(login(firebaseToken({ uid: id })), SessionSchema);
    expect(session).toMatchObject({ mustChangePassword: false, passwordExpired: false });
    const language = (sessionToken: string) =>
      call(platform, 'PUT', '/wps/member/language', { language: 'en' }, { token: sessionToken });
    expect((await envelope(language(session.token))).success).toBe(true);
    // A password session of a member who must change it is still held.
    await platform.deps.db.query('UPDATE members SET must_change_password = true WHERE username = $1', ['demo01']);
    try {
      const held = await loginOk(platform, 'demo01', 'Demo1234');
      await expectRefusal(language(held.token), 'password.change.required');
    } finally {
      await platform.deps.db.query('UPDATE members SET must_change_password = false WHERE username = $1', ['demo01']);
    }
  });

  it('takes no e-mail the provider did not verify', async () => {
    const token = firebaseToken({ uid: uid(), email: 'unverified@x.example', emailVerified: false });
    await expectOk(signUp(token, { username: 'unverif1' }), SessionSchema);
    expect((await memberRow('unverif1'))?.email).toBeNull();
  });

  it('never links an existing account by its e-mail address', async () => {
    await expectOk(
      signUp(firebaseToken({ uid: uid(), email: 'owner@x.example' }), { username: 'owner01' }),
      SessionSchema,
    );
    // Another identity proving the same address: refused, not signed in to owner01.
    const other = firebaseToken({ uid: uid(), email: 'OWNER@x.example' });
    await expectRefusal(signUp(other, { username: 'taker01' }), 'exists.email.err');
    await expectRefusal(login(other), 'firebase.not.registered');
    expect(await memberRow('taker01')).toBeUndefined();
  });

  it('asks a Google sign-in from a new address for the bound authenticator, then opens a Google session', async () => {
    const id = uid();
    await expectOk(signUp(firebaseToken({ uid: id }), { username: 'googtotp1' }), SessionSchema);
    const row = await memberRow('googtotp1');
    const secret = newSecret();
    await platform.deps.db.query(
      `INSERT INTO member_authenticators (member_id, secret, active, created_at) VALUES ($1, $2, true, $3)`,
      [row?.id, secret, clock.now()],
    );
    const ip = '10.43.0.1';
    const fromNewAddress = () =>
      encryptedCall(
        platform,
        'POST',
        '/wps/session/login',
        { type: 'firebase', firebaseChannel: 'google', firebaseIdToken: firebaseToken({ uid: id }) },
        { ip },
      );
    const pending = v.parse(LoginRefusalSchema, (await expectRefusal(fromNewAddress(), 'login_verify_required')).value);
    expect(pending.methods).toEqual(['authenticator']);
    await platform.deps.db.query('UPDATE members SET must_change_password = true WHERE id = $1', [row?.id]);
    const session = await expectOk(
      encryptedCall(
        platform,
        'POST',
        '/wps/session/login/verification',
        {
          verificationId: pending.verificationId,
          method: 'authenticator',
          verificationCode: codeAt(secret, clock.now()),
        },
        { ip },
      ),
      SessionSchema,
    );
    // Still a Google session: the forced password change does not hold it.
    expect(session).toMatchObject({ userName: 'googtotp1', mustChangePassword: false });
    expect((await expectOk(fromNewAddress(), SessionSchema)).userName).toBe('googtotp1');
  });

  it('refuses forged, expired, other-project and other-provider tokens', async () => {
    const id = uid();
    await expectOk(signUp(firebaseToken({ uid: id }), { username: 'victim01' }), SessionSchema);
    const refused = [
      firebaseToken({ uid: id, forged: true }),
      firebaseToken({ uid: id, expiresIn: -10 }),
      firebaseToken({ uid: id, projectId: 'someone-elses-app' }),
      firebaseToken({ uid: id, provider: 'password' }),
      firebaseToken({ uid: id, provider: 'facebook.com' }),
      'not-a-token',
    ];
    for (const token of refused) await expectRefusal(login(token), 'firebase.token.invalid');
    const expired = await expectRefusal(login(firebaseToken({ uid: id, expiresIn: -10 })), 'firebase.token.invalid');
    expect(expired.message).toMatch(/expired/);
    await expectRefusal(signUp(firebaseToken({ uid: uid(), forged: true })), 'firebase.token.invalid');
  });

  it('mints a session only from a recent sign-in, never from a token dated in the future', async () => {
    const id = uid();
    await expectOk(signUp(firebaseToken({ uid: id }), { username: 'recent01' }), SessionSchema);
    // A token refreshed from a sign-in 30 days ago is still a valid hour-long token, but no new session.
    const old = await expectRefusal(
      login(firebaseToken({ uid: id, signedInIn: -30 * 86_400 })),
      'firebase.token.invalid',
    );
    expect(old.message).toMatch(/sign in again/);
    await expectRefusal(login(firebaseToken({ uid: id, signedInIn: -6 * 60 })), 'firebase.token.invalid');
    await expectRefusal(signUp(firebaseToken({ uid: uid(), signedInIn: -6 * 60 })), 'firebase.token.invalid');
    expect((await expectOk(login(firebaseToken({ uid: id, signedInIn: -4 * 60 })), SessionSchema)).userName).toBe(
      'recent01',
    );
    // Dated 10 minutes ahead (issue time or sign-in time): refused; a clock a few seconds fast is not.
    await expectRefusal(login(firebaseToken({ uid: id, issuedIn: 600 })), 'firebase.token.invalid');
    await expectRefusal(login(firebaseToken({ uid: id, signedInIn: 600 })), 'firebase.token.invalid');
    await expectOk(login(firebaseToken({ uid: id, issuedIn: 20, signedInIn: 20 })), SessionSchema);
  });

  it('refuses the tokens of a disabled or revoked Firebase user', async () => {
    const disabled = uid();
    await expectOk(signUp(firebaseToken({ uid: disabled }), { username: 'disabled01' }), SessionSchema);
    disableTestUser(disabled);
    await expectRefusal(login(firebaseToken({ uid: disabled })), 'firebase.token.invalid');
    const revoked = uid();
    await expectOk(signUp(firebaseToken({ uid: revoked }), { username: 'revoked01' }), SessionSchema);
    const token = firebaseToken({ uid: revoked, signedInIn: -60 });
    revokeTestUser(revoked, new Date(Date.now() - 30_000));
    await expectRefusal(login(token), 'firebase.token.invalid');
    // A sign-in after the revocation is good again.
    await expectOk(login(firebaseToken({ uid: revoked })), SessionSchema);
  });

  it('honours the Auth emulator only for demo-* projects', async () => {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = '127.0.0.1:1';
    try {
      await expectRefusal(login(firebaseToken({ uid: uid() })), 'firebase.token.invalid');
    } finally {
      delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    }
  });

  it('makes one member of two racing first sign-ins of one identity', async () => {
    const id = uid();
    const token = firebaseToken({ uid: id });
    const answers = await Promise.all([
      expectOk(signUp(token, { username: 'racer01' }), SessionSchema),
      expectOk(signUp(token, { username: 'racer02' }), SessionSchema),
    ]);
    const names = answers.map((answer) => answer.userName);
    expect(names[0]).toBe(names[1]);
    const rows = await platform.deps.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM members WHERE username IN ('racer01', 'racer02')`,
    );
    expect(rows[0]?.n).toBe(1);
    const links = await platform.deps.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM member_firebase_identities WHERE firebase_uid = $1',
      [id],
    );
    expect(links[0]?.n).toBe(1);
  });

  it('counts Google and Facebook sign-ups per address, atomically under a burst', async () => {
    const from = (ip: string) => {
      const username = `burst${++seq}x`;
      return encryptedCall(
        platform,
        'PUT',
        '/wps/member/register',
        { username, firebaseChannel: 'google', firebaseIdToken: firebaseToken({ uid: uid() }), login: true },
        { ip },
      );
    };
    const limit = SOCIAL_SIGNUPS_PER_IP.limit;
    const answers = await Promise.all(Array.from({ length: limit + 10 }, () => envelope(from('10.44.0.1'))));
    expect(answers.filter((a) => a.success)).toHaveLength(limit);
    expect(answers.filter((a) => a.errorCode === 'TOO_MANY_REQUESTS')).toHaveLength(10);
    const made = await platform.deps.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM members WHERE username LIKE 'burst%'`,
    );
    expect(made[0]?.n).toBe(limit);
    // Another address is not held, and the window ends.
    await expectOk(from('10.44.0.2'), SessionSchema);
    clock.advance(SOCIAL_SIGNUPS_PER_IP.windowMs);
    await expectOk(from('10.44.0.1'), SessionSchema);
  });

  describe('the Firebase SMS check on mobile registration', () => {
    const registerMobile = async (mobileNum: string, token: string | undefined) =>
      encryptedCall(
        platform,
        'PUT',
        '/wps/member/register/mobile',
        {
          username: '',
          password: 'Secret123',
          confirmPassword: 'Secret123',
          countryDialingCode: '+63',
          mobileNum,
          ...(token === undefined ? {} : { firebaseChannel: 'sms', firebaseIdToken: token }),
          slider: await solveSlider(platform),
          captcha: TEST_CAPTCHA,
          login: true,
        },
        { cookie: await captchaCookie(platform) },
      );
    afterEach(() => setSetting(platform.deps.db, SETTINGS.firebase.key, ALL_ON));

    it('accepts a phone sign-in token that proves the number instead of a platform code', async () => {
      const session = await expectOk(
        registerMobile('09175551201', firebaseToken({ uid: uid(), provider: 'phone', phone: '+639175551201' })),
        SessionSchema,
      );
      expect(session.userName).toBe('9175551201');
    });

    it('refuses a token that proves another number, or one of another provider', async () => {
      await expectRefusal(
        registerMobile('09175551202', firebaseToken({ uid: uid(), provider: 'phone', phone: '+639175559999' })),
        'firebase.token.invalid',
      );
      await expectRefusal(
        registerMobile('09175551202', firebaseToken({ uid: uid(), phone: '+639175551202' })),
        'firebase.token.invalid',
      );
      expect(await memberRow('9175551202')).toBeUndefined();
    });

    it('refuses the check while the operator has it off', async () => {
      await setSetting(platform.deps.db, SETTINGS.firebase.key, { ...ALL_ON, smsCheck: false });
      await expectRefusal(
        registerMobile('09175551203', firebaseToken({ uid: uid(), provider: 'phone', phone: '+639175551203' })),
        'function.not.available',
      );
    });
  });
});
