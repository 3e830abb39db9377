/**
 * What happens after any successful login (spec §4): keep the session, remember the username if
 * asked, then either force a password change (only for password logins: never SMS, Firebase,
 * free play, registration or reset), start the first-login flow, or show the after-login modal. Member info loads from the session token.
 */
import type { Session } from '#contract/session-schemas.ts';

import type { AuthModal } from '@/lib/screen-ids';
import { runtimeConfigState } from '@/stores/runtime-config-store';
import { startSession, type LoginType } from '@/stores/session-store';

import { rememberKnownPassword } from './known-password';

/**
 * Spec §4/§9: a login with this exact password (the platform hands it out as a temporary one)
 * must change it before going on, whatever the session says.
 */
export const FORCED_CHANGE_PASSWORD = '{secret}';

export interface LoginOutcome {
  next: AuthModal | null;
}

/** Starts the session and decides which overlay comes next. */
export function completeLogin(
  session: Session,
  options: { loginType: LoginType; typedPassword?: string; isForcedChangeOn: boolean },
): LoginOutcome {
  const isPasswordLogin = options.loginType === 'username';
  const mustChange =
    session.mustChangePassword ||
    options.typedPassword === FORCED_CHANGE_PASSWORD ||
    (session.passwordExpired && options.isForcedChangeOn);
  const config = runtimeConfigState.config;
  startSession(session.token, {
    id: session.id,
    userName: session.userName,
    customerType: session.customerType,
    loginType: options.loginType,
    mustChangePassword: mustChange && isPasswordLogin,
    // What the spec's session keeps (spec §3); member info fills what the answer leaves out.
    account: session.account ?? session.userName,
    nickname: session.nickname,
    customerId: session.customerId ?? session.id,
    merchant: config?.merchant,
    merchantCode: session.merchantCode ?? config?.merchant,
    platform: config?.platform,
    toUpline: session.toUpline ?? undefined,
    memberLabels: session.memberLabel.map((label) => label.labelName).filter(Boolean),
    adminLabel: session.clubLabel?.labelName || null,
  });
  if (options.typedPassword) rememberKnownPassword(options.typedPassword);
  if (mustChange && isPasswordLogin) return { next: 'changePassword' };
  // Free play goes straight home (spec §4); trials meet the warning only at protected features.
  if (options.loginType === 'freeplay') return { next: null };
  if (session.firstTimeLogin) return { next: 'firstLogin' };
  return { next: 'afterLogin' };
}
