import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MemberInfoSchema } from '#contract/member-schemas.ts';
import { SmsSentSchema } from '#contract/session-schemas.ts';

import { testBackends } from '../db/test-databases.ts';
import {
  admin,
  codeRequest,
  envelope,
  expectOk,
  expectRefusal,
  loginOk,
  loginRequest,
  outbox,
  testClock,
} from '../test-support/account-client.ts';
import { createTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';

describe.each(testBackends())('account admin on $name', (backend) => {
  let platform: TestPlatform;
  const clock = testClock();
  beforeAll(async () => {
    platform = await createTestPlatform({ trustProxy: true }, { backend, now: clock.now });
  });
  afterAll(() => platform.dispose());

  it('needs the admin token', async () => {
    expect((await platform.app.request('/admin/outbox')).status).toBe(401);
    expect((await platform.app.request('/admin/accounts', { method: 'POST', body: '{}' })).status).toBe(401);
  });

  it('lists the outbox newest first with full bodies, optionally for one recipient', async () => {
    await expectOk(
      codeRequest(platform, '/wps/verification/sms/noLogin', {
        countryDialingCode: '+63',
        mobileNum: '9171234567',
        purpose: 'login',
      }),
      SmsSentSchema,
    );
    clock.advance(61_000);
    await expectOk(
      codeRequest(platform, '/wps/verification/sms/noLogin', {
        countryDialingCode: '+63',
        mobileNum: '9171234567',
        purpose: 'forgot',
      }),
      SmsSentSchema,
    );
    const mine = await outbox(platform, '+63 9171234567');
    expect(mine.map((message) => message.body)).toEqual([
      expect.stringMatching(/reset your password/),
      expect.stringMatching(/to log in/),
    ]);
    expect(mine[0]).toMatchObject({ channel: 'sms', recipient: '+639171234567', subject: null });
    const all = (await envelope(admin(platform, 'GET', '/admin/outbox'))).value as unknown[];
    expect(all.length).toBeGreaterThanOrEqual(2);
    // The log says a message was stored, never its code.
    const line = platform.logs.find((entry) => entry.startsWith('outbox: sms')) ?? '';
    expect(line).toContain('stored for +63917****567, not sent');
    for (const message of mine) expect(line).not.toContain(/\b\d{6}\b/.exec(message.body)?.[0]);
  });

  it('expires every session of an account', async () => {
    const a = await loginOk(platform, 'demo01', 'Demo1234');
    const b = await loginOk(platform, 'demo01', 'Demo1234');
    expect((await envelope(admin(platform, 'POST', '/admin/sessions/expire', { username: 'DEMO01' }))).value).toEqual({
      username: 'demo01',
      revoked: 2,
    });
    for (const { token } of [a, b]) {
      await expectRefusal(
        platform.request('/wps/member/info', { headers: { Authorization: token } }),
        'login.not.session',
        401,
      );
    }
    expect((await admin(platform, 'POST', '/admin/sessions/expire', { username: 'ghost' })).status).toBe(404);
  });

  it('opens a session for an account without its password (operator sign-in), and only with the admin token', async () => {
    const opened = (await envelope(admin(platform, 'POST', '/admin/sessions', { username: 'Demo01' }))).value as {
      token: string;
      userName: string;
      customerType: number;
    };
    expect(opened).toMatchObject({ userName: 'demo01', customerType: 0 });
    const info = await expectOk(
      platform.request('/wps/member/info', { headers: { Authorization: opened.token } }),
      MemberInfoSchema,
    );
    expect(info.account).toBe('demo01');
    expect((await admin(platform, 'POST', '/admin/sessions', { username: 'ghost' })).status).toBe(404);
    expect(
      (await platform.app.request('/admin/sessions', { method: 'POST', body: JSON.stringify({ username: 'demo01' }) }))
        .status,
    ).toBe(401);
  });

  it('creates and updates accounts', async () => {
    const created = await envelope(
      admin(platform, 'POST', '/admin/accounts', {
        username: 'ops01',
        password: 'Ops12345',
        type: 0,
        phone: '+63 9170000001',
        email: 'ops01@tala.example',
        upline: 'agent01',
        mustChangePassword: true,
      }),
    );
    expect(created.value).toMatchObject({ username: 'ops01', created: true });
    const session = await loginOk(platform, 'ops01', 'Ops12345');
    expect(session.mustChangePassword).toBe(true);
    const info = await expectOk(
      platform.request('/wps/member/info', { headers: { Authorization: session.token } }),
      MemberInfoSchema,
    );
    expect(info).toMatchObject({ toUpline: true, mobileNum: '+63 917****001', email: 'op****@tala.example' });

    const updated = await envelope(
      admin(platform, 'POST', '/admin/accounts', {
        username: 'ops01',
        password: 'Ops67890',
        mustChangePassword: false,
        passwordExpiresAt: '2020-01-01T00:00:00Z',
        phone: null,
        type: 2,
      }),
    );
    expect(updated.value).toMatchObject({ created: false });
    const again = await loginOk(platform, 'ops01', 'Ops67890');
    expect(again).toMatchObject({ customerType: 2, passwordExpired: true, mustChangePassword: false });

    const refused = async (body: unknown) => (await envelope(admin(platform, 'POST', '/admin/accounts', body))).status;
    expect(await refused({ username: 'ops02' })).toBe(400);
    expect(await refused({ username: 'ops02', password: 'Ops12345', type: 3 })).toBe(400);
    expect(await refused({ username: 'ops02', password: 'Ops12345', phone: '+63 9171234567' })).toBe(400);
    expect(await refused({ username: 'ops02', password: 'Ops12345', upline: 'ghost' })).toBe(400);
    expect(await refused({ username: 'ops01', password: 'Ops12345', mode: 'create' })).toBe(400);
    expect(await refused({ username: 'ghost9', mode: 'update' })).toBe(404);
  });

  it('clears login failures', async () => {
    const ip = '10.9.0.1';
    for (let i = 0; i < 3; i++)
      await expectRefusal(loginRequest(platform, 'agent01', `bad${i}xx`, { ip }), 'login.cred.err');
    await expectRefusal(loginRequest(platform, 'agent01', 'Agent1234', { ip }), 'captcha.required');
    expect(
      (await envelope(admin(platform, 'POST', '/admin/login-failures/clear', { username: 'agent01', ip }))).value,
    ).toEqual({ cleared: 2 });
    await loginOk(platform, 'agent01', 'Agent1234', { ip });
  });
});
