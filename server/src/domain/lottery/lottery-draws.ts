/**
 * Draws in the database: scheduling (the next two draws of every game exist, each with its seed
 * hash published), drawing what is due, and reading draws for the gateway and the betting page.
 */
import type { Db } from '../../db/database.ts';
import { LOTTERY_GAMES, lotteryGame, upcomingSlots } from './lottery-games.ts';
import { drawResult, newSeed, seedHash, type LotteryResult } from './lottery-random.ts';

export interface LotteryDraw {
  id: number;
  gameCode: string;
  numero: string;
  closesAt: Date;
  drawAt: Date;
  seedHash: string;
  state: 'SCHEDULED' | 'DRAWN';
  /** Revealed only once drawn. */
  seed: string | null;
  result: LotteryResult | null;
}

interface DrawRow {
  id: number;
  game_code: string;
  numero: string;
  closes_at: Date;
  draw_at: Date;
  seed: string;
  seed_hash: string;
  state: 'SCHEDULED' | 'DRAWN';
  result: LotteryResult | string | null;
}

const COLUMNS = 'id, game_code, numero, closes_at, draw_at, seed, seed_hash, state, result';

function toDraw(row: DrawRow): LotteryDraw {
  const drawn = row.state === 'DRAWN';
  const result = typeof row.result === 'string' ? (JSON.parse(row.result) as LotteryResult) : row.result;
  return {
    id: row.id,
    gameCode: row.game_code,
    numero: row.numero,
    closesAt: row.closes_at,
    drawAt: row.draw_at,
    seedHash: row.seed_hash,
    state: row.state,
    seed: drawn ? row.seed : null,
    result: drawn ? result : null,
  };
}

/** How many draws of each game are kept scheduled ahead. */
const AHEAD = 2;

/** Creates the missing upcoming draws of every game; returns how many were created. */
export async function scheduleDraws(db: Db, now: Date): Promise<number> {
  const counts = await db.query<{ game_code: string; ahead: number }>(
    'SELECT game_code, count(*)::int AS ahead FROM lottery_draws WHERE draw_at > $1 GROUP BY game_code',
    [now],
  );
  const ahead = new Map(counts.map((row) => [row.game_code, row.ahead]));
  let created = 0;
  for (const game of LOTTERY_GAMES) {
    if ((ahead.get(game.code) ?? 0) >= AHEAD) continue;
    for (const slot of upcomingSlots(game, now, AHEAD)) {
      const seed = newSeed();
      // An existing draw keeps its seed: its hash may already have been shown.
      const rows = await db.query<{ id: number }>(
        `INSERT INTO lottery_draws (game_code, numero, closes_at, draw_at, seed, seed_hash) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (game_code, numero) DO NOTHING RETURNING id`,
        [game.code, slot.numero, slot.closesAt, slot.drawAt, seed, seedHash(seed)],
      );
      created += rows.length;
    }
  }
  return created;
}

/** Draws every scheduled draw that is due; a draw already drawn is left alone. Returns how many. */
export async function drawDue(db: Db, now: Date): Promise<number> {
  const due = await db.query<DrawRow>(
    `SELECT ${COLUMNS} FROM lottery_draws WHERE state = 'SCHEDULED' AND draw_at <= $1 ORDER BY draw_at, id LIMIT 500`,
    [now],
  );
  let drawn = 0;
  for (const row of due) {
    const game = lotteryGame(row.game_code);
    if (!game) continue;
    const result = drawResult(game.kind, row.seed, row.game_code, row.numero);
    const updated = await db.query<{ id: number }>(
      `UPDATE lottery_draws SET state = 'DRAWN', result = $2::jsonb, drawn_at = $3 WHERE id = $1 AND state = 'SCHEDULED' RETURNING id`,
      [row.id, JSON.stringify(result), now],
    );
    drawn += updated.length;
  }
  return drawn;
}

export async function findDraw(db: Db, id: number): Promise<LotteryDraw | null> {
  const rows = await db.query<DrawRow>(`SELECT ${COLUMNS} FROM lottery_draws WHERE id = $1`, [id]);
  return rows[0] ? toDraw(rows[0]) : null;
}

/** The next draw of each game (the first one after `now`), by game code. */
export async function currentDraws(db: Db, now: Date): Promise<Map<string, LotteryDraw>> {
  const rows = await db.query<DrawRow>(
    `SELECT DISTINCT ON (game_code) ${COLUMNS} FROM lottery_draws WHERE draw_at > $1 ORDER BY game_code, draw_at`,
    [now],
  );
  return new Map(rows.map((row) => [row.game_code, toDraw(row)]));
}

/** Drawn draws, newest first: of the given games, optionally only those drawn at or after `since`. */
export async function drawnDraws(
  db: Db,
  gameCodes: readonly string[],
  limit: number,
  since?: Date,
): Promise<LotteryDraw[]> {
  const rows = await db.query<DrawRow>(
    `SELECT ${COLUMNS} FROM lottery_draws WHERE state = 'DRAWN' AND game_code = ANY($1::text[]) AND ($2::timestamptz IS NULL OR draw_at >= $2)
     ORDER BY draw_at DESC, id DESC LIMIT $3`,
    [gameCodes, since ?? null, limit],
  );
  return rows.map(toDraw);
}

/** The latest drawn draw of each game, by game code. */
export async function latestDrawn(db: Db): Promise<Map<string, LotteryDraw>> {
  const rows = await db.query<DrawRow>(
    `SELECT DISTINCT ON (game_code) ${COLUMNS} FROM lottery_draws WHERE state = 'DRAWN' ORDER BY game_code, draw_at DESC`,
  );
  return new Map(rows.map((row) => [row.game_code, toDraw(row)]));
}
