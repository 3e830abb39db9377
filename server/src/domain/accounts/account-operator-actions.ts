/**
 * Operator actions on accounts (admin API and CLI): read the outbox and the send counts, expire or open sessions,
 * create or update an account, clear login-failure counters and new-IP verification locks, remove a lost
 * authenticator. Failures throw OperatorError.
 */
import type { Db } from '../../db/database.ts';
import { releaseAuthenticatorCheck } from '../authenticator/authenticator-checks.ts';
import { removeAuthenticator } from '../authenticator/authenticator-repository.ts';
import { OperatorError } from '../operator-error.ts';
import { MEMBER_TYPES } from './account-policy.ts';
import { clearFailuresFor } from './login-failures.ts';
import { clearVerificationLocks } from './login-verification-lock.ts';
import { findMemberByUsername, insertMember, uniqueViolation } from './member-repository.ts';
import { listOutbox, type OutboxMessage } from './outbox.ts';
import { hashPassword } from './password-hash.ts';
import { parsePhoneText, type Phone } from './phone.ts';
import { listSendCounts, type SendCount } from './send-caps.ts';
import { createSession, revokeMemberSessions } from './sessions.ts';

export interface AccountInput {
  username: string;
  /** `create` refuses an existing username, `update` an unknown one; default: either. */
  mode?: 'create' | 'update' | 'upsert' | undefined;
  password?: string | undefined;
  type?: number | undefined;
  /** `+63 9171234567`; null or "" unbinds. */
  phone?: string | null | undefined;
  email?: string | null | undefined;
  payeeName?: string | null | undefined;
  mustChangePassword?: boolean | undefined;
  /** ISO date; null or "" removes the expiry. */
  passwordExpiresAt?: string | null | undefined;
  /** Username of the upline agent; null or "" removes it. */
  upline?: string | null | undefined;
  affiliateCode?: string | null | undefined;
  /** The club (admin) label; null or "" removes it. */
  clubLabel?: string | null | undefined;
  /** The member labels, replacing the current ones ([] removes them). */
  memberLabels?: string[] | undefined;
}

/** Labels are badges: short enough to read on a phone, a handful at most. */
const LABEL_MAX_LENGTH = 40;
const MAX_MEMBER_LABELS = 5;

export interface AccountSummary {
  id: number;
  username: string;
  created: boolean;
}

const cleared = (value: string | null | undefined) =>
  value === null || value === undefined ? null : value.trim() || null;

function parsePhone(value: string | null | undefined): Phone | null {
  const text = cleared(value);
  if (text === null) return null;
  return parsePhoneText(text) ?? invalid(`phone must look like "+63 9171234567": ${text}`);
}

function invalid(message: string): never {
  throw new OperatorError('invalid', message);
}

async function resolveFields(db: Db, input: AccountInput) {
  if (input.type !== undefined && !(MEMBER_TYPES as readonly number[]).includes(input.type)) {
    invalid(`type must be one of ${MEMBER_TYPES.join(', ')}`);
  }
  const email = cleared(input.email);
  if (email !== null && !/^[^@\s]+@[^@\s]+$/.test(email)) invalid(`not an e-mail address: ${email}`);
  const expires = cleared(input.passwordExpiresAt);
  const expiresAt = expires === null ? null : new Date(expires);
  if (expiresAt && Number.isNaN(expiresAt.getTime())) invalid(`passwordExpiresAt is not a date: ${expires}`);
  const uplineName = cleared(input.upline);
  const upline = uplineName === null ? null : await findMemberByUsername(db, uplineName);
  if (uplineName !== null && !upline) invalid(`no account ${uplineName} for the upline`);
  if (input.password !== undefined && input.password.length < 6) invalid('password needs at least 6 characters');
  return {
    phone: parsePhone(input.phone),
    email,
    expiresAt,
    uplineId: upline?.id ?? null,
    clubLabel: label(cleared(input.clubLabel)),
    memberLabels: input.memberLabels === undefined ? undefined : memberLabels(input.memberLabels),
  };
}

function label(text: string | null): string | null {
  if (text !== null && [...text].length > LABEL_MAX_LENGTH)
    invalid(`a label has at most ${LABEL_MAX_LENGTH} characters`);
  return text;
}

function memberLabels(labels: readonly string[]): string[] {
  const names = labels.map((name) => label(cleared(name))).filter((name): name is string => name !== null);
  if (names.length > MAX_MEMBER_LABELS) invalid(`at most ${MAX_MEMBER_LABELS} member labels`);
  return [...new Set(names)];
}

function describeConflict(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === null) throw error;
  invalid(`another account already uses this ${constraint.replace(/^members_/, '').replace('_', ' ')}`);
}

async function updateAccount(db: Db, id: number, input: AccountInput, now: Date): Promise<void> {
  const fields = await resolveFields(db, input);
  const sets: string[] = [];
  const params: unknown[] = [id];
  const set = (column: string, value: unknown) => sets.push(`${column} = $${params.push(value)}`);
  if (input.password !== undefined) {
    set('password_hash', await hashPassword(input.password));
    set('password_changed_at', now);
  }
  if (input.type !== undefined) set('type', input.type);
  if (input.phone !== undefined) {
    set('dialing_code', fields.phone?.dialingCode ?? null);
    set('mobile_num', fields.phone?.number ?? null);
  }
  if (input.email !== undefined) set('email', fields.email);
  if (input.payeeName !== undefined) set('payee_name', cleared(input.payeeName));
  if (input.mustChangePassword !== undefined) set('must_change_password', input.mustChangePassword);
  if (input.passwordExpiresAt !== undefined) set('password_expires_at', fields.expiresAt);
  if (input.upline !== undefined) set('upline_id', fields.uplineId);
  if (input.affiliateCode !== undefined) set('affiliate_code', cleared(input.affiliateCode));
  if (input.clubLabel !== undefined) set('club_label', fields.clubLabel);
  if (fields.memberLabels !== undefined) set('member_labels', JSON.stringify(fields.memberLabels));
  if (sets.length === 0) return;
  await db.query(`UPDATE members SET ${sets.join(', ')} WHERE id = $1`, params).catch(describeConflict);
}

export const accountOperatorActions = {
  listOutbox: (db: Db, to?: string): Promise<OutboxMessage[]> => listOutbox(db, to),
  /** What was sent, withheld and refused per hour (send-caps.ts). */
  listSendCounts: (db: Db, hours: number, now = new Date()): Promise<SendCount[]> => listSendCounts(db, hours, now),

  async expireSessions(db: Db, username: string, now = new Date()): Promise<{ username: string; revoked: number }> {
    const member = await findMemberByUsername(db, username);
    if (!member) throw new OperatorError('not.found', `no account ${username}`);
    return { username: member.username, revoked: await revokeMemberSessions(db, member.id, now) };
  },

  /**
   * Opens a login session for an account without its password (an operator signing in as a member
   * to look into a problem; the end-to-end rig's signed-in pages). Behind the admin token like every
   * other operator action, which can already set any password.
   */
  async openSession(
    db: Db,
    username: string,
    now = new Date(),
  ): Promise<{ token: string; id: number; userName: string; customerType: number }> {
    const member = await findMemberByUsername(db, username);
    if (!member) throw new OperatorError('not.found', `no account ${username}`);
    const token = await createSession(db, member.id, 'operator', now);
    return { token, id: member.id, userName: member.username, customerType: member.type };
  },

  /** Creates the account when the username is new (password required), else updates the given fields. */
  async saveAccount(db: Db, input: AccountInput, now = new Date()): Promise<AccountSummary> {
    const username = input.username.trim();
    if (!/^[A-Za-z0-9_.@+-]{3,40}$/.test(username)) invalid(`invalid username: ${input.username}`);
    const existing = await findMemberByUsername(db, username);
    if (existing && input.mode === 'create') invalid(`account ${username} already exists`);
    if (!existing && input.mode === 'update') throw new OperatorError('not.found', `no account ${username}`);
    if (existing) {
      await updateAccount(db, existing.id, input, now);
      return { id: existing.id, username: existing.username, created: false };
    }
    if (!input.password) invalid('a new account needs a password');
    const fields = await resolveFields(db, input);
    const id = await insertMember(
      db,
      {
        username,
        passwordHash: await hashPassword(input.password),
        type: input.type ?? 0,
        uplineId: fields.uplineId,
        phone: fields.phone,
        email: fields.email,
        payeeName: cleared(input.payeeName),
        affiliateCode: cleared(input.affiliateCode),
        passwordExpiresAt: fields.expiresAt,
        mustChangePassword: input.mustChangePassword ?? false,
      },
      now,
    ).catch(describeConflict);
    if (input.clubLabel !== undefined || input.memberLabels !== undefined) {
      await updateAccount(db, id, { username, clubLabel: input.clubLabel, memberLabels: input.memberLabels }, now);
    }
    return { id, username, created: true };
  },

  /**
   * Clears login-failure counters, and the new-IP verification lock of the named account (or of
   * every account when neither username nor IP is given).
   */
  async clearLoginFailures(db: Db, filter: { username?: string; ip?: string } = {}): Promise<{ cleared: number }> {
    const member = filter.username ? await findMemberByUsername(db, filter.username) : null;
    const everything = !filter.username && !filter.ip;
    const locks = member || everything ? await clearVerificationLocks(db, member?.id ?? null) : 0;
    return { cleared: (await clearFailuresFor(db, filter)) + locks };
  },
  /**
   * A member who lost the phone and the recovery codes (after the operator has checked who is
   * asking): the binding, its recovery codes and its check counter go; the member can bind again.
   */
  async removeAuthenticator(db: Db, username: string): Promise<{ removed: boolean }> {
    const member = await findMemberByUsername(db, username);
    if (!member) throw new OperatorError('not.found', `no account ${username}`);
    const removed = await removeAuthenticator(db, member.id);
    await releaseAuthenticatorCheck(db, member.id);
    return { removed };
  },
};
