/**
 * `PUT /wps/member/register` and `/register/mobile`: the register rules, slider, captcha (when
 * its rule is enabled and required), invitation code, uniqueness, SMS code (mobile mode, or a
 * number given while REGMOBVERF3 is on; or the Firebase SMS check's token that proves the number),
 * then the member and, with `login: true`, a session.
 * Visitor registration as a whole is the DIRECTREG3 switch (http/feature-switch.ts).
 *
 * A Google or Facebook sign-up (`firebaseChannel` google/facebook) carries the identity's
 * Firebase ID token instead of a password and human checks (the provider's sign-in stands in for
 * them): the member and its identity link are inserted in one transaction, and an identity that is
 * (or, racing, becomes) linked already answers that member's session instead of a second member.
 */
import { randomBytes } from 'node:crypto';

import { birthdayProblem } from '#contract/age-rule.ts';
import { REGISTER_OPTIONAL_FIELDS, type RegisterBody } from '#contract/member-schemas.ts';
import type { Session } from '#contract/session-schemas.ts';
import type { RegisterRules } from '#contract/system-schemas.ts';

import type { Db } from '../../db/database.ts';
import { matchWithdrawalCode, spendWithdrawalStep } from '../authenticator/authenticator-checks.ts';
import { displayName } from '../content/display-names.ts';
import { findLiveReferralLink, recordReferral } from '../content/referrals.ts';
import { badParam, refuse } from '../refusal.ts';
import { readSetting, SETTINGS } from '../setting-definitions.ts';
import type { AccountContext } from './account-context.ts';
import { PLAYER_TYPE } from './account-policy.ts';
import { claimAttempt } from './attempt-counters.ts';
import { verifyCaptcha } from './captcha-challenges.ts';
import { findLinkedMember, linkIdentity, loginLinked } from './firebase-sign-in.ts';
import { verifyFirebaseToken, type FirebaseIdentity } from './firebase-tokens.ts';
import { verifyHumanChecks } from './human-checks.ts';
import {
  findAgentByAffiliateCode,
  findMemberByEmail,
  findMemberByPhone,
  findMemberByUsername,
  insertMember,
  uniqueViolation,
  type NewMember,
} from './member-repository.ts';
import { loginAnswer } from './member-views.ts';
import { isModuleOn, requireModule } from './module-flags.ts';
import { hashPassword } from './password-hash.ts';
import { normalizePhone, phoneTarget, type Phone } from './phone.ts';
import { checkField, checkOneLine, checkPassword, readRegisterRules } from './register-rules.ts';
import { verifyCode } from './verification-codes.ts';

export type RegisterMode = 'username' | 'mobile';
export type RegisterAnswer = Session | { customerId: number };

// Request context kept with the member (never the payment password).
const CONTEXT_FIELDS = ['domain', 'registerUrl', 'registerMethod', 'loginDeviceId'] as const;

/** Philippine time (UTC+8), the platform's business day: whose "today" a birthday is counted on. */
const BUSINESS_OFFSET_MS = 8 * 60 * 60_000;

/**
 * A given birthday must be a real past day (ISO) and at least the operator's minimum age old
 * (spec §5); the client checks the same, this holds for anyone who skips it.
 */
async function checkBirthday(db: Db, birthday: string | undefined, now: Date): Promise<void> {
  const value = birthday?.trim();
  if (!value) return;
  const minimumAge = await readSetting(db, SETTINGS.minimumAge);
  const today = new Date(now.getTime() + BUSINESS_OFFSET_MS).toISOString().slice(0, 10);
  const problem = birthdayProblem(value, today, minimumAge);
  if (problem === 'invalid' || problem === 'future') badParam('birthday', 'is invalid: a past day as yyyy-MM-dd');
  if (problem === 'too-young') refuse('register.age.err', `You must be at least ${minimumAge} years old to register`);
}

function checkPhone(rules: RegisterRules, body: RegisterBody, mode: RegisterMode): Phone | null {
  checkField(rules, 'mobileNum', body.mobileNum, { forceRequired: mode === 'mobile' });
  if (!body.mobileNum?.trim()) return null;
  if (!body.countryDialingCode?.trim()) badParam('countryDialingCode', 'is required');
  return normalizePhone(body.countryDialingCode, body.mobileNum) ?? badParam('mobileNum', 'is not a mobile number');
}

async function assertFree(db: Db, username: string, phone: Phone | null, email: string | null): Promise<void> {
  if (await findMemberByUsername(db, username)) refuse('exists.username.err', 'The username is already taken');
  if (phone && (await findMemberByPhone(db, phone)))
    refuse('exists.mobile.err', 'The mobile number is already registered');
  if (email && (await findMemberByEmail(db, email)))
    refuse('exists.email.err', 'The e-mail address is already registered');
}

function registrationFields(body: RegisterBody): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const field of [...REGISTER_OPTIONAL_FIELDS, ...CONTEXT_FIELDS]) {
    const value = body[field]?.trim();
    if (value && field !== 'paymentPassword') fields[field] = value;
  }
  return fields;
}

/** Inserts a registered member; a concurrent registration that won the race surfaces as its refusal. */
async function insertRegistered(db: Db, member: NewMember, now: Date): Promise<number> {
  try {
    return await insertMember(db, member, now);
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === null) throw error;
    if (constraint.includes('mobile')) refuse('exists.mobile.err', 'The mobile number is already registered');
    if (constraint.includes('email')) refuse('exists.email.err', 'The e-mail address is already registered');
    if (constraint.includes('username')) refuse('exists.username.err', 'The username is already taken');
    return refuse('register.failed', 'Registration failed');
  }
}

export interface DownlineRegistration {
  username: string;
  password: string;
  confirmPassword: string;
  /** 0 player, 1 agent. */
  type: number;
  nickname?: string | undefined;
  /** Asked for when the agent turned on "authenticator for withdrawals". */
  authenticatorCode?: string | undefined;
}

/**
 * An agent registers an account under itself (agent centre → register account): the same
 * username and password rules and uniqueness as self-registration, no slider, captcha or code
 * (the agent is signed in); the new member's upline is the agent. Its nickname is read by others
 * like any member's (the winner board, chat), so it is folded and checked the same way.
 */
export async function registerDownline(
  db: Db,
  now: Date,
  agentId: number,
  input: DownlineRegistration,
): Promise<number> {
  const rules = await readRegisterRules(db);
  const username = input.username.trim();
  checkField(rules, 'username', username, { forceRequired: true });
  checkOneLine('nickname', input.nickname);
  const nickname = input.nickname?.trim() ? displayName(input.nickname, 'nickname') : null;
  checkPassword(rules, 'password', input.password);
  if (input.confirmPassword !== input.password) badParam('confirmPassword', 'does not match the password');
  await assertFree(db, username, null, null);
  const passwordHash = await hashPassword(input.password);
  const limits = await readSetting(db, SETTINGS.downlineLimits);
  // A downline is a way for the agent's money to leave (a transfer, then a withdrawal there): with
  // "authenticator for withdrawals" on, registering one asks for a current code, spent with it.
  const codeStep = await matchWithdrawalCode(db, agentId, input.authenticatorCode, now);
  // The agent's row lock queues its concurrent registrations, so the count below and the insert
  // are one step: no burst gets past the hourly or daily limit (docs/security.md "Money rules").
  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [agentId]);
    if (codeStep !== null) await spendWithdrawalStep(tx, agentId, codeStep);
    const counts = await tx.query<{ hour: number; day: number }>(
      `SELECT count(*) FILTER (WHERE created_at > $2)::int AS hour, count(*)::int AS day
       FROM members WHERE upline_id = $1 AND created_at > $3`,
      [agentId, new Date(now.getTime() - 3_600_000), new Date(now.getTime() - 86_400_000)],
    );
    const made = counts[0] ?? { hour: 0, day: 0 };
    if (made.hour >= limits.perHour || made.day >= limits.perDay) {
      refuse(
        'agent.downline.limit',
        `An agent may register ${limits.perHour} accounts an hour and ${limits.perDay} a day`,
      );
    }
    return insertRegistered(
      tx,
      {
        username,
        passwordHash,
        type: input.type,
        uplineId: agentId,
        nickname,
        registration: { registerMethod: 'AGENT' },
      },
      now,
    );
  });
}

/**
 * Google and Facebook sign-ups (right or wrong) per client address in an hour. They ask no human
 * check (the provider's sign-in stands in for it), so without this one address could make members
 * as fast as it can make provider accounts. Counted before the token is checked, by one atomic
 * upsert (attempt-counters.ts), so a burst gets exactly `limit`.
 */
export const SOCIAL_SIGNUPS_PER_IP = { limit: 20, windowMs: 60 * 60_000 } as const;

/** The verified identity of a Google or Facebook sign-up, or null for an ordinary registration. */
async function socialIdentity(ctx: AccountContext, body: RegisterBody, mode: RegisterMode) {
  const channel = body.firebaseChannel;
  if (channel !== 'google' && channel !== 'facebook') return null;
  if (mode !== 'username') badParam('firebaseChannel', 'a Google or Facebook sign-up registers by username');
  if (!(await claimAttempt(ctx.db, 'firebase-signup-ip', ctx.ip, SOCIAL_SIGNUPS_PER_IP, ctx.now)).ok) {
    refuse('TOO_MANY_REQUESTS', 'Too many sign-ups from this address; please wait and try again');
  }
  return verifyFirebaseToken(ctx.db, channel, body.firebaseIdToken);
}

/**
 * With the Firebase SMS check (`firebaseChannel: 'sms'`), the token must be a phone sign-in of the
 * operator's project that proves exactly this number; otherwise the platform's own SMS code.
 */
async function verifyPhoneProof(ctx: AccountContext, body: RegisterBody, phone: Phone): Promise<void> {
  if (body.firebaseChannel !== 'sms') {
    await verifyCode(ctx.db, phoneTarget(phone), 'register', body.verificationCode, ctx.now, ctx.ip);
    return;
  }
  const identity = await verifyFirebaseToken(ctx.db, 'sms', body.firebaseIdToken);
  if (identity.phone !== phoneTarget(phone)) {
    refuse('firebase.token.invalid', 'The Firebase SMS check proved another number than the one given');
  }
}

/** Registers a member; `captchaId` is the `captchaId` cookie. */
export async function register(
  ctx: AccountContext,
  body: RegisterBody,
  mode: RegisterMode,
  captchaId: string | undefined,
): Promise<RegisterAnswer> {
  const { db, now, ip } = ctx;
  await requireModule(db, 'REG3');
  if (mode === 'mobile') await requireModule(db, 'MOBILENUMREG3');
  // As the client offers the tabs: username registration unless USERNAMEREG3 is off while mobile is on.
  if (mode === 'username' && !(await isModuleOn(db, 'USERNAMEREG3')) && (await isModuleOn(db, 'MOBILENUMREG3'))) {
    refuse('function.not.available', 'USERNAMEREG3 is not available');
  }
  const social = await socialIdentity(ctx, body, mode);
  if (social) {
    // A repeated first sign-in (a retry, a second tab) signs in to the member it made.
    const linked = await findLinkedMember(db, social);
    if (linked) return loginLinked(ctx, social, linked);
  } else {
    await verifyHumanChecks(db, body, now);
  }

  const rules = await readRegisterRules(db);
  const phone = checkPhone(rules, body, mode);
  const username = mode === 'mobile' && phone ? phone.number : body.username.trim();
  if (mode === 'username') checkField(rules, 'username', username, { forceRequired: true });
  // MOBILENUMPASSREG3 off: the mobile form asks for no password (contract §6.1); the member gets
  // an unguessable one and signs in by SMS code or resets it by phone. A social sign-up has none either.
  const hasPassword = !social && (mode === 'username' || (await isModuleOn(db, 'MOBILENUMPASSREG3')));
  if (hasPassword) {
    checkPassword(rules, 'password', body.password);
    if (body.confirmPassword !== body.password) badParam('confirmPassword', 'does not match the password');
  }
  // The address the provider verified replaces a typed one; a typed one stays unverified as ever.
  const fields: RegisterBody = social?.verifiedEmail ? { ...body, email: social.verifiedEmail } : body;
  for (const field of REGISTER_OPTIONAL_FIELDS) checkField(rules, field, fields[field]);
  for (const field of CONTEXT_FIELDS) checkOneLine(field, body[field]);
  await checkBirthday(db, body.birthday, now);
  if (!social && rules.captcha?.enabled && rules.captcha.required) {
    await verifyCaptcha(db, captchaId, body.captcha, now);
  }

  // A link's referralCode is a member's referral link (recorded for the referrer) or, failing
  // that, an agent's affiliate code like a typed invitation code.
  const referralCode = body.referralCode?.trim() ?? '';
  const referralLink = referralCode ? await findLiveReferralLink(db, referralCode) : null;
  const code = body.affiliateCode?.trim() || (referralLink ? '' : referralCode);
  const upline = code ? await findAgentByAffiliateCode(db, code) : null;
  if (code && !upline) refuse('invitation_code_error', 'The invitation code is not valid');
  const email = fields.email?.trim() || null;
  await assertFree(db, username, phone, email);
  if (phone && (mode === 'mobile' || (await isModuleOn(db, 'REGMOBVERF3')))) await verifyPhoneProof(ctx, body, phone);

  const newMember: NewMember = {
    username,
    passwordHash: await hashPassword(hasPassword ? body.password : randomBytes(24).toString('base64')),
    type: PLAYER_TYPE,
    uplineId: upline?.id ?? null,
    // Others read it (the winner board, chat): folded and checked like a nickname set later.
    nickname: body.nickname?.trim() ? displayName(body.nickname, 'nickname') : null,
    phone,
    email,
    payeeName: body.payeeName?.trim() || null,
    registration: { ...registrationFields(fields), ...(social ? { firebaseProvider: social.provider } : {}) },
    paymentPasswordHash: body.paymentPassword ? await hashPassword(body.paymentPassword) : null,
    referralCode: referralCode || code || null,
  };
  const id = social ? await insertSocial(ctx, newMember, social) : await insertRegistered(db, newMember, now);
  if (typeof id !== 'number') return id;
  if (referralLink) await recordReferral(db, referralLink, id, now);
  if (!body.login) return { customerId: id };
  const member = await findMemberByUsername(db, username);
  if (!member) refuse('register.failed', 'Registration failed');
  return loginAnswer(db, member, ip, now, social ? 'firebase' : 'password');
}

/**
 * Inserts the member and its identity link in one transaction. When a racing registration of the
 * same identity wins (the link's primary key, or the same username, refuses this one), this one
 * answers the winner's session: one identity, one member.
 */
async function insertSocial(ctx: AccountContext, member: NewMember, identity: FirebaseIdentity) {
  try {
    return await ctx.db.transaction(async (tx) => {
      const id = await insertRegistered(tx, member, ctx.now);
      await linkIdentity(tx, identity, id, ctx.now);
      return id;
    });
  } catch (error) {
    const linked = await findLinkedMember(ctx.db, identity);
    if (linked) return loginLinked(ctx, identity, linked);
    throw error;
  }
}
