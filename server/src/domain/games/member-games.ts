/** Favourites and recents per member (contract §9). */
import type { Db } from '../../db/database.ts';
import { limitOffset, page, type Page, type PageRequest } from '../wallet/paging.ts';
import { gamesByIds, type ListedGame } from './game-list.ts';

/** How many distinct recent games the member sees. */
export const RECENT_LIMIT = 12;

/** The member's favourite node ids, newest first (games of enabled vendors only). */
export async function favouriteIds(db: Db, memberId: number): Promise<number[]> {
  const rows = await db.query<{ node_id: number }>(
    `SELECT f.node_id FROM favourite_games f JOIN games g ON g.node_id = f.node_id JOIN vendors v ON v.category = g.lane AND v.code = g.vendor
     WHERE f.member_id = $1 AND v.enabled ORDER BY f.added_at DESC, f.node_id DESC`,
    [memberId],
  );
  return rows.map((row) => row.node_id);
}

/** Adds a favourite (adding twice is fine). */
export async function addFavourite(db: Db, memberId: number, nodeId: number, now: Date): Promise<void> {
  await db.query(
    'INSERT INTO favourite_games (member_id, node_id, added_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [memberId, nodeId, now],
  );
}

/** Removes a favourite (removing a game that is not one is fine). */
export async function removeFavourite(db: Db, memberId: number, nodeId: number): Promise<void> {
  await db.query('DELETE FROM favourite_games WHERE member_id = $1 AND node_id = $2', [memberId, nodeId]);
}

/** A page of the member's favourite games, optionally of one category. */
export async function favouritePage(
  db: Db,
  memberId: number,
  request: PageRequest,
  category?: string,
): Promise<Page<ListedGame>> {
  const all = await gamesByIds(db, await favouriteIds(db, memberId));
  const matching = category ? all.filter((game) => game.category === category.toUpperCase()) : all;
  const [limit, offset] = limitOffset(request);
  return page(matching.slice(offset, offset + limit), request, matching.length);
}

/** Records a launch: the game becomes the member's newest recent; only the last RECENT_LIMIT are kept. */
export async function recordRecent(db: Db, memberId: number, nodeId: number, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO recent_games (member_id, node_id, launched_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id, node_id) DO UPDATE SET launched_at = EXCLUDED.launched_at`,
    [memberId, nodeId, now],
  );
  await db.query(
    `DELETE FROM recent_games WHERE member_id = $1 AND node_id NOT IN (
       SELECT node_id FROM recent_games WHERE member_id = $1 ORDER BY launched_at DESC, node_id DESC LIMIT ${RECENT_LIMIT})`,
    [memberId],
  );
}

/** The member's recent games, newest first. */
export async function recentGames(db: Db, memberId: number): Promise<ListedGame[]> {
  const rows = await db.query<{ node_id: number }>(
    `SELECT node_id FROM recent_games WHERE member_id = $1 ORDER BY launched_at DESC, node_id DESC LIMIT ${RECENT_LIMIT}`,
    [memberId],
  );
  return gamesByIds(
    db,
    rows.map((row) => row.node_id),
  );
}
