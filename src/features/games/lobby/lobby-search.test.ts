import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import type { Game } from '#contract/game-schemas.ts';

import { filterGames } from './game-filter';
import { LobbySearchSchema } from './lobby-search';

const game = (nodeId: number, gameName: string, extra: Partial<Game> = {}): Game => ({
  nodeId,
  gameId: String(nodeId),
  gameCode: `G${nodeId}`,
  gameType: 'RNG',
  vassalage: 'TALA',
  gameName,
  iconUrl: `TCG_PROD_IMAGES/GAMES/RNG/G${nodeId}.webp`,
  isHot: 0,
  isNew: false,
  tag: 'SLOT',
  jackpot: null,
  isMaintenance: false,
  freePlay: false,
  ...extra,
});

describe('LobbySearchSchema', () => {
  it('keeps a vendor, a trimmed search, a view and a tag', () => {
    expect(v.parse(LobbySearchSchema, { page: 'JDB', q: '  fortune ', view: 'favourites', tag: 'MINI' })).toEqual({
      page: 'JDB',
      q: 'fortune',
      view: 'favourites',
      tag: 'MINI',
    });
  });

  it('falls back instead of failing on bad values', () => {
    expect(v.parse(LobbySearchSchema, { page: 'a b', q: 'x'.repeat(41), view: 'secret', tag: 'POKER' })).toEqual({});
  });
});

describe('filterGames', () => {
  const games = [
    game(1, 'Tala Fortune'),
    game(2, 'Dice', { tag: 'MINI' }),
    game(3, 'Fortune Fish', { gameType: 'FISH' }),
    game(4, 'Golden Fortune', { vassalage: 'JDB' }),
  ];

  it('narrows by category, vendor, case-insensitive name and tag', () => {
    expect(filterGames(games, { category: 'RNG' }).map((g) => g.nodeId)).toEqual([1, 2, 4]);
    expect(filterGames(games, { category: 'RNG', q: 'FORTUNE' }).map((g) => g.nodeId)).toEqual([1, 4]);
    expect(filterGames(games, { category: 'RNG', vendor: 'TALA', q: 'fortune' }).map((g) => g.nodeId)).toEqual([1]);
    expect(filterGames(games, { category: 'RNG', tag: 'MINI' }).map((g) => g.nodeId)).toEqual([2]);
  });
});
