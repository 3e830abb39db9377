/**
 * Registered-IP verification: a member who logs in from an address never used successfully gets
 * `login_verify_required` and proves the login.
 *
 * - With a bound authenticator, always (whatever LOGINIPVERF3 says) and by every way in (password,
 *   SMS code, Google or Facebook, reset by phone): only by a code of the authenticator app or one
 *   of its recovery codes. The payee name, the phone and the e-mail are facts or factors an
 *   attacker with the password (or the SIM) may have; the member who bound an authenticator asked
 *   for more.
 * - Without one, with LOGINIPVERF3 on and a bound phone or e-mail, after a password login: by a code
 *   (purpose verify) sent by SMS to the bound phone or by e-mail to the bound address, or by the
 *   payee name.
 *
 * Every answer, whatever the method, spends a try of the verification (5) and one of the account's
 * (login-verification-lock.ts). A reset by phone keeps the new password's hash on the verification
 * and stores it on the member only when the authenticator answered.
 */
import { randomBytes } from 'node:crypto';

import type { Session, VerificationMethod } from '#contract/session-schemas.ts';

import type { Db } from '../../db/database.ts';
import { acceptCode } from '../authenticator/authenticator-checks.ts';
import { findActiveAuthenticator, type Authenticator } from '../authenticator/authenticator-repository.ts';
import { badParam, refuse } from '../refusal.ts';
import { loginRefusal, type AccountContext } from './account-context.ts';
import { POLICY } from './account-policy.ts';
import {
  assertVerificationOpen,
  claimVerificationAnswer,
  clearVerificationFailures,
} from './login-verification-lock.ts';
import { addKnownIp, findMemberById, isKnownIp, setMemberPassword, type Member } from './member-repository.ts';
import { loginAnswer } from './member-views.ts';
import { isModuleOn } from './module-flags.ts';
import { maskEmail, maskPhone, normalizeEmail, phoneTarget } from './phone.ts';
import { revokeMemberSessions, type LoginType } from './sessions.ts';
import { verifyCode } from './verification-codes.ts';

export interface VerificationAnswer {
  verificationId: string;
  method: VerificationMethod;
  verificationCode?: string | undefined;
  /** What older clients send for the e-mail method; no longer an answer (the address is no secret). */
  email?: string | undefined;
  bankAccountName?: string | undefined;
}

export function verificationMethods(member: Member, authenticator: Authenticator | null): VerificationMethod[] {
  if (authenticator) return ['authenticator'];
  const methods: VerificationMethod[] = [];
  if (member.phone) methods.push('phone');
  if (member.email) methods.push('email');
  if (member.payeeName) methods.push('bankAccountName');
  return methods;
}

/** How the login asking for a verification came in, and what its success finishes. */
export interface VerifiedLogin {
  /** `password` for password, SMS and reset logins; `firebase` for Google and Facebook. */
  loginType: LoginType;
  /** The login itself proved a phone or a provider account: only a bound authenticator asks more. */
  authenticatorOnly: boolean;
  /** A reset by phone: the new password's hash, stored when the verification succeeds. */
  newPasswordHash?: string;
}

const PASSWORD_LOGIN: VerifiedLogin = { loginType: 'password', authenticatorOnly: false };

/** Whether this login from `ip` needs the verification (and the member's authenticator, if any). */
async function needsVerification(
  ctx: AccountContext,
  member: Member,
  how: VerifiedLogin,
): Promise<{ needed: boolean; authenticator: Authenticator | null }> {
  const { db, ip } = ctx;
  const authenticator = await findActiveAuthenticator(db, member.id);
  if (authenticator) return { needed: !(await isKnownIp(db, member.id, ip)), authenticator };
  if (how.authenticatorOnly || (!member.phone && !member.email)) return { needed: false, authenticator };
  const needed = (await isModuleOn(db, 'LOGINIPVERF3')) && !(await isKnownIp(db, member.id, ip));
  return { needed, authenticator };
}

/**
 * Throws `login_verify_required` (with a new verification) when this login needs the extra step,
 * or `login.verify.locked` while wrong answers have locked the account's verification.
 */
export async function requireKnownIpOrVerify(
  ctx: AccountContext,
  member: Member,
  how: VerifiedLogin = PASSWORD_LOGIN,
): Promise<void> {
  const { db, ip, now } = ctx;
  const { needed, authenticator } = await needsVerification(ctx, member, how);
  if (!needed) return;
  await assertVerificationOpen(db, member.id, now);
  const verificationId = randomBytes(16).toString('hex');
  await db.query(
    `INSERT INTO login_verifications (id, member_id, ip, created_at, expires_at, login_type, new_password_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      verificationId,
      member.id,
      ip,
      now,
      new Date(now.getTime() + POLICY.loginVerificationLifetimeMs),
      how.loginType,
      how.newPasswordHash ?? null,
    ],
  );
  refuse(
    'login_verify_required',
    'This device is new for the account: please verify the login',
    loginRefusal({
      verificationId,
      methods: verificationMethods(member, authenticator),
      maskedPhone: member.phone ? maskPhone(member.phone) : null,
      maskedEmail: member.email ? maskEmail(member.email) : null,
      emailCode: true,
    }),
  );
}

export interface PendingVerification {
  id: string;
  member: Member;
  ip: string;
  loginType: LoginType;
  newPasswordHash: string | null;
}

/** An open verification, or `verification.code.expired` (unknown, used, expired, too many tries). */
export async function findPendingVerification(db: Db, id: string | undefined, now: Date): Promise<PendingVerification> {
  const rows = await db.query<{
    member_id: number;
    ip: string;
    expires_at: Date;
    used_at: unknown;
    attempts: number;
    login_type: string;
    new_password_hash: string | null;
  }>(
    `SELECT member_id, ip, expires_at, used_at, attempts, login_type, new_password_hash
     FROM login_verifications WHERE id = $1`,
    [id ?? ''],
  );
  const row = rows[0];
  const open =
    row &&
    row.used_at === null &&
    row.attempts < POLICY.loginVerificationMaxAttempts &&
    row.expires_at.getTime() > now.getTime();
  const member = open ? await findMemberById(db, row.member_id) : null;
  if (!row || !member) refuse('verification.code.expired', 'The verification has expired: please log in again');
  return {
    id: id ?? '',
    member,
    ip: row.ip,
    loginType: row.login_type === 'firebase' ? 'firebase' : 'password',
    newPasswordHash: row.new_password_hash,
  };
}

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

async function checkAnswer(
  db: Db,
  member: Member,
  authenticator: Authenticator | null,
  answer: VerificationAnswer,
  now: Date,
  ip: string,
): Promise<void> {
  if (answer.method === 'authenticator' && authenticator) {
    // A current code (its step spent now, so it cannot pass twice) or an unused recovery code.
    if (!(await acceptCode(db, authenticator, answer.verificationCode, now, true)))
      refuse('verification.code.invalid', 'The authenticator code is wrong or was already used');
  } else if (answer.method === 'phone' && member.phone) {
    await verifyCode(db, phoneTarget(member.phone), 'verify', answer.verificationCode, now, ip);
  } else if (answer.method === 'email' && member.email) {
    await verifyCode(db, normalizeEmail(member.email), 'verify', answer.verificationCode, now, ip);
  } else if (answer.method === 'bankAccountName' && member.payeeName) {
    if (!sameName(answer.bankAccountName ?? '', member.payeeName))
      refuse('verification.code.invalid', 'The bank account name does not match');
  }
}

/**
 * `POST /wps/session/login/verification`: checks the answer, remembers the IP, logs in. A method
 * the account cannot use is a malformed request, refused before any try is spent. Then the try is
 * claimed before the answer is checked, twice: on the verification (one UPDATE that only succeeds
 * while its 5 tries last) and on the account (login-verification-lock.ts), so parallel answers
 * cannot each get one of the same tries.
 */
export async function completeVerification(ctx: AccountContext, answer: VerificationAnswer): Promise<Session> {
  const { db, now } = ctx;
  const pending = await findPendingVerification(db, answer.verificationId, now);
  const authenticator = await findActiveAuthenticator(db, pending.member.id);
  if (!verificationMethods(pending.member, authenticator).includes(answer.method))
    badParam('method', 'is not available for this account');
  const claimed = await db.query(
    `UPDATE login_verifications SET attempts = attempts + 1
     WHERE id = $1 AND used_at IS NULL AND attempts < $2 AND expires_at > $3 RETURNING id`,
    [pending.id, POLICY.loginVerificationMaxAttempts, now],
  );
  if (claimed.length === 0) refuse('verification.code.expired', 'The verification has expired: please log in again');
  await claimVerificationAnswer(db, pending.member.id, now);
  await checkAnswer(db, pending.member, authenticator, answer, now, ctx.ip);
  await clearVerificationFailures(db, pending.member.id);
  const used = await db.query(
    'UPDATE login_verifications SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id',
    [pending.id, now],
  );
  if (used.length === 0) refuse('verification.code.expired', 'The verification was already used');
  if (pending.newPasswordHash !== null) {
    await setMemberPassword(db, pending.member.id, pending.newPasswordHash, now, false);
    await revokeMemberSessions(db, pending.member.id, now);
  }
  await addKnownIp(db, pending.member.id, pending.ip, now);
  const member = (await findMemberById(db, pending.member.id)) ?? pending.member;
  return loginAnswer(db, member, ctx.ip, now, pending.loginType);
}
