/** The winner board (`GCSGAME_getRankList`): the biggest real wins of the last 7 days, top 20, names masked. */
import type { WinnerBoard } from '#contract/engagement-schemas.ts';

import type { Db } from '../../db/database.ts';
import { formatMoney, minorFromDb } from '../wallet/money.ts';

export const WINNER_LIMIT = 20;
const WINDOW_MS = 7 * 86_400_000;

/** `demo01` → `de***1`: enough to recognise yourself, not enough to find someone. */
export function maskUsername(username: string): string {
  if (username.length <= 3) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-1)}`;
}

export async function winnerBoard(
  db: Db,
  now: Date,
  options: { category?: string; limit?: number } = {},
): Promise<WinnerBoard> {
  const limit = Math.min(Math.max(options.limit ?? WINNER_LIMIT, 1), WINNER_LIMIT);
  const category = options.category?.trim().toUpperCase() || null;
  const rows = await db.query<{
    username: string;
    game_name: string;
    category: string;
    win: string;
    placed_at: Date;
    icon_path: string | null;
  }>(
    `SELECT m.username, b.game_name, b.category, b.win::text AS win, b.placed_at, g.icon_path
     FROM bets b JOIN members m ON m.id = b.member_id LEFT JOIN games g ON g.game_code = b.game_code
     WHERE b.win > 0 AND b.placed_at > $1 AND b.placed_at <= $2 AND ($3::text IS NULL OR b.category = $3)
     ORDER BY b.win DESC, b.id DESC LIMIT $4`,
    [new Date(now.getTime() - WINDOW_MS), now, category, limit],
  );
  return {
    list: rows.map((row) => ({
      vo: {
        username: maskUsername(row.username),
        gameName: row.game_name,
        category: row.category,
        winAmount: formatMoney(minorFromDb(row.win)),
        time: row.placed_at.getTime(),
        // The game's picture (the lottery's draws have no catalogue row: no picture).
        iconUrl: row.icon_path ?? '',
      },
    })),
  };
}
