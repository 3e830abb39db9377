import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MemberInfoSchema } from '#contract/member-schemas.ts';
import { AvatarSchema, StaticAvatarListSchema } from '#contract/profile-schemas.ts';
import { SmsSentSchema } from '#contract/session-schemas.ts';

import { testBackends } from '../db/test-databases.ts';
import { envelope, expectOk, expectRefusal, latestCode, testClock } from '../test-support/account-client.ts';
import { createTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { createMember, encryptedMoneyCall, moneyCall, tokenFor } from '../test-support/wallet-client.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([26, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
  Buffer.alloc(14),
]);
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

describe.each(testBackends())('my account: nickname, avatar, binding on $name', (backend) => {
  let platform: TestPlatform;
  let token: string;
  const clock = testClock();
  beforeAll(async () => {
    platform = await createTestPlatform({}, { backend, now: clock.now });
    await createMember(platform.deps.db, 'profile01', {}, clock.now());
    token = await tokenFor(platform, 'profile01');
  });
  afterAll(() => platform.dispose());

  const put = (path: string, body: unknown) => moneyCall(platform, token, 'PUT', path, body);
  // Binding carries the login password, so it is encrypted like the other password calls.
  const bind = (body: Record<string, unknown>, password = 'Test1234') =>
    encryptedMoneyCall(platform, token, 'PUT', '/wps/member/bind', { ...body, password });

  it('sets and changes the nickname; checks the rule; a taken one (any case) is refused', async () => {
    expect(
      (await expectOk(put('/wps/member/nickname', { nickname: '  Lucky   Star ' }), MemberInfoSchema)).nickname,
    ).toBe('Lucky Star');
    expect((await expectOk(put('/wps/member/nickname', { nickname: 'Maligayang_7' }), MemberInfoSchema)).nickname).toBe(
      'Maligayang_7',
    );
    // demo01's nickname is "Demo".
    await expectRefusal(put('/wps/member/nickname', { nickname: 'demo' }), 'exists.nickname.err');
    for (const nickname of ['', 'x', 'a'.repeat(21), '<script>', '__']) {
      await expectRefusal(put('/wps/member/nickname', { nickname }), 'request.param.err', 400);
    }
    // Look-alikes: full-width letters are the plain ones (and so taken, like "demo"); Latin mixed
    // with Cyrillic or Greek, and invisible characters, are refused.
    await expectRefusal(put('/wps/member/nickname', { nickname: 'Ｄｅｍｏ' }), 'exists.nickname.err');
    expect((await expectOk(put('/wps/member/nickname', { nickname: 'Ａｄｍｉｎ' }), MemberInfoSchema)).nickname).toBe(
      'Admin',
    );
    expect(
      (await expectRefusal(put('/wps/member/nickname', { nickname: '\u0430dmin' }), 'name.mixed.scripts')).value,
    ).toEqual({
      field: 'nickname',
    });
    for (const nickname of ['Ad\u200Bmin', 'Admin\u{E0041}', 'Ad\u200Dmin'])
      await expectRefusal(put('/wps/member/nickname', { nickname }), 'text.invisible.characters');
    expect((await expectOk(put('/wps/member/nickname', { nickname: 'Maligayang_7' }), MemberInfoSchema)).nickname).toBe(
      'Maligayang_7',
    );
    expect((await expectOk(moneyCall(platform, token, 'GET', '/wps/member/info'), MemberInfoSchema)).nickname).toBe(
      'Maligayang_7',
    );
  });

  it('chooses a STATIC avatar from the generated set, served as PNG', async () => {
    expect(await expectOk(moneyCall(platform, token, 'GET', '/wps/member/info/icon'), AvatarSchema)).toEqual({
      avatarType: null,
      avatar: null,
      code: null,
    });
    const set = await expectOk(
      moneyCall(platform, token, 'GET', '/wps/relay/MCSFE_getPlayerAvatar'),
      StaticAvatarListSchema,
    );
    expect(set.list.length).toBeGreaterThanOrEqual(8);
    const choice = set.list[2];
    if (!choice) throw new Error('no avatars');
    expect(
      await expectOk(put('/wps/member/info/icon', { avatarType: 'STATIC', avatar: choice.code }), AvatarSchema),
    ).toEqual({ avatarType: 'STATIC', avatar: choice.avatar, code: choice.code });
    const image = await platform.request(`/${choice.avatar}`);
    expect(image.headers.get('Content-Type')).toBe('image/png');
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('\x89PNG');
    await expectRefusal(put('/wps/member/info/icon', { avatarType: 'STATIC', avatar: 'A99' }), 'avatar.invalid');
    // A name that names no avatar picture is not found.
    for (const path of ['STATIC/A1.png', 'STATIC/A02.gif', 'STATIC/A99.png', `CUSTOM/${'0'.repeat(47)}`, 'CUSTOM/x'])
      expect((await platform.request(`/TCG_PROD_IMAGES/AVATAR/${path}`)).status, path).toBe(404);
  });

  it('uploads a CUSTOM avatar: type from the bytes, at most 1 MB, stored and served back', async () => {
    const png = await expectOk(
      put('/wps/member/info/icon', { avatarType: 'CUSTOM', image: dataUrl('image/png', PNG) }),
      AvatarSchema,
    );
    expect(png.avatarType).toBe('CUSTOM');
    const served = await platform.request(`/${png.avatar ?? ''}`);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    const webp = await expectOk(
      put('/wps/member/info/icon', { avatarType: 'CUSTOM', image: dataUrl('image/webp', WEBP) }),
      AvatarSchema,
    );
    expect(webp.avatar).not.toBe(png.avatar);
    expect((await platform.request(`/${webp.avatar ?? ''}`)).headers.get('Content-Type')).toBe('image/webp');
    expect((await platform.request(`/${png.avatar ?? ''}`)).status).toBe(404);
    // A text file declared as PNG, a GIF, and 1 MB + 1 byte are refused; the WebP stays.
    await expectRefusal(
      put('/wps/member/info/icon', {
        avatarType: 'CUSTOM',
        image: dataUrl('image/png', Buffer.from('not an image at all')),
      }),
      'avatar.invalid',
    );
    await expectRefusal(
      put('/wps/member/info/icon', { avatarType: 'CUSTOM', image: dataUrl('image/gif', Buffer.from('GIF89a')) }),
      'avatar.invalid',
    );
    await expectRefusal(
      put('/wps/member/info/icon', {
        avatarType: 'CUSTOM',
        image: dataUrl('image/png', Buffer.concat([PNG, Buffer.alloc(1024 * 1024)])),
      }),
      'avatar.invalid',
    );
    expect(await expectOk(moneyCall(platform, token, 'GET', '/wps/member/info/icon'), AvatarSchema)).toEqual(webp);
  });

  it('binds an e-mail and a phone only with the code sent to them and the login password', async () => {
    const email = { channel: 'email', email: 'Profile01@Tala.Example' };
    await expectOk(moneyCall(platform, token, 'POST', '/wps/member/bind/code', email), SmsSentSchema);
    const code = await latestCode(platform, 'profile01@tala.example');
    // Without the password (or unencrypted) nothing is bound; a wrong one is refused before the
    // code is looked at, so the code is still good afterwards.
    await expectRefusal(put('/wps/member/bind', { ...email, verificationCode: code }), 'request_body_required', 400);
    await expectRefusal(
      encryptedMoneyCall(platform, token, 'PUT', '/wps/member/bind', { ...email, verificationCode: code }),
      'request.param.err',
      400,
    );
    await expectRefusal(bind({ ...email, verificationCode: code }, 'Wrong1234'), 'password.check.failed');
    await expectRefusal(
      bind({ ...email, verificationCode: code === '000000' ? '111111' : '000000' }),
      'verification.code.invalid',
    );
    const info = await expectOk(bind({ ...email, verificationCode: code }), MemberInfoSchema);
    expect(info.email).toBe('pr****@tala.example');
    await expectRefusal(bind({ ...email, verificationCode: code }), 'verification.code.invalid');
    await expectRefusal(
      moneyCall(platform, token, 'POST', '/wps/member/bind/code', { channel: 'email', email: 'demo01@tala.example' }),
      'exists.email.err',
    );
    await expectRefusal(
      moneyCall(platform, token, 'POST', '/wps/member/bind/code', { channel: 'email', email: 'not-an-email' }),
      'request.param.err',
      400,
    );

    const phone = { channel: 'sms', countryDialingCode: '+63', mobileNum: '09175550123' };
    await expectOk(moneyCall(platform, token, 'POST', '/wps/member/bind/code', phone), SmsSentSchema);
    const bound = await expectOk(
      bind({ ...phone, verificationCode: await latestCode(platform, '+639175550123') }),
      MemberInfoSchema,
    );
    expect(bound.mobileNum).toBe('+63 917****123');
    await expectRefusal(
      moneyCall(platform, token, 'POST', '/wps/member/bind/code', {
        channel: 'sms',
        countryDialingCode: '+63',
        mobileNum: '9171234567',
      }),
      'exists.mobile.err',
    );
  });

  it('counts wrong binding passwords with the other login-password checks: the 5th locks them, even in parallel', async () => {
    await createMember(platform.deps.db, 'profile02', {}, clock.now());
    const other = await tokenFor(platform, 'profile02');
    const target = {
      channel: 'email',
      email: 'profile02@tala.example',
      verificationCode: '123456',
      password: 'Wrong1234',
    };
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        envelope(encryptedMoneyCall(platform, other, 'PUT', '/wps/member/bind', target)),
      ),
    );
    const codes = answers.map((answer) => answer.errorCode);
    expect(codes.filter((code) => code === 'password.check.failed')).toHaveLength(5);
    expect(codes.filter((code) => code === 'login.pwd.forbidden.err')).toHaveLength(7);
    // Locked: the right password does not get through either.
    await expectRefusal(
      encryptedMoneyCall(platform, other, 'PUT', '/wps/member/bind', { ...target, password: 'Test1234' }),
      'login.pwd.forbidden.err',
    );
  });

  it('counts checks still running as claims, not failures: a typo among parallel right passwords is one failure', async () => {
    await createMember(platform.deps.db, 'profile03', {}, clock.now());
    const own = await tokenFor(platform, 'profile03');
    // A code never sent: the password check passes (or fails) first, then the code is refused.
    const target = { channel: 'email', email: 'profile03@tala.example', verificationCode: '123456' };
    const bodies = [
      ...Array.from({ length: 6 }, () => ({ ...target, password: 'Test1234' })),
      { ...target, password: 'Typo1234' },
    ];
    const answers = await Promise.all(
      bodies.map((body) => envelope(encryptedMoneyCall(platform, own, 'PUT', '/wps/member/bind', body))),
    );
    // Before: each check was counted when it started, so the 5th running check locked the
    // counter and right passwords answered login.pwd.forbidden.err.
    expect(answers.map((answer) => answer.errorCode)).toEqual([
      ...Array.from({ length: 6 }, () => 'verification.code.invalid'),
      'password.check.failed',
    ]);
    await expectRefusal(
      encryptedMoneyCall(platform, own, 'PUT', '/wps/member/bind', { ...target, password: 'Test1234' }),
      'verification.code.invalid',
    );
  });
});
