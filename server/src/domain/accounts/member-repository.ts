/** The `members` and `known_ips` tables: reads, inserts and the few updates the flows need. */
import type { Db } from '../../db/database.ts';
import type { Phone } from './phone.ts';

export interface Member {
  id: number;
  username: string;
  passwordHash: string;
  type: number;
  uplineId: number | null;
  nickname: string | null;
  phone: Phone | null;
  email: string | null;
  payeeName: string | null;
  affiliateCode: string | null;
  language: string | null;
  passwordChangedAt: Date;
  passwordExpiresAt: Date | null;
  mustChangePassword: boolean;
  firstLoginAt: Date | null;
  lastLoginAt: Date | null;
  /** The operator's labels (migration 027): the club (admin) label and the member labels. */
  clubLabel: string | null;
  memberLabels: string[];
}

interface Row {
  id: number;
  username: string;
  password_hash: string;
  type: number;
  upline_id: number | null;
  nickname: string | null;
  dialing_code: string | null;
  mobile_num: string | null;
  email: string | null;
  payee_name: string | null;
  affiliate_code: string | null;
  language: string | null;
  password_changed_at: Date;
  password_expires_at: Date | null;
  must_change_password: boolean;
  first_login_at: Date | null;
  last_login_at: Date | null;
  club_label: string | null;
  member_labels: unknown;
}

function toMember(row: Row): Member {
  return {
    id: row.id,
    username: row.username,
    passwordHash: row.password_hash,
    type: row.type,
    uplineId: row.upline_id,
    nickname: row.nickname,
    phone: row.dialing_code && row.mobile_num ? { dialingCode: row.dialing_code, number: row.mobile_num } : null,
    email: row.email,
    payeeName: row.payee_name,
    affiliateCode: row.affiliate_code,
    language: row.language,
    passwordChangedAt: row.password_changed_at,
    passwordExpiresAt: row.password_expires_at,
    mustChangePassword: row.must_change_password,
    firstLoginAt: row.first_login_at,
    lastLoginAt: row.last_login_at,
    clubLabel: row.club_label,
    memberLabels: Array.isArray(row.member_labels)
      ? row.member_labels.filter((label): label is string => typeof label === 'string')
      : [],
  };
}

const COLUMNS = `id, username, password_hash, type, upline_id, nickname, dialing_code, mobile_num, email,
  payee_name, affiliate_code, language, password_changed_at, password_expires_at, must_change_password,
  first_login_at, last_login_at, club_label, member_labels`;

async function one(db: Db, where: string, params: unknown[]): Promise<Member | null> {
  const rows = await db.query<Row>(`SELECT ${COLUMNS} FROM members WHERE ${where}`, params);
  return rows[0] ? toMember(rows[0]) : null;
}

export const findMemberById = (db: Db, id: number) => one(db, 'id = $1', [id]);
export const findMemberByUsername = (db: Db, username: string) =>
  one(db, 'lower(username) = lower($1)', [username.trim()]);
/** By the E.164 form, so any split of the same digits between dialling code and number matches. */
export const findMemberByPhone = (db: Db, phone: Phone) =>
  one(db, 'dialing_code || mobile_num = $1 AND mobile_num IS NOT NULL', [`${phone.dialingCode}${phone.number}`]);
export const findMemberByEmail = (db: Db, email: string) => one(db, 'lower(email) = lower($1)', [email.trim()]);
/** Agents only: an invitation code belongs to an agent. */
export const findAgentByAffiliateCode = (db: Db, code: string) =>
  one(db, 'upper(affiliate_code) = upper($1) AND type IN (1, 2, 41, 42)', [code.trim()]);

export interface NewMember {
  username: string;
  passwordHash: string;
  type: number;
  uplineId?: number | null;
  nickname?: string | null;
  phone?: Phone | null;
  email?: string | null;
  payeeName?: string | null;
  registration?: Record<string, string>;
  paymentPasswordHash?: string | null;
  referralCode?: string | null;
  affiliateCode?: string | null;
  language?: string | null;
  passwordExpiresAt?: Date | null;
  mustChangePassword?: boolean;
  firstLoginAt?: Date | null;
}

/** Inserts a member; unique violations surface as the database error (code 23505). */
export async function insertMember(db: Db, member: NewMember, now: Date): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO members (username, password_hash, type, upline_id, nickname, dialing_code, mobile_num, email, payee_name,
       registration, payment_password_hash, referral_code, affiliate_code, language, password_changed_at,
       password_expires_at, must_change_password, first_login_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13, $14, $15, $16, $17, $18, $15)
     RETURNING id`,
    [
      member.username,
      member.passwordHash,
      member.type,
      member.uplineId ?? null,
      member.nickname ?? null,
      member.phone?.dialingCode ?? null,
      member.phone?.number ?? null,
      member.email ?? null,
      member.payeeName ?? null,
      JSON.stringify(member.registration ?? {}),
      member.paymentPasswordHash ?? null,
      member.referralCode ?? null,
      member.affiliateCode ?? null,
      member.language ?? null,
      now,
      member.passwordExpiresAt ?? null,
      member.mustChangePassword ?? false,
      member.firstLoginAt ?? null,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('insert into members returned no id');
  return id;
}

/** The constraint name of a unique violation (Postgres code 23505), or null for other errors. */
export function uniqueViolation(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  if (code !== '23505') return null;
  return typeof constraint === 'string' ? constraint : '';
}

/** Replaces the password; `temporary` marks it for a forced change (reset by e-mail, operator). */
export async function setMemberPassword(
  db: Db,
  id: number,
  passwordHash: string,
  now: Date,
  temporary: boolean,
): Promise<void> {
  await db.query(
    `UPDATE members SET password_hash = $2, password_changed_at = $3, password_expires_at = NULL,
       must_change_password = $4 WHERE id = $1`,
    [id, passwordHash, now, temporary],
  );
}

/** Records a successful login; returns whether it was the member's first. */
export async function recordLogin(db: Db, member: Member, ip: string, now: Date): Promise<boolean> {
  await db.query('UPDATE members SET last_login_at = $2, first_login_at = COALESCE(first_login_at, $2) WHERE id = $1', [
    member.id,
    now,
  ]);
  await addKnownIp(db, member.id, ip, now);
  return member.firstLoginAt === null;
}

export async function setMemberLanguage(db: Db, id: number, language: string): Promise<void> {
  await db.query('UPDATE members SET language = $2 WHERE id = $1', [id, language]);
}

export async function addKnownIp(db: Db, memberId: number, ip: string, now: Date): Promise<void> {
  await db.query(
    'INSERT INTO known_ips (member_id, ip, first_seen_at) VALUES ($1, $2, $3) ON CONFLICT (member_id, ip) DO NOTHING',
    [memberId, ip, now],
  );
}

export async function isKnownIp(db: Db, memberId: number, ip: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM known_ips WHERE member_id = $1 AND ip = $2', [memberId, ip]);
  return rows.length > 0;
}

/** True when the password has an expiry date that has passed. */
export function isPasswordExpired(member: Pick<Member, 'passwordExpiresAt'>, now: Date): boolean {
  return member.passwordExpiresAt !== null && member.passwordExpiresAt.getTime() <= now.getTime();
}
