/**
 * Sessions: a 32-byte random token (hex) handed to the client once; only its sha256 is stored.
 * A session dies after 30 min idle or 12 h after login, whichever comes first, or when revoked.
 */
import { createHash, randomBytes } from 'node:crypto';

import type { Db } from '../../db/database.ts';
import { POLICY } from './account-policy.ts';
import { findMemberById, type Member } from './member-repository.ts';

/** How a session was opened: `firebase` (Google/Facebook) skips the forced password change. */
export type LoginType = 'password' | 'firebase';

export interface ActiveSession {
  tokenHash: string;
  member: Member;
  createdAt: Date;
  loginType: LoginType;
}

/** sha256 hex of a token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Opens a session for a member; returns the token (never stored). */
export async function createSession(
  db: Db,
  memberId: number,
  ip: string,
  now: Date,
  loginType: LoginType = 'password',
): Promise<string> {
  const token = randomBytes(32).toString('hex');
  await db.query(
    'INSERT INTO sessions (token_hash, member_id, created_at, last_seen_at, ip, login_type) VALUES ($1, $2, $3, $3, $4, $5)',
    [hashToken(token), memberId, now, ip, loginType],
  );
  return token;
}

interface SessionRow {
  member_id: number;
  created_at: Date;
  last_seen_at: Date;
  login_type: string;
}

/** The live session of `token`, extending its idle window; null when unknown, revoked or expired. */
export async function touchSession(db: Db, token: string, now: Date): Promise<ActiveSession | null> {
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
  const tokenHash = hashToken(token);
  const rows = await db.query<SessionRow>(
    'SELECT member_id, created_at, last_seen_at, login_type FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL',
    [tokenHash],
  );
  const row = rows[0];
  if (!row) return null;
  const createdAt = row.created_at;
  const idle = now.getTime() - row.last_seen_at.getTime();
  const age = now.getTime() - createdAt.getTime();
  if (idle > POLICY.sessionIdleMs || age > POLICY.sessionAbsoluteMs) {
    await db.query('UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [
      tokenHash,
      now,
    ]);
    return null;
  }
  const member = await findMemberById(db, row.member_id);
  if (!member) return null;
  // GREATEST: a request with a slightly older clock reading never moves last_seen back.
  await db.query('UPDATE sessions SET last_seen_at = GREATEST(last_seen_at, $2) WHERE token_hash = $1', [
    tokenHash,
    now,
  ]);
  return { tokenHash, member, createdAt, loginType: row.login_type === 'firebase' ? 'firebase' : 'password' };
}

/**
 * SQL condition "the login session aliased `alias` is live": not revoked, not idle longer than
 * 30 min, not older than 12 h, measured against the parameter `$<nowParam>` (a timestamptz).
 * Game and lottery page sessions join their launching login session with it, so they end with
 * it whatever ended it: logout, password change or reset, operator revoke, idle or absolute
 * expiry, even when the login session was never touched again to record its expiry.
 */
export function liveLoginSession(alias: string, nowParam: number): string {
  const now = `$${nowParam}::timestamptz`;
  return (
    `(${alias}.revoked_at IS NULL AND ${alias}.last_seen_at >= ${now} - interval '${POLICY.sessionIdleMs} milliseconds'` +
    ` AND ${alias}.created_at >= ${now} - interval '${POLICY.sessionAbsoluteMs} milliseconds')`
  );
}

/** Revokes one session by its token hash. */
export async function revokeSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash, now]);
}

/** Revokes every live session of a member except `keepTokenHash`; returns how many. */
export async function revokeMemberSessions(
  db: Db,
  memberId: number,
  now: Date,
  keepTokenHash: string | null = null,
): Promise<number> {
  const rows = await db.query<{ token_hash: string }>(
    `UPDATE sessions SET revoked_at = $2
     WHERE member_id = $1 AND revoked_at IS NULL AND ($3::text IS NULL OR token_hash <> $3)
     RETURNING token_hash`,
    [memberId, now, keepTokenHash],
  );
  return rows.length;
}
