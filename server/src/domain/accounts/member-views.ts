/** Wire views of a member: the session answer and `GET /wps/member/info`. */
import type { MemberInfo } from '#contract/member-schemas.ts';
import type { Session } from '#contract/session-schemas.ts';

import type { Db } from '../../db/database.ts';
import { refuse } from '../refusal.ts';
import { readSetting, SETTINGS } from '../setting-definitions.ts';
import { isPasswordExpired, recordLogin, type Member } from './member-repository.ts';
import { isModuleOn } from './module-flags.ts';
import { maskEmail, maskPhone } from './phone.ts';
import { createSession, type LoginType } from './sessions.ts';

/**
 * Refuses an agent-only account where the operator separated the agent site (spec §6). Called only
 * once the password or code was proven, so it tells nothing a guesser could not learn.
 */
export async function refuseAgentOnlyAccount(db: Db, member: Member): Promise<void> {
  if ((await readSetting(db, SETTINGS.agentOnlyTypes)).includes(member.type)) {
    refuse('login.non.member', 'Non-member account unable to login');
  }
}

/**
 * Opens a session after a successful login of any kind and shapes the answer. A `firebase` login
 * (Google/Facebook) is not asked to change a password the member never chose (spec: login type
 * firebase skips the forced change), here and in every call the session makes (require-session.ts).
 */
export async function loginAnswer(
  db: Db,
  member: Member,
  ip: string,
  now: Date,
  loginType: LoginType = 'password',
): Promise<Session> {
  // Every login path (password, SMS, verification, reset, Firebase) ends here.
  await refuseAgentOnlyAccount(db, member);
  const firstTimeLogin = await recordLogin(db, member, ip, now);
  const token = await createSession(db, member.id, ip, now, loginType);
  const social = loginType === 'firebase';
  return {
    id: member.id,
    token,
    userName: member.username,
    customerType: member.type,
    firstTimeLogin,
    passwordExpired: !social && isPasswordExpired(member, now),
    mustChangePassword: !social && member.mustChangePassword,
    // The member fields the spec's session keeps (spec §3), so the header has them at once.
    account: member.username,
    nickname: member.nickname,
    customerId: member.id,
    merchantCode: null,
    toUpline: member.uplineId !== null,
    ...memberLabels(member),
  };
}

/** The operator's labels as the wire carries them (`{labelName}`). */
function memberLabels(member: Member): Pick<MemberInfo, 'clubLabel' | 'memberLabel'> {
  return {
    clubLabel: member.clubLabel ? { labelName: member.clubLabel } : null,
    memberLabel: member.memberLabels.map((labelName) => ({ labelName })),
  };
}

/** True while the member must change the password before anything else (contract §6). */
export async function forcedChangePending(db: Db, member: Member, now: Date): Promise<boolean> {
  if (member.mustChangePassword) return true;
  return isPasswordExpired(member, now) && (await isModuleOn(db, 'PWDEXPFORCECHANGE3'));
}

/** `GET /wps/member/info`: contact details masked. */
export function memberInfo(member: Member, now: Date): MemberInfo {
  return {
    id: member.id,
    account: member.username,
    nickname: member.nickname,
    type: member.type,
    toUpline: member.uplineId !== null,
    language: member.language,
    ...memberLabels(member),
    mobileNum: member.phone ? maskPhone(member.phone) : null,
    email: member.email ? maskEmail(member.email) : null,
    passwordExpired: isPasswordExpired(member, now),
    mustChangePassword: member.mustChangePassword,
    lastLoginTime: member.lastLoginAt?.getTime() ?? null,
  };
}
