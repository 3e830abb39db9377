/**
 * Password flows: change (signed in), forgot by e-mail (temporary password to the outbox, to be
 * changed at the next login) and reset by phone (SMS code, then signed in).
 */
import { randomInt } from 'node:crypto';

import type { HumanCheckProof, Session } from '#contract/session-schemas.ts';

import { badParam, refuse } from '../refusal.ts';
import type { AccountContext } from './account-context.ts';
import { verifyHumanChecks } from './human-checks.ts';
import { requireKnownIpOrVerify } from './login-verification.ts';
import {
  findMemberById,
  findMemberByPhone,
  findMemberByUsername,
  setMemberPassword,
  type Member,
} from './member-repository.ts';
import { loginAnswer } from './member-views.ts';
import { temporaryPasswordMessage } from './outbox-texts.ts';
import { deliver } from './outbox.ts';
import { hashPassword } from './password-hash.ts';
import { recheckLoginPassword } from './password-recheck.ts';
import { normalizeEmail, normalizePhone, phoneTarget } from './phone.ts';
import { checkPassword, readRegisterRules } from './register-rules.ts';
import { claimSend, countSend } from './send-caps.ts';
import { revokeMemberSessions } from './sessions.ts';
import { verifyCode } from './verification-codes.ts';

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** Changes the password of a signed-in member; other sessions of the member are revoked. */
export async function changePassword(
  ctx: AccountContext,
  member: Member,
  input: ChangePasswordInput,
  keepTokenHash: string,
): Promise<void> {
  const { db, now } = ctx;
  if (!input.oldPassword) badParam('oldPassword', 'is required');
  if (input.newPassword !== input.confirmNewPassword)
    refuse('modify.new.confirm.diff', 'The new password and its confirmation differ');
  checkPassword(await readRegisterRules(db), 'newPassword', input.newPassword);
  await recheckLoginPassword(
    db,
    member,
    input.oldPassword,
    now,
    'modify.pw.incorrect.pw',
    'The current password is not correct',
  );
  if (input.newPassword === input.oldPassword) badParam('newPassword', 'must differ from the current password');
  await setMemberPassword(db, member.id, await hashPassword(input.newPassword), now, false);
  await revokeMemberSessions(db, member.id, now, keepTokenHash);
}

// Letters and digits without look-alikes; at least one of each so the password rule accepts it.
const LETTERS = 'abcdefghjkmnpqrstuvwxyzACDEFGHJKLMNPQRTUVWXY';
const DIGITS = '23456789';

/** A 10-character temporary password with letters and digits. */
export function temporaryPassword(): string {
  const all = LETTERS + DIGITS;
  const chars = Array.from({ length: 10 }, (_, i) => {
    const source = i === 0 ? LETTERS : i === 1 ? DIGITS : all;
    return source[randomInt(source.length)] as string;
  });
  // Shuffle so the letter and digit are not always first.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}

/**
 * `POST /wps/member/password/email`: e-mails a temporary password when username and e-mail match.
 * Every other case answers the same success after the same work (send-rate claim on the given
 * address, one scrypt run) and sends nothing, so the endpoint does not tell which usernames
 * exist or which e-mail belongs to whom.
 */
export async function forgotByEmail(ctx: AccountContext, username: string, email: string): Promise<void> {
  const { db, now, log } = ctx;
  if (!username.trim()) badParam('username', 'is required');
  if (!email.trim()) badParam('email', 'is required');
  const found = await findMemberByUsername(db, username);
  const member = found?.email && normalizeEmail(found.email) === normalizeEmail(email) ? found : null;
  const what = { channel: 'email', purpose: 'temporary password' } as const;
  await claimSend(db, { ...what, recipient: email, ip: ctx.ip, session: ctx.session }, now);
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  if (!member?.email) return countSend(db, what, 'withheld', now);
  await setMemberPassword(db, member.id, passwordHash, now, true);
  await revokeMemberSessions(db, member.id, now);
  // In the member's own language when it chose one, else the asking request's.
  const message = temporaryPasswordMessage([member.language, ctx.language], member.username, password);
  await deliver(db, log, { recipient: member.email, ...message, ...what }, now);
  await countSend(db, what, 'sent', now);
}

export interface ResetByPhoneInput extends HumanCheckProof {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
}

/**
 * `POST /wps/member/password/verification`: new password by SMS code, then signed in. The human
 * checks come before the code is compared, as on login: a script cannot spend a number's code tries.
 */
export async function resetByPhone(ctx: AccountContext, input: ResetByPhoneInput): Promise<Session> {
  const { db, now, ip } = ctx;
  const phone =
    normalizePhone(input.countryDialingCode, input.mobileNum) ?? badParam('mobileNum', 'is not a mobile number');
  if (!input.verificationCode.trim()) badParam('verificationCode', 'is required');
  checkPassword(await readRegisterRules(db), 'newPassword', input.newPassword);
  await verifyHumanChecks(db, input, now);
  const found = await findMemberByPhone(db, phone);
  // The code is checked (and counted) whether or not the number has an account, so a number
  // nobody uses answers exactly like a wrong code; its noLogin code was never delivered.
  await verifyCode(db, phoneTarget(phone), 'forgot', input.verificationCode, now, ctx.ip);
  if (!found) refuse('verification.code.invalid', 'The verification code is not valid; request a new one');
  const passwordHash = await hashPassword(input.newPassword);
  // From a new address a bound authenticator must answer first; the password waits on the verification.
  await requireKnownIpOrVerify(ctx, found, {
    loginType: 'password',
    authenticatorOnly: true,
    newPasswordHash: passwordHash,
  });
  await setMemberPassword(db, found.id, passwordHash, now, false);
  await revokeMemberSessions(db, found.id, now);
  const member = await findMemberById(db, found.id);
  if (!member) refuse('not.exists.user', 'No account uses this mobile number');
  return loginAnswer(db, member, ip, now);
}
