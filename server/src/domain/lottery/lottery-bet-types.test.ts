import { describe, expect, it } from 'vitest';

import { ticketWin, validatePick, winningCount, type LotteryPick } from './lottery-bet-types.ts';
import { lotteryGame, type LotteryGame } from './lottery-games.ts';
import { drawResult, drawStream, seedHash, VN_TIERS, type LotteryResult } from './lottery-random.ts';

const game = (code: string): LotteryGame => {
  const found = lotteryGame(code);
  if (!found) throw new Error(code);
  return found;
};
const FIVE_D = game('5D1');
const NORTH = game('VN_NORTH');
const SOUTH = game('VN_SOUTH');
const STAKE = 1_000n; // 10.00

/** A north table: special 12345, 1st 67890 … with 27 at the end of two numbers and 45 once. */
const NORTH_RESULT: LotteryResult = {
  prizes: [
    ['12345'],
    ['67890'],
    ['11127', '22201'],
    ['33302', '44403', '55504', '66605', '77706', '88807'],
    ['1227', '2308', '3409', '4510'],
    ['5611', '6712', '7813', '8914', '9015', '0116'],
    ['117', '218', '319'],
    ['20', '21', '22', '23'],
  ],
};

const win = (g: LotteryGame, pick: LotteryPick, result: LotteryResult) =>
  ticketWin(g, validatePick(g, pick), STAKE, result);

describe('e-lottery bet settlement', () => {
  const big = { numbers: [9, 9, 5, 0, 0] }; // sum 23: big, odd
  const small = { numbers: [9, 9, 4, 0, 0] }; // sum 22: small, even
  it('big/small on the five-digit sum (big 23–45) pays 1.98×', () => {
    expect(win(FIVE_D, { betType: 'BIG_SMALL', selection: ['big'] }, big)).toBe(1_980n);
    expect(win(FIVE_D, { betType: 'BIG_SMALL', selection: ['BIG'] }, small)).toBe(0n);
    expect(win(FIVE_D, { betType: 'BIG_SMALL', selection: ['SMALL'] }, small)).toBe(1_980n);
  });
  it('odd/even on the sum pays 1.98×', () => {
    expect(win(FIVE_D, { betType: 'ODD_EVEN', selection: ['ODD'] }, big)).toBe(1_980n);
    expect(win(FIVE_D, { betType: 'ODD_EVEN', selection: ['EVEN'] }, big)).toBe(0n);
    expect(win(FIVE_D, { betType: 'ODD_EVEN', selection: ['EVEN'] }, small)).toBe(1_980n);
  });
  it('a position number pays when the digit at that position matches', () => {
    expect(win(FIVE_D, { betType: 'POSITION', position: 3, selection: ['5'] }, big)).toBe(9_800n);
    expect(win(FIVE_D, { betType: 'POSITION', position: 2, selection: ['5'] }, big)).toBe(0n);
    expect(win(game('K3_3'), { betType: 'POSITION', position: 1, selection: ['6'] }, { numbers: [6, 1, 2] })).toBe(
      5_880n,
    );
    expect(
      win(
        game('PK10_1'),
        { betType: 'POSITION', position: 10, selection: ['10'] },
        { numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
      ),
    ).toBe(9_800n);
  });
  it('refuses picks a game does not offer or that are malformed', () => {
    expect(() => validatePick(FIVE_D, { betType: 'LO', selection: ['27'] })).toThrow('does not offer LO');
    expect(() => validatePick(FIVE_D, { betType: 'POSITION', position: 6, selection: ['1'] })).toThrow(
      'position is invalid',
    );
    expect(() => validatePick(FIVE_D, { betType: 'BIG_SMALL', selection: ['MIDDLE'] })).toThrow('selection is invalid');
    expect(() => validatePick(game('K3_3'), { betType: 'POSITION', position: 1, selection: ['7'] })).toThrow(
      'selection is invalid',
    );
  });
});

describe('Vietnamese bet settlement', () => {
  it('lô pays once per occurrence among the 27 numbers: a number that appears twice pays twice', () => {
    expect(winningCount({ betType: 'LO', selection: ['27'] }, NORTH_RESULT)).toBe(2);
    expect(win(NORTH, { betType: 'LO', selection: ['27'] }, NORTH_RESULT)).toBe(7_000n);
    expect(win(NORTH, { betType: 'LO', selection: ['45'] }, NORTH_RESULT)).toBe(3_500n);
    expect(win(NORTH, { betType: 'LO', selection: ['99'] }, NORTH_RESULT)).toBe(0n);
  });
  it('đề is the last two digits of the special prize', () => {
    expect(win(NORTH, { betType: 'DE', selection: ['45'] }, NORTH_RESULT)).toBe(95_000n);
    expect(win(NORTH, { betType: 'DE', selection: ['27'] }, NORTH_RESULT)).toBe(0n);
  });
  it('3 càng is the last three digits of the special prize', () => {
    expect(win(NORTH, { betType: 'CANG3', selection: ['345'] }, NORTH_RESULT)).toBe(900_000n);
    expect(win(NORTH, { betType: 'CANG3', selection: ['245'] }, NORTH_RESULT)).toBe(0n);
  });
  it('xiên 2/3/4 pays when every chosen number appears', () => {
    expect(win(NORTH, { betType: 'XIEN2', selection: ['27', '45'] }, NORTH_RESULT)).toBe(17_000n);
    expect(win(NORTH, { betType: 'XIEN3', selection: ['27', '45', '20'] }, NORTH_RESULT)).toBe(65_000n);
    expect(win(NORTH, { betType: 'XIEN4', selection: ['27', '45', '20', '19'] }, NORTH_RESULT)).toBe(250_000n);
    expect(win(NORTH, { betType: 'XIEN4', selection: ['27', '45', '20', '98'] }, NORTH_RESULT)).toBe(0n);
    expect(() => validatePick(NORTH, { betType: 'XIEN3', selection: ['27', '27', '20'] })).toThrow('3 different');
  });
  it('south tables use their own lô odds over 18 numbers', () => {
    const south = drawResult('VN_SOUTH', 'a'.repeat(64), 'VN_SOUTH', '20260615');
    if (!('prizes' in south)) throw new Error('prizes expected');
    const tail = (south.prizes[8]?.[0] ?? '').slice(-2);
    const times = south.prizes.flat().filter((n) => n.slice(-2) === tail).length;
    expect(win(SOUTH, { betType: 'LO', selection: [tail] }, south)).toBe(5_200n * BigInt(times));
  });
});

describe('committed random source', () => {
  it('derives the result from the seed alone, and the published hash binds the seed', () => {
    const seed = 'f'.repeat(64);
    expect(drawResult('5D', seed, '5D1', '20260615-0001')).toEqual(drawResult('5D', seed, '5D1', '20260615-0001'));
    expect(drawResult('5D', seed, '5D1', '20260615-0002')).not.toEqual(drawResult('5D', seed, '5D1', '20260615-0001'));
    expect(seedHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
  it('draws the documented shapes: 27 numbers over 8 north tiers, 18 over 9 south prizes', () => {
    const north = drawResult('VN_NORTH', 'b'.repeat(64), 'VN_NORTH', '1');
    const south = drawResult('VN_SOUTH', 'b'.repeat(64), 'VN_SOUTH', '1');
    if (!('prizes' in north) || !('prizes' in south)) throw new Error('prizes expected');
    expect([north.prizes.length, north.prizes.flat().length, south.prizes.length, south.prizes.flat().length]).toEqual([
      8, 27, 9, 18,
    ]);
    expect(north.prizes.map((tier) => tier[0]?.length)).toEqual(VN_TIERS.VN_NORTH.map(([digits]) => digits));
    const pk10 = drawResult('PK10', 'c'.repeat(64), 'PK10_1', '1');
    const elevenFive = drawResult('11X5', 'c'.repeat(64), '11X5_5', '1');
    if (!('numbers' in pk10) || !('numbers' in elevenFive)) throw new Error('numbers expected');
    expect([...pk10.numbers].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(new Set(elevenFive.numbers).size).toBe(5);
  });
  it('samples without bias (every digit of 0–9 close to 10% over 20,000 draws)', () => {
    const next = drawStream('d'.repeat(64), 'X', '1');
    const counts = Array.from({ length: 10 }, () => 0);
    for (let i = 0; i < 20_000; i += 1) {
      const digit = next(10);
      counts[digit] = (counts[digit] ?? 0) + 1;
    }
    for (const count of counts) expect(Math.abs(count - 2_000)).toBeLessThan(250);
  });
});
