import { createHmac } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import {
  bankerDraws,
  cardValue,
  dealBaccarat,
  handTotal,
  playCoup,
  settleBaccarat,
  type Card,
} from './baccarat-game.ts';
import { diceWin, rollDice } from './dice-game.ts';
import { fairUniform, sha256Hex } from './fair-random.ts';
import { lineMultiplier, slotWin, spinSlot } from './slot-game.ts';

const SEED = 'a'.repeat(64);
/** Cards in dealing order: P1, B1, P2, B2, then third cards. */
const dealt = (...cards: Card[]) => {
  let i = 0;
  return playCoup(() => {
    const card = cards[i++];
    if (!card) throw new Error('the coup drew more cards than given');
    return card;
  });
};

describe('provably fair stream', () => {
  it('reads HMAC-SHA256(serverSeed, clientSeed:nonce) in 4-byte steps', () => {
    const digest = createHmac('sha256', SEED).update('abc:7').digest();
    const u = fairUniform(SEED, 'abc', 7);
    expect(u()).toBe(digest.readUInt32BE(0) / 2 ** 32);
    expect(u()).toBe(digest.readUInt32BE(4) / 2 ** 32);
    for (let i = 2; i < 8; i++) u();
    const next = createHmac('sha256', SEED).update('abc:7:1').digest();
    expect(u()).toBe(next.readUInt32BE(0) / 2 ** 32);
    expect(sha256Hex('x')).toBe('2d711642b726b04401627ca9fbac32f5c8530fb1903cc4db02258717921a4881');
  });

  it('gives the same outcome for the same seeds and nonce, another for another nonce', () => {
    expect(spinSlot(fairUniform(SEED, 's', 1))).toEqual(spinSlot(fairUniform(SEED, 's', 1)));
    expect(dealBaccarat(fairUniform(SEED, 's', 1))).toEqual(dealBaccarat(fairUniform(SEED, 's', 1)));
    const rolls = new Set(Array.from({ length: 20 }, (_, nonce) => rollDice(fairUniform(SEED, 's', nonce), 50).roll));
    expect(rolls.size).toBeGreaterThan(15);
  });
});

describe('slot lines', () => {
  it('pays left to right with wilds substituting', () => {
    expect(lineMultiplier(['CHERRY', 'CHERRY', 'CHERRY', 'LEMON', 'CHERRY'])).toEqual({
      symbol: 'CHERRY',
      count: 3,
      multiplier: 3,
    });
    expect(lineMultiplier(['WILD', 'SEVEN', 'WILD', 'SEVEN', 'SEVEN'])).toEqual({
      symbol: 'SEVEN',
      count: 5,
      multiplier: 80,
    });
    expect(lineMultiplier(['WILD', 'WILD', 'WILD', 'CHERRY', 'LEMON'])).toEqual({
      symbol: 'WILD',
      count: 3,
      multiplier: 10,
    });
    expect(lineMultiplier(['WILD', 'WILD', 'WILD', 'WILD', 'WILD'])).toEqual({
      symbol: 'WILD',
      count: 5,
      multiplier: 100,
    });
    expect(lineMultiplier(['LEMON', 'CHERRY', 'CHERRY', 'CHERRY', 'CHERRY'])).toBeNull();
    expect(lineMultiplier(['BELL', 'BELL', 'GRAPE', 'BELL', 'BELL'])).toBeNull();
  });

  it('pays the line bet (stake / 10) times the multiplier', () => {
    const outcome = spinSlot(fairUniform(SEED, 'x', 3));
    expect(slotWin(1_000n, outcome)).toBe(100n * BigInt(outcome.multiplier));
    expect(outcome.grid).toHaveLength(3);
    expect(outcome.lines.reduce((sum, line) => sum + line.multiplier, 0)).toBe(outcome.multiplier);
  });
});

describe('dice', () => {
  it('wins under the target and pays 99 / target', () => {
    const u = () => 0.4999;
    expect(rollDice(u, 50)).toEqual({ roll: 4999, target: 50, won: true });
    expect(rollDice(() => 0.5, 50)).toEqual({ roll: 5000, target: 50, won: false });
    expect(diceWin(10_000n, { roll: 10, target: 50, won: true })).toBe(19_800n);
    expect(diceWin(10_000n, { roll: 10, target: 3, won: true })).toBe(330_000n);
    expect(diceWin(10_000n, { roll: 9000, target: 50, won: false })).toBe(0n);
  });
});

describe('baccarat', () => {
  it('values cards and totals modulo 10', () => {
    expect(['AS', '9H', '10D', 'KC', '5S'].map(cardValue)).toEqual([1, 9, 0, 0, 5]);
    expect(handTotal(['9H', '8D'])).toBe(7);
  });

  it('stands on naturals', () => {
    expect(dealt('4S', '2H', '4D', '3C')).toMatchObject({
      player: ['4S', '4D'],
      banker: ['2H', '3C'],
      winner: 'PLAYER',
      playerTotal: 8,
    });
    expect(dealt('2S', '9H', '3D', 'KC')).toMatchObject({
      player: ['2S', '3D'],
      banker: ['9H', 'KC'],
      winner: 'BANKER',
    });
  });

  it('draws the player on 0–5, stands on 6–7; the banker then follows the tableau', () => {
    // Player 6 stands; banker 5 draws (player stood → banker draws on 0–5).
    expect(dealt('3S', '2H', '3D', '3C', '4H')).toMatchObject({
      player: ['3S', '3D'],
      banker: ['2H', '3C', '4H'],
      winner: 'BANKER',
      bankerTotal: 9,
    });
    // Player 7 stands; banker 6 stands.
    expect(dealt('3S', '3H', '4D', '3C')).toMatchObject({
      player: ['3S', '4D'],
      banker: ['3H', '3C'],
      winner: 'PLAYER',
    });
    // Player 5 draws an 8; banker 3 stands on a player 8.
    expect(dealt('2S', '2H', '3D', 'AC', '8H')).toMatchObject({
      player: ['2S', '3D', '8H'],
      banker: ['2H', 'AC'],
      playerTotal: 3,
      bankerTotal: 3,
      winner: 'TIE',
    });
    // Banker 6 draws on a player third card of 6 or 7 only.
    expect(dealt('AS', '3H', '4D', '3C', '7H', '2D').banker).toEqual(['3H', '3C', '2D']);
    expect(dealt('AS', '3H', '4D', '3C', '5H').banker).toEqual(['3H', '3C']);
  });

  it('follows the banker tableau for every total and third card', () => {
    const table: Record<number, number[]> = {
      0: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      1: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      2: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      3: [0, 1, 2, 3, 4, 5, 6, 7, 9],
      4: [2, 3, 4, 5, 6, 7],
      5: [4, 5, 6, 7],
      6: [6, 7],
      7: [],
    };
    for (let total = 0; total <= 7; total++) {
      for (let third = 0; third <= 9; third++) {
        const card = third === 0 ? 'KS' : third === 1 ? 'AS' : `${third}S`;
        expect(bankerDraws(total, card), `banker ${total}, third ${third}`).toBe(table[total]?.includes(third));
      }
    }
    expect([0, 5, 6, 7].map((total) => bankerDraws(total, null))).toEqual([true, true, false, false]);
  });

  it('settles 1:1, 0.95:1, 8:1, and returns player/banker stakes on a tie with valid stake 0', () => {
    const tie = dealt('2S', '2H', '3D', 'AC', '8H');
    const player = dealt('4S', '2H', '4D', '3C');
    const banker = dealt('2S', '9H', '3D', 'KC');
    expect(settleBaccarat('PLAYER', 1_000n, player)).toEqual({ win: 2_000n, validStake: 1_000n });
    expect(settleBaccarat('BANKER', 1_000n, banker)).toEqual({ win: 1_950n, validStake: 1_000n });
    expect(settleBaccarat('BANKER', 1_000n, player)).toEqual({ win: 0n, validStake: 1_000n });
    expect(settleBaccarat('TIE', 1_000n, tie)).toEqual({ win: 9_000n, validStake: 1_000n });
    expect(settleBaccarat('PLAYER', 1_000n, tie)).toEqual({ win: 1_000n, validStake: 0n });
    expect(settleBaccarat('BANKER', 1_000n, tie)).toEqual({ win: 1_000n, validStake: 0n });
    expect(settleBaccarat('TIE', 1_000n, banker)).toEqual({ win: 0n, validStake: 1_000n });
  });

  it('deals from an 8-deck shoe without replacement', () => {
    // With a source stuck at 0 the first cards of the shoe come out in order: A♠, 2♠, 3♠, 4♠.
    expect(dealBaccarat(() => 0)).toMatchObject({ player: ['AS', '3S', '5S'], banker: ['2S', '4S'] });
    const coup = dealBaccarat(fairUniform(SEED, 'shoe', 0));
    expect(coup.player.length + coup.banker.length).toBeGreaterThanOrEqual(4);
  });
});
