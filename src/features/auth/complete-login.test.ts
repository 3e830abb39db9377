import { beforeEach, describe, expect, it } from 'vitest';

import type { MemberInfo } from '#contract/member-schemas.ts';
import type { Session } from '#contract/session-schemas.ts';

import {
  canUseAgentCentre,
  canUseMemberCentre,
  clearSession,
  isTrialSession,
  keepMemberInSession,
  parseStoredInfo,
  sessionState,
} from '@/stores/session-store';

import { completeLogin, FORCED_CHANGE_PASSWORD } from './complete-login';
import { forgetKnownPassword, knownPassword } from './known-password';

class MemoryStorage {
  private data = new Map<string, string>();
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
}
Object.assign(globalThis, { sessionStorage: new MemoryStorage() });

const session = (over: Partial<Session> = {}): Session => ({
  id: 1,
  token: 'a'.repeat(64),
  userName: 'demo01',
  customerType: 0,
  firstTimeLogin: false,
  passwordExpired: false,
  mustChangePassword: false,
  account: null,
  nickname: null,
  customerId: null,
  merchantCode: null,
  toUpline: null,
  clubLabel: null,
  memberLabel: [],
  ...over,
});

describe('completeLogin', () => {
  beforeEach(() => {
    clearSession({ expired: false, broadcast: false });
    forgetKnownPassword();
  });

  it('starts the session and shows the after-login modal', () => {
    const outcome = completeLogin(session(), {
      loginType: 'username',
      typedPassword: 'Demo1234',
      isForcedChangeOn: true,
    });
    expect(outcome.next).toBe('afterLogin');
    expect(sessionState.token).toBe('a'.repeat(64));
    expect(sessionStorage.getItem('token')).toBe('a'.repeat(64));
    expect(knownPassword()).toBe('Demo1234');
    expect(JSON.stringify(sessionStorage)).not.toContain('Demo1234');
  });

  it('forces a change when the typed password is the forced-change marker, but not for SMS logins', () => {
    expect(
      completeLogin(session(), {
        loginType: 'username',
        typedPassword: FORCED_CHANGE_PASSWORD,
        isForcedChangeOn: false,
      }).next,
    ).toBe('changePassword');
    expect(sessionState.info?.mustChangePassword).toBe(true);
    expect(
      completeLogin(session(), { loginType: 'sms', typedPassword: FORCED_CHANGE_PASSWORD, isForcedChangeOn: false })
        .next,
    ).toBe('afterLogin');
    expect(
      completeLogin(session(), { loginType: 'username', typedPassword: 'Demo1234', isForcedChangeOn: false }).next,
    ).toBe('afterLogin');
  });

  it('forces a change for temporary passwords, and for expired ones only when PWDEXPFORCECHANGE3 is on', () => {
    expect(
      completeLogin(session({ mustChangePassword: true }), { loginType: 'username', isForcedChangeOn: false }).next,
    ).toBe('changePassword');
    expect(
      completeLogin(session({ passwordExpired: true }), { loginType: 'username', isForcedChangeOn: true }).next,
    ).toBe('changePassword');
    expect(
      completeLogin(session({ passwordExpired: true }), { loginType: 'username', isForcedChangeOn: false }).next,
    ).toBe('afterLogin');
  });

  it('never forces a change after an SMS login', () => {
    expect(completeLogin(session({ passwordExpired: true }), { loginType: 'sms', isForcedChangeOn: true }).next).toBe(
      'afterLogin',
    );
  });

  it('never forces a change after a Firebase (Google, Facebook) login, whatever the session says', () => {
    const expired = session({ passwordExpired: true, mustChangePassword: true });
    expect(completeLogin(expired, { loginType: 'firebase', isForcedChangeOn: true }).next).toBe('afterLogin');
    expect(sessionState.info?.mustChangePassword).toBe(false);
    expect(sessionState.info?.loginType).toBe('firebase');
  });

  it('starts the first-login flow, except for free play which goes home', () => {
    expect(
      completeLogin(session({ firstTimeLogin: true }), { loginType: 'username', isForcedChangeOn: true }).next,
    ).toBe('firstLogin');
    expect(
      completeLogin(session({ firstTimeLogin: true, customerType: 4 }), {
        loginType: 'freeplay',
        isForcedChangeOn: true,
      }).next,
    ).toBeNull();
  });
});

describe('session fields the spec keeps (spec §3)', () => {
  beforeEach(() => clearSession({ expired: false, broadcast: false }));

  it('keeps nickname, account, customerId, toUpline and the labels with the session, in storage too', () => {
    completeLogin(
      session({
        account: 'demo01',
        nickname: 'Juan',
        customerId: 1,
        toUpline: true,
        clubLabel: { labelName: 'Gold club' },
        memberLabel: [{ labelName: 'VIP' }, { labelName: 'High roller' }],
      }),
      { loginType: 'username', isForcedChangeOn: false },
    );
    const kept = {
      account: 'demo01',
      nickname: 'Juan',
      customerId: 1,
      toUpline: true,
      adminLabel: 'Gold club',
      memberLabels: ['VIP', 'High roller'],
    };
    expect(sessionState.info).toMatchObject(kept);
    expect(JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}')).toMatchObject(kept);
  });

  it('fills what a platform left out of the login answer once member info arrives', () => {
    completeLogin(session(), { loginType: 'sms', isForcedChangeOn: false });
    expect(sessionState.info).toMatchObject({ account: 'demo01', customerId: 1, memberLabels: [], adminLabel: null });
    const info = {
      id: 1,
      account: 'demo01',
      nickname: 'Juan',
      type: 0,
      toUpline: true,
      clubLabel: null,
      memberLabel: [{ labelName: 'VIP' }],
    } as Partial<MemberInfo> as MemberInfo;
    keepMemberInSession(info, 'b'.repeat(64));
    expect(sessionState.info?.nickname).toBeNull();
    keepMemberInSession(info, 'a'.repeat(64));
    expect(sessionState.info).toMatchObject({
      nickname: 'Juan',
      toUpline: true,
      memberLabels: ['VIP'],
      loginType: 'sms',
    });
    expect(JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}')).toMatchObject({ memberLabels: ['VIP'] });
  });

  it('reads a stored session tolerantly: older shapes load, unreadable extras are dropped, junk is no session', () => {
    expect(parseStoredInfo('{"id":1,"userName":"demo01","customerType":0,"loginType":"username"}')).toMatchObject({
      userName: 'demo01',
      customerType: 0,
    });
    expect(
      parseStoredInfo('{"id":1,"userName":"demo01","customerType":0,"loginType":"sms","memberLabels":"VIP"}'),
    ).toMatchObject({ userName: 'demo01', loginType: 'sms', memberLabels: [] });
    expect(parseStoredInfo('{"token":"x"}')).toBeNull();
    expect(parseStoredInfo('not json')).toBeNull();
  });
});

describe('access rules', () => {
  const info = (customerType: number) => ({ id: 1, userName: 'x', customerType, loginType: 'username' as const });
  it('member centre needs a non-trial session; agent centre needs types 1, 2, 41, 42', () => {
    expect(canUseMemberCentre(null)).toBe(false);
    expect(canUseMemberCentre(info(0))).toBe(true);
    expect(canUseMemberCentre(info(4))).toBe(false);
    expect(isTrialSession(info(4))).toBe(true);
    for (const type of [1, 2, 41, 42]) expect(canUseAgentCentre(info(type))).toBe(true);
    for (const type of [0, 3, 4]) expect(canUseAgentCentre(info(type))).toBe(false);
  });
});
