/**
 * Launch tokens and betting-page sessions. The page runs in a sandboxed frame (an opaque origin,
 * no cookies), so it authenticates with a header: the launch token in its URL (single use, 60 s)
 * is exchanged for a session token it keeps in memory. Only sha256 hashes are stored.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { refuse } from '../accounts/account-refusal.ts';
import { findMemberById, type Member } from '../accounts/member-repository.ts';

const LAUNCH_TOKEN_MS = 60_000;
/** A page left open longer than this (without a call) needs a new launch. */
const SESSION_IDLE_MS = 2 * 60 * 60_000;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueLaunchToken(db: Db, memberId: number, gameCode: string | null, now: Date): Promise<string> {
  const token = randomBytes(32).toString('hex');
  await db.query('INSERT INTO lottery_launch_tokens (token_hash, member_id, game_code, expires_at) VALUES ($1, $2, $3, $4)',
    [hash(token), memberId, gameCode, new Date(now.getTime() + LAUNCH_TOKEN_MS)]);
  return token;
}

/** Uses the launch token once; a used, expired or unknown token → `launch.token.invalid`. */
export async function openLotterySession(db: Db, launchToken: string, now: Date): Promise<{ session: string; member: Member }> {
  const used = await db.query<{ member_id: number }>(
    'UPDATE lottery_launch_tokens SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING member_id',
    [hash(launchToken), now]);
  const member = used[0] ? await findMemberById(db, used[0].member_id) : null;
  if (!member) return refuse('launch.token.invalid', 'This game link has expired; open the game again');
  const session = randomBytes(32).toString('hex');
  await db.query('INSERT INTO lottery_sessions (session_hash, member_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [hash(session), member.id, now, new Date(now.getTime() + SESSION_IDLE_MS)]);
  return { session, member };
}

/** The member of a live page session (sliding expiry), or null. */
export async function lotterySessionMember(db: Db, session: string, now: Date): Promise<Member | null> {
  if (!/^[0-9a-f]{64}$/.test(session)) return null;
  const rows = await db.query<{ member_id: number }>(
    'UPDATE lottery_sessions SET expires_at = $3 WHERE session_hash = $1 AND expires_at > $2 RETURNING member_id',
    [hash(session), now, new Date(now.getTime() + SESSION_IDLE_MS)]);
  return rows[0] ? findMemberById(db, rows[0].member_id) : null;
}

/** Forgets expired launch tokens and page sessions; returns how many rows went. */
export async function purgeLotteryAccess(db: Db, now: Date): Promise<number> {
  const tokens = await db.query('DELETE FROM lottery_launch_tokens WHERE expires_at <= $1 RETURNING 1', [now]);
  const sessions = await db.query('DELETE FROM lottery_sessions WHERE expires_at <= $1 RETURNING 1', [now]);
  return tokens.length + sessions.length;
}
