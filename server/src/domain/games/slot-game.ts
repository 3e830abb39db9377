/**
 * "Tala Fortune", the built-in 5×3 slot (docs/games.md): 5 reels of 24 stops, 10 fixed lines,
 * left-to-right wins of 3, 4 or 5 on a line, WILD substitutes for every symbol and pays its own
 * line. Stake = 10 line bets; a line pays its multiplier × the line bet. The return to player
 * is exact from the strips (`exactSlotRtp`, 96.06 %); the simulation test checks it.
 */
import { pick, type Uniform } from './fair-random.ts';

export const SLOT_SYMBOLS = ['WILD', 'SEVEN', 'BELL', 'MELON', 'GRAPE', 'ORANGE', 'LEMON', 'CHERRY'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/** Multiplier of the line bet for 3, 4 and 5 of a kind. */
export const PAYTABLE: Record<SlotSymbol, readonly [number, number, number]> = {
  WILD: [10, 40, 100],
  SEVEN: [10, 30, 80],
  BELL: [8, 20, 60],
  MELON: [6, 15, 40],
  GRAPE: [5, 12, 30],
  ORANGE: [4, 10, 25],
  LEMON: [3, 8, 20],
  CHERRY: [3, 6, 15],
};

/** One strip, used by all five reels (24 stops): 3 WILD, 2 SEVEN, 2 BELL, 2 MELON, 2 GRAPE, 6 ORANGE, 3 LEMON, 4 CHERRY. */
export const REEL_STRIP: readonly SlotSymbol[] = [
  'ORANGE',
  'CHERRY',
  'WILD',
  'LEMON',
  'ORANGE',
  'SEVEN',
  'CHERRY',
  'BELL',
  'ORANGE',
  'MELON',
  'GRAPE',
  'WILD',
  'ORANGE',
  'LEMON',
  'CHERRY',
  'SEVEN',
  'ORANGE',
  'BELL',
  'GRAPE',
  'WILD',
  'ORANGE',
  'MELON',
  'CHERRY',
  'LEMON',
];
export const REELS = 5;
export const ROWS = 3;

/** Row (0 top, 2 bottom) of each reel, per line. */
export const LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
];

/** Line multiplier for five symbols read left to right. */
export function lineMultiplier(
  symbols: readonly SlotSymbol[],
): { symbol: SlotSymbol; count: number; multiplier: number } | null {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === 'WILD') wilds++;
  const wildPay = wilds >= 3 ? (PAYTABLE.WILD[wilds - 3] ?? 0) : 0;
  const first = symbols.find((symbol) => symbol !== 'WILD');
  let best: { symbol: SlotSymbol; count: number; multiplier: number } | null =
    wildPay > 0 ? { symbol: 'WILD', count: wilds, multiplier: wildPay } : null;
  if (first) {
    let count = 0;
    while (count < symbols.length && (symbols[count] === first || symbols[count] === 'WILD')) count++;
    const pay = count >= 3 ? (PAYTABLE[first][count - 3] ?? 0) : 0;
    if (pay > (best?.multiplier ?? 0)) best = { symbol: first, count, multiplier: pay };
  }
  return best;
}

export interface SlotLineWin {
  line: number;
  symbol: SlotSymbol;
  count: number;
  multiplier: number;
}
export interface SlotOutcome {
  /** Stop index per reel (the top row's strip position). */
  stops: number[];
  /** grid[row][reel]. */
  grid: SlotSymbol[][];
  lines: SlotLineWin[];
  /** Sum of the line multipliers (× line bet). */
  multiplier: number;
}

// Multiplier of every line content (5 symbol indices, base 8), and each strip stop's symbol index:
// the spin's total is then ten table lookups (the simulation runs a million spins).
const SYMBOL_INDEX = REEL_STRIP.map((symbol) => SLOT_SYMBOLS.indexOf(symbol));
const LINE_TABLE = (() => {
  const table = new Uint16Array(SLOT_SYMBOLS.length ** REELS);
  for (let code = 0; code < table.length; code++) {
    const symbols = Array.from(
      { length: REELS },
      (_, reel) => SLOT_SYMBOLS[Math.floor(code / SLOT_SYMBOLS.length ** reel) % SLOT_SYMBOLS.length] as SlotSymbol,
    );
    table[code] = lineMultiplier(symbols)?.multiplier ?? 0;
  }
  return table;
})();

/** The five reel stops of a spin. */
export const spinStops = (u: Uniform): number[] => Array.from({ length: REELS }, () => pick(u, REEL_STRIP.length));

/** Total multiplier (× line bet) of the stops: the same figure `spinSlot` reports, without building the grid. */
export function stopsMultiplier(stops: readonly number[]): number {
  let total = 0;
  for (const rows of LINES) {
    let code = 0;
    for (let reel = REELS - 1; reel >= 0; reel--) {
      code =
        code * SLOT_SYMBOLS.length + (SYMBOL_INDEX[((stops[reel] ?? 0) + (rows[reel] ?? 0)) % REEL_STRIP.length] ?? 0);
    }
    total += LINE_TABLE[code] ?? 0;
  }
  return total;
}

/** One spin: five stops from the uniform source, then the lines. Pure. */
export function spinSlot(u: Uniform): SlotOutcome {
  const stops = spinStops(u);
  const grid = Array.from({ length: ROWS }, (_, row) =>
    stops.map((stop) => REEL_STRIP[(stop + row) % REEL_STRIP.length] as SlotSymbol),
  );
  const lines: SlotLineWin[] = [];
  let multiplier = 0;
  LINES.forEach((rows, index) => {
    const win = lineMultiplier(rows.map((row, reel) => grid[row]?.[reel] as SlotSymbol));
    if (win) {
      lines.push({ line: index + 1, ...win });
      multiplier += win.multiplier;
    }
  });
  return { stops, grid, lines, multiplier };
}

/** Win in minor units: the line bet (stake / 10) × the multiplier; stakes are multiples of 10 minor units. */
export const slotWin = (stake: bigint, outcome: SlotOutcome): bigint =>
  (stake / BigInt(LINES.length)) * BigInt(outcome.multiplier);

/**
 * Exact RTP: each line sees one independent, uniformly placed stop per reel, so its symbols are
 * independent draws with the strip's frequencies; the expected line multiplier (the RTP, as the
 * stake is one line bet per line) is the sum over all 8^5 symbol combinations.
 */
export function exactSlotRtp(): number {
  const frequency = SLOT_SYMBOLS.map((symbol) => REEL_STRIP.filter((s) => s === symbol).length / REEL_STRIP.length);
  const picked: SlotSymbol[] = [];
  const walk = (reel: number, probability: number): number => {
    if (reel === REELS) return probability * (lineMultiplier(picked)?.multiplier ?? 0);
    let sum = 0;
    SLOT_SYMBOLS.forEach((symbol, i) => {
      picked[reel] = symbol;
      sum += walk(reel + 1, probability * (frequency[i] ?? 0));
    });
    return sum;
  };
  return walk(0, 1);
}
