/**
 * Version 11 (issue #27): the platform's demo texts in the 22 languages added to the spec's 8: the
 * help centre of each language not written yet (content-seed.ts skips a language an operator has
 * already written) and the built-in games' names in every language, where a game still lacks them
 * (the names already stored, an operator's included, win).
 */
import type { Db } from '../db/database.ts';
import { seedContent } from './content-seed.ts';
import { BUILTIN_NAMES } from './game-names.ts';
import { vendorGames } from './game-seed.ts';

export async function seedLanguages(tx: Db): Promise<void> {
  await seedContent(tx);
  for (const [builtin, names] of Object.entries(BUILTIN_NAMES)) {
    await tx.query('UPDATE games SET names = $1::jsonb || names WHERE builtin = $2', [JSON.stringify(names), builtin]);
  }
}

/**
 * Version 12 (issue #27): the demo vendors' generated games named in the 22 languages too, where a
 * game still lacks a name in one (names already stored, an operator's included, win).
 */
export async function seedGameNames(tx: Db): Promise<void> {
  for (const game of vendorGames()) {
    await tx.query('UPDATE games SET names = $1::jsonb || names WHERE vendor = $2 AND game_code = $3', [
      JSON.stringify(game.names),
      game.vendor,
      game.gameCode,
    ]);
  }
}
