import { describe, expect, it } from 'vitest';

import {
  exactSlotRtp,
  LINES,
  PAYTABLE,
  REEL_STRIP,
  spinSlot,
  spinStops,
  stopsMultiplier,
  type SlotSymbol,
} from './slot-game.ts';

/** mulberry32: a tiny seeded generator, so the simulation is repeatable and fast. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const TARGET_RTP = 0.96;
const SPINS = 1_000_000;

describe('Tala Fortune RTP', () => {
  it('has the documented strip and an exact RTP of 96.06 %', () => {
    const count = (symbol: SlotSymbol) => REEL_STRIP.filter((s) => s === symbol).length;
    expect(REEL_STRIP).toHaveLength(24);
    expect(Object.keys(PAYTABLE).map((symbol) => count(symbol as SlotSymbol))).toEqual([3, 2, 2, 2, 2, 6, 3, 4]);
    expect(LINES).toHaveLength(10);
    expect(exactSlotRtp()).toBeCloseTo(0.96061, 4);
    // The fast total agrees with the full outcome's lines.
    const u = seeded(7);
    for (let i = 0; i < 2_000; i++) {
      const outcome = spinSlot(u);
      expect(stopsMultiplier(outcome.stops)).toBe(outcome.multiplier);
    }
  });

  it(`lands within ±0.5 % of the target over ${SPINS.toLocaleString('en')} spins`, () => {
    const u = seeded(20_260_615);
    let returned = 0;
    let sumSquares = 0;
    let hits = 0;
    const started = performance.now();
    for (let i = 0; i < SPINS; i++) {
      // Per unit stake: the multiplier is in line bets, and the stake is 10 line bets.
      const win = stopsMultiplier(spinStops(u)) / LINES.length;
      returned += win;
      sumSquares += win * win;
      if (win > 0) hits++;
    }
    const rtp = returned / SPINS;
    const standardError = Math.sqrt((sumSquares / SPINS - rtp * rtp) / SPINS);
    console.log(
      `slot RTP over ${SPINS} spins: ${(rtp * 100).toFixed(3)} % (exact ${(exactSlotRtp() * 100).toFixed(3)} %, ` +
        `standard error ${(standardError * 100).toFixed(3)} %, hit rate ${((hits / SPINS) * 100).toFixed(1)} %, ${Math.round(performance.now() - started)} ms)`,
    );
    expect(Math.abs(rtp - TARGET_RTP)).toBeLessThan(0.005);
    // The simulation agrees with the exact figure within four standard errors.
    expect(Math.abs(rtp - exactSlotRtp())).toBeLessThan(4 * standardError);
  });
});
