/**
 * Launch tokens and game sessions of the built-in games (contract §9). A launch token is 32
 * random bytes (hex), single use, valid 60 s, bound to member, game and login session; only its
 * sha256 is stored. Exchanging it opens a game session (header `X-Game-Session`, no cookies)
 * that lives while the login session does (`liveLoginSession`: revoked, idle or 12 h old ends both).
 */
import { createHash, randomBytes } from 'node:crypto';

import type { Db } from '../../db/database.ts';
import { liveLoginSession } from '../accounts/sessions.ts';
import { refuse } from '../refusal.ts';

export const LAUNCH_TOKEN_TTL_MS = 60_000;
export const GAME_SESSION_TTL_MS = 12 * 3_600_000;

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');
const TOKEN = /^[0-9a-f]{64}$/;

export interface LaunchBinding {
  memberId: number;
  nodeId: number;
  /** The login session's token hash. */
  sessionTokenHash: string;
}

/** A new launch token for `binding`. */
export async function issueLaunchToken(db: Db, binding: LaunchBinding, now: Date): Promise<string> {
  const token = randomBytes(32).toString('hex');
  await db.query(
    'INSERT INTO launch_tokens (token_hash, member_id, node_id, session_token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [
      sha256(token),
      binding.memberId,
      binding.nodeId,
      binding.sessionTokenHash,
      now,
      new Date(now.getTime() + LAUNCH_TOKEN_TTL_MS),
    ],
  );
  return token;
}

/** Uses a launch token once; unknown, used, expired or of a closed login session → `launch.token.invalid`. */
export async function redeemLaunchToken(db: Db, token: string, now: Date): Promise<LaunchBinding> {
  const invalid = () =>
    refuse('launch.token.invalid', 'This game link has expired or was already used; launch the game again');
  if (!TOKEN.test(token)) return invalid();
  // One UPDATE: of two concurrent redemptions only one sees used_at still empty.
  const rows = await db.query<{ member_id: number; node_id: number; session_token_hash: string }>(
    `UPDATE launch_tokens t SET used_at = $2 FROM sessions s
     WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > $2 AND s.token_hash = t.session_token_hash AND ${liveLoginSession('s', 2)}
     RETURNING t.member_id, t.node_id, t.session_token_hash`,
    [sha256(token), now],
  );
  const row = rows[0];
  if (!row) return invalid();
  return { memberId: row.member_id, nodeId: row.node_id, sessionTokenHash: row.session_token_hash };
}

/** Opens a game session for a redeemed launch; returns its token. */
export async function openGameSession(db: Db, binding: LaunchBinding, now: Date): Promise<string> {
  const token = randomBytes(32).toString('hex');
  await db.query(
    'INSERT INTO game_sessions (token_hash, member_id, node_id, session_token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [
      sha256(token),
      binding.memberId,
      binding.nodeId,
      binding.sessionTokenHash,
      now,
      new Date(now.getTime() + GAME_SESSION_TTL_MS),
    ],
  );
  return token;
}

/** The live game session of `token`, or null (expired, unknown, login session closed). */
export async function findGameSession(db: Db, token: string, now: Date): Promise<LaunchBinding | null> {
  if (!TOKEN.test(token)) return null;
  const rows = await db.query<{ member_id: number; node_id: number; session_token_hash: string }>(
    `SELECT g.member_id, g.node_id, g.session_token_hash FROM game_sessions g JOIN sessions s ON s.token_hash = g.session_token_hash
     WHERE g.token_hash = $1 AND g.expires_at > $2 AND ${liveLoginSession('s', 2)}`,
    [sha256(token), now],
  );
  const row = rows[0];
  return row ? { memberId: row.member_id, nodeId: row.node_id, sessionTokenHash: row.session_token_hash } : null;
}

/** Deletes expired launch tokens and game sessions (a job). */
export async function sweepGameTokens(db: Db, now: Date): Promise<number> {
  const tokens = await db.query<{ token_hash: string }>(
    'DELETE FROM launch_tokens WHERE expires_at <= $1 RETURNING token_hash',
    [now],
  );
  const sessions = await db.query<{ token_hash: string }>(
    'DELETE FROM game_sessions WHERE expires_at <= $1 RETURNING token_hash',
    [now],
  );
  return tokens.length + sessions.length;
}
