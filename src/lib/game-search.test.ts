import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { GameSearchSchema } from './game-search';
import { gameSearchFor, launchTargetOf } from './game-target';

const parse = (raw: Record<string, unknown>) => v.parse(GameSearchSchema, raw);

describe('GameSearchSchema', () => {
  it('reads a game launch (numbers as the router parses them, or numeric strings)', () => {
    expect(parse({ vassalage: 'TALA', nodeId: 12, gameType: 'RNG' })).toEqual({
      vassalage: 'TALA',
      nodeId: 12,
      gameType: 'RNG',
    });
    expect(parse({ vassalage: 'KP', roomId: '4' })).toEqual({ vassalage: 'KP', roomId: 4 });
  });

  it('drops bad values instead of failing the page', () => {
    const parsed = parse({ vassalage: '<script>', nodeId: -1, roomId: '1e3', gameType: 'CASINO' });
    expect(parsed.vassalage).toBeUndefined();
    expect(parsed.nodeId).toBeUndefined();
    expect(parsed.roomId).toBeUndefined();
    expect(parsed.gameType).toBeUndefined();
    expect(parse({ nodeId: 1.5 }).nodeId).toBeUndefined();
  });

  it('never carries a launch URL (unknown keys are not kept)', () => {
    expect(parse({ vassalage: 'TALA', nodeId: 1, game_url: 'https://x/t' })).not.toHaveProperty('game_url');
  });
});

describe('launchTargetOf', () => {
  it('names a game, a room, or the vendor lobby; nothing without a vendor', () => {
    expect(launchTargetOf(parse({ vassalage: 'TALA', nodeId: 9 }))).toEqual({ vassalage: 'TALA', nodeId: 9 });
    expect(launchTargetOf(parse({ vassalage: 'KP', roomId: 2, nodeId: 9 }))).toEqual({ vassalage: 'KP', roomId: 2 });
    expect(launchTargetOf(parse({ vassalage: 'KP' }))).toEqual({ vassalage: 'KP' });
    expect(launchTargetOf(parse({ vassalage: 'JDB', gameType: 'FISH' }))).toEqual({
      vassalage: 'JDB',
      gameType: 'FISH',
    });
    expect(launchTargetOf(parse({ nodeId: 9 }))).toBeNull();
  });

  it('round-trips with gameSearchFor', () => {
    const target = { vassalage: 'TALA', nodeId: 5 };
    expect(launchTargetOf(parse(gameSearchFor(target, 'RNG') as Record<string, unknown>))).toEqual(target);
  });
});
