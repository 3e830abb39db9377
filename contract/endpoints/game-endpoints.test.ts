/** The game catalogue rows read the contract's documented minimum (strings for numbers) and our full answer. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { gameEndpoints } from './game-endpoints.ts';
import { walletEndpoints } from './wallet-endpoints.ts';

const ours = {
  nodeId: 7,
  gameId: 'TALA-SLOT-1',
  gameCode: 'TALA-SLOT-1',
  gameType: 'RNG',
  vassalage: 'TALA',
  gameName: 'Lucky Slot',
  iconUrl: 'TCG_PROD_IMAGES/GAMES/RNG/TALA-SLOT-1.png',
  isHot: 1,
  isNew: true,
  tag: 'SLOT',
  jackpot: '1200.50',
  isMaintenance: false,
  freePlay: true,
};

describe('catalogue rows', () => {
  it('read a game list with only the documented fields, numbers as strings', () => {
    const answer = {
      games: [
        { nodeId: '12', gameId: 'g1', gameType: 'RNG', vassalage: 'JDB', nodeName: 'Fortune', showIcon: 'x.png' },
      ],
      totalPages: '3',
      totalCount: '25',
    };
    expect(v.parse(gameEndpoints.gameList.response, answer)).toEqual({
      games: [
        {
          nodeId: 12,
          gameId: 'g1',
          gameCode: 'g1',
          gameType: 'RNG',
          vassalage: 'JDB',
          gameName: 'Fortune',
          iconUrl: 'x.png',
          isHot: 0,
          isNew: false,
          tag: 'SLOT',
          jackpot: null,
          isMaintenance: false,
          freePlay: false,
        },
      ],
      totalPages: 3,
      totalCount: 25,
    });
  });

  it('read our full game unchanged and drop a game without a node id', () => {
    expect(v.parse(gameEndpoints.hotGames.response, { list: [ours, { vassalage: 'X' }], extra: 1 })).toEqual({
      list: [ours],
    });
  });

  it('read our isNew flag loosely, and no flag (a family platform) as not new', () => {
    const flagOf = (isNew?: unknown) => {
      const game = { nodeId: 1, vassalage: 'JDB', ...(isNew === undefined ? {} : { isNew }) };
      return v.parse(gameEndpoints.hotGames.response, { list: [game] }).list[0]?.isNew;
    };
    expect(flagOf()).toBe(false);
    for (const yes of [true, 1, '1', 'true', ' TRUE ', 'Y']) expect(flagOf(yes), String(yes)).toBe(true);
    for (const no of [false, 0, '0', 'false', '', 'N', null, 'soon', {}])
      expect(flagOf(no), JSON.stringify(no)).toBe(false);
    // The same game in every list that carries games.
    const flagged = { nodeId: '2', vassalage: 'PG', isNew: '1' };
    expect(v.parse(gameEndpoints.gameList.response, { games: [flagged] }).games[0]?.isNew).toBe(true);
    expect(v.parse(gameEndpoints.favouriteGames.response, { content: [flagged] }).content[0]?.isNew).toBe(true);
    expect(
      v.parse(gameEndpoints.vassalageGames.response, { content: { PVP: { KP: [flagged] } } }).content['PVP']?.[
        'KP'
      ]?.[0]?.isNew,
    ).toBe(true);
  });

  it('read a favourites page as contract §2.2 gives it ({content, pageNum, totalPages})', () => {
    const page = v.parse(gameEndpoints.favouriteGames.response, {
      content: [{ ...ours, isHot: '0', jackpot: 5 }],
      pageNum: '1',
      totalPages: '1',
    });
    expect(page).toEqual({
      content: [{ ...ours, isHot: 0, jackpot: '5.00' }],
      pageNum: 1,
      pageSize: 10,
      totalPages: 1,
      totalCount: 0,
    });
  });

  it('read the VASSALAGE map and favourite ids sent as strings', () => {
    expect(v.parse(gameEndpoints.vassalageGames.response, { content: { PVP: { KP: [ours] } } })).toEqual({
      content: { PVP: { KP: [ours] } },
    });
    expect(v.parse(gameEndpoints.vassalageGames.response, {})).toEqual({ content: {} });
    expect(v.parse(gameEndpoints.favouriteIds.response, { nodeIds: ['3', 4] })).toEqual({ nodeIds: [3, 4] });
  });

  it('reads money as text, cutting digits beyond cents instead of rounding; a non-decimal reads as no jackpot', () => {
    expect(v.safeParse(gameEndpoints.hotGames.response, { list: [{ ...ours, jackpot: 0.129 }] }).output).toEqual({
      list: [{ ...ours, jackpot: '0.12' }],
    });
    expect(v.safeParse(gameEndpoints.hotGames.response, { list: [{ ...ours, jackpot: '1234.5678' }] }).output).toEqual({
      list: [{ ...ours, jackpot: '1234.56' }],
    });
    expect(v.safeParse(gameEndpoints.hotGames.response, { list: [{ ...ours, jackpot: 1e21 }] }).output).toEqual({
      list: [{ ...ours, jackpot: null }],
    });
  });

  it('read a page of our own extension with counts as strings', () => {
    expect(
      v.parse(walletEndpoints.depositOrders.response, {
        content: [],
        pageNum: '2',
        pageSize: '10',
        totalPages: '2',
        totalCount: '11',
      }),
    ).toEqual({ content: [], pageNum: 2, pageSize: 10, totalPages: 2, totalCount: 11 });
  });
});
