import { beforeEach, describe, expect, it } from 'vitest';

import type { Session } from '#contract/session-schemas.ts';

import {
  canUseAgentCentre,
  canUseMemberCentre,
  clearSession,
  isTrialSession,
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
