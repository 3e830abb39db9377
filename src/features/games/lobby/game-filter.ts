/** Client-side narrowing of the short lists (hot, favourites, recents) by the lobby's vendor, search and tag. */
import type { Game } from '#contract/game-schemas.ts';
import type { GameCategory } from '#contract/vendor-schemas.ts';

import type { GameTag } from './lobby-search';

export interface GameFilter {
  category: GameCategory;
  vendor?: string;
  q?: string;
  tag?: GameTag;
}

/** Games of the category matching the vendor, a case-insensitive name substring and the tag. */
export function filterGames(games: readonly Game[], filter: GameFilter): Game[] {
  const needle = filter.q?.trim().toLocaleLowerCase() ?? '';
  return games.filter(
    (game) =>
      game.gameType === filter.category &&
      (!filter.vendor || game.vassalage === filter.vendor) &&
      (!filter.tag || game.tag === filter.tag) &&
      (needle === '' || game.gameName.toLocaleLowerCase().includes(needle)),
  );
}

/** The sub-kinds worth a filter chip in each lobby: mini games under RNG, poker and card games under PVP. */
export const LOBBY_TAGS: Partial<Record<GameCategory, readonly GameTag[]>> = {
  RNG: ['SLOT', 'MINI', 'TABLE', 'JACKPOT'],
  PVP: ['CARD', 'TABLE'],
  LIVE: ['LIVE', 'TABLE'],
};
