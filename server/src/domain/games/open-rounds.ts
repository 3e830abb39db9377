/**
 * Rounds in flight. A built-in round writes (and commits) its row before its money transaction
 * and removes it after, so while a play request of a member is running, launching ANOTHER game
 * answers `#734 game.previous.unfinished`. A row older than STALE_ROUND_MS (a crashed request)
 * no longer counts.
 */
import type { Db } from '../../db/database.ts';
import { refuse } from '../refusal.ts';

export const STALE_ROUND_MS = 30_000;

/** Marks a round of `nodeId` in flight; refuses `game.round.in.progress` while another round of the member runs. */
export async function beginRound(db: Db, memberId: number, nodeId: number, roundId: string, now: Date): Promise<void> {
  const stale = new Date(now.getTime() - STALE_ROUND_MS);
  const rows = await db.query<{ member_id: number }>(
    `INSERT INTO open_rounds (member_id, node_id, round_id, started_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_id) DO UPDATE SET node_id = EXCLUDED.node_id, round_id = EXCLUDED.round_id, started_at = EXCLUDED.started_at
     WHERE open_rounds.round_id = EXCLUDED.round_id OR open_rounds.started_at < $5
     RETURNING member_id`,
    [memberId, nodeId, roundId, now, stale],
  );
  if (rows.length === 0)
    refuse('game.round.in.progress', 'Your previous round is still being settled; try again in a moment');
}

/** Clears the member's round `roundId`. */
export async function endRound(db: Db, memberId: number, roundId: string): Promise<void> {
  await db.query('DELETE FROM open_rounds WHERE member_id = $1 AND round_id = $2', [memberId, roundId]);
}

/** Refuses #734 when a round of another game of the member is in flight. */
export async function requireNoUnfinishedRound(db: Db, memberId: number, nodeId: number, now: Date): Promise<void> {
  const rows = await db.query<{ node_id: number }>(
    'SELECT node_id FROM open_rounds WHERE member_id = $1 AND node_id <> $2 AND started_at >= $3',
    [memberId, nodeId, new Date(now.getTime() - STALE_ROUND_MS)],
  );
  if (rows.length > 0)
    refuse('game.previous.unfinished', '#734 Your previous game is not finished yet; wait for its round to end');
}
