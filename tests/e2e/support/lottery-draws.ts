/** The platform's lottery schedule, read from its public lottery API. */
import { expect } from 'vitest';

import type { Platform } from './platform';

interface PopularGame {
  gameCode: string;
  remainTime: number;
}

/**
 * Time to the next draw of `gameCode` (ms). Polls until the game is listed: the platform's job
 * schedules the draws within a second of its start, so a test that runs first may ask before then.
 */
export async function remainTime(platform: Platform, gameCode: string): Promise<number> {
  let game: PopularGame | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${platform.url}/lgw/games/popular?count=100`, { headers: { Merchant: 'tala' } });
        game = ((await response.json()) as PopularGame[]).find((entry) => entry.gameCode === gameCode);
        return game !== undefined;
      },
      { message: `${gameCode} is not among the popular lottery games` },
    )
    .toBe(true);
  return game?.remainTime ?? 0;
}
