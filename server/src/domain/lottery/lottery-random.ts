/**
 * The committed random source of a draw: a secret 32-byte seed whose sha256 is published when the
 * draw is scheduled; after the draw the seed is revealed and anyone can recompute the result:
 * numbers are read from HMAC-SHA256(seed, "{gameCode}|{numero}|{counter}") blocks, 4 bytes at a
 * time as big-endian integers, by rejection sampling (no modulo bias).
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';

import type { LotteryKind } from './lottery-games.ts';

export const newSeed = (): string => randomBytes(32).toString('hex');
export const seedHash = (seed: string): string => createHash('sha256').update(seed).digest('hex');

/** A deterministic stream of uniform integers for one draw. */
export function drawStream(seed: string, gameCode: string, numero: string): (below: number) => number {
  let counter = 0;
  let block = Buffer.alloc(0);
  let offset = 0;
  const nextUint32 = (): number => {
    if (offset + 4 > block.length) {
      block = createHmac('sha256', seed).update(`${gameCode}|${numero}|${counter}`).digest();
      counter += 1;
      offset = 0;
    }
    const value = block.readUInt32BE(offset);
    offset += 4;
    return value;
  };
  return (below) => {
    const limit = Math.floor(0x1_0000_0000 / below) * below;
    for (;;) {
      const value = nextUint32();
      if (value < limit) return value % below;
    }
  };
}

/**
 * A drawn result. E-lottery: `numbers` (5D: five digits 0–9; PK10: the order of cars 1–10;
 * K3: three dice 1–6; 11×5: five distinct numbers 1–11). Vietnamese: `prizes[0]` is the special
 * prize, `prizes[i]` the i-th prize, each a list of digit strings.
 */
export type LotteryResult = { numbers: number[] } | { prizes: string[][] };

/** Digits per number and count of numbers per prize tier, special prize first. */
export const VN_TIERS: Record<'VN_NORTH' | 'VN_SOUTH', readonly (readonly [digits: number, count: number])[]> = {
  // North: special to 7th prize, 27 numbers.
  VN_NORTH: [
    [5, 1],
    [5, 1],
    [5, 2],
    [5, 6],
    [4, 4],
    [4, 6],
    [3, 3],
    [2, 4],
  ],
  // South and centre: special to 8th prize, 18 numbers.
  VN_SOUTH: [
    [6, 1],
    [5, 1],
    [5, 1],
    [5, 2],
    [5, 7],
    [4, 1],
    [4, 3],
    [3, 1],
    [2, 1],
  ],
};

export function drawResult(kind: LotteryKind, seed: string, gameCode: string, numero: string): LotteryResult {
  const next = drawStream(seed, gameCode, numero);
  const distinct = (count: number, from: number, to: number): number[] => {
    const pool = Array.from({ length: to - from + 1 }, (_, i) => from + i);
    const picked: number[] = [];
    for (let i = 0; i < count; i += 1) picked.push(...pool.splice(next(pool.length), 1));
    return picked;
  };
  switch (kind) {
    case '5D':
      return { numbers: Array.from({ length: 5 }, () => next(10)) };
    case 'K3':
      return { numbers: Array.from({ length: 3 }, () => next(6) + 1) };
    case 'PK10':
      return { numbers: distinct(10, 1, 10) };
    case '11X5':
      return { numbers: distinct(5, 1, 11) };
    case 'VN_NORTH':
    case 'VN_SOUTH':
      return {
        prizes: VN_TIERS[kind].map(([digits, count]) =>
          Array.from({ length: count }, () => Array.from({ length: digits }, () => String(next(10))).join('')),
        ),
      };
  }
}
