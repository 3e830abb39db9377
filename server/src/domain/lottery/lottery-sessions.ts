/**
 * Launch tokens and betting-page sessions. The page runs in a sandboxed frame (an opaque origin,
 * no cookies), so it authenticates with a header: the launch token in its URL (single use, 60 s)
 * is exchanged for a session token it keeps in memory. Only sha256 hashes are stored. Both are
 * bound to the login session that launched them and end with it (`liveLoginSession`).
 */
import { createHash, randomBytes } from 'node:crypto';

import type { Db } from '../../db/database.ts';
import { findMemberById, type Member } from '../accounts/member-repository.ts';
import { liveLoginSession } from '../accounts/sessions.ts';
import { refuse } from '../refusal.ts';

const LAUNCH_TOKEN_MS = 60_000;
/** A page left open longer than this (without a call) needs a new launch. */
const SESSION_IDLE_MS = 2 * 60 * 60_000;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A launch token for `memberId`, bound to the login session (token hash) that asked for it. */
export async function issueLaunchToken(
  db: Db,
  memberId: number,
  sessionTokenHash: string,
  gameCode: string | null,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('hex');
  await db.query(
    'INSERT INTO lottery_launch_tokens (token_hash, member_id, session_token_hash, game_code, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [hash(token), memberId, sessionTokenHash, gameCode, new Date(now.getTime() + LAUNCH_TOKEN_MS)],
  );
  return token;
}

/** Uses the launch token once; a used, expired, unknown or orphaned (login ended) token → `launch.token.invalid`. */
export async function openLotterySession(
  db: Db,
  launchToken: string,
  now: Date,
): Promise<{ session: string; member: Member }> {
  const used = await db.query<{ member_id: number; session_token_hash: string }>(
    `UPDATE lottery_launch_tokens t SET used_at = $2 FROM sessions s
     WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > $2 AND s.token_hash = t.session_token_hash AND ${liveLoginSession('s', 2)}
     RETURNING t.member_id, t.session_token_hash`,
    [hash(launchToken), now],
  );
  const launch = used[0];
  const member = launch ? await findMemberById(db, launch.member_id) : null;
  if (!launch || !member) return refuse('launch.token.invalid', 'This game link has expired; open the game again');
  const session = randomBytes(32).toString('hex');
  await db.query(
    'INSERT INTO lottery_sessions (session_hash, member_id, session_token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [hash(session), member.id, launch.session_token_hash, now, new Date(now.getTime() + SESSION_IDLE_MS)],
  );
  return { session, member };
}

/**
 * The member of a live page session (sliding expiry) whose login session is live too, or null.
 * The page's own calls (it polls every 5 s) do not extend the login session: that would defeat
 * its idle expiry on an unattended device; the app hosting the frame keeps it alive.
 */
export async function lotterySessionMember(db: Db, session: string, now: Date): Promise<Member | null> {
  if (!/^[0-9a-f]{64}$/.test(session)) return null;
  const rows = await db.query<{ member_id: number }>(
    `UPDATE lottery_sessions l SET expires_at = $3 FROM sessions s
     WHERE l.session_hash = $1 AND l.expires_at > $2 AND s.token_hash = l.session_token_hash AND ${liveLoginSession('s', 2)}
     RETURNING l.member_id`,
    [hash(session), now, new Date(now.getTime() + SESSION_IDLE_MS)],
  );
  return rows[0] ? findMemberById(db, rows[0].member_id) : null;
}

/** Forgets expired launch tokens and page sessions; returns how many rows went. */
export async function purgeLotteryAccess(db: Db, now: Date): Promise<number> {
  const tokens = await db.query('DELETE FROM lottery_launch_tokens WHERE expires_at <= $1 RETURNING 1', [now]);
  const sessions = await db.query('DELETE FROM lottery_sessions WHERE expires_at <= $1 RETURNING 1', [now]);
  return tokens.length + sessions.length;
}
