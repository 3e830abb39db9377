/**
 * Bet types, their odds and how a ticket is settled (docs/lottery.md). Odds are the payout per
 * unit of stake, stake included, in hundredths (198 = pays 1.98×). Lô pays once per occurrence of
 * its number among all prizes; the other types pay once or not at all.
 */
import { badParam } from '../refusal.ts';
import type { LotteryGame, LotteryKind } from './lottery-games.ts';
import type { LotteryResult } from './lottery-random.ts';

export const LOTTERY_BET_TYPES = [
  'BIG_SMALL',
  'ODD_EVEN',
  'POSITION',
  'LO',
  'DE',
  'CANG3',
  'XIEN2',
  'XIEN3',
  'XIEN4',
] as const;
export type LotteryBetType = (typeof LOTTERY_BET_TYPES)[number];

/** What a ticket is on: `selection` holds BIG/SMALL, ODD/EVEN, a position's number, or 2–3 digit numbers. */
export interface LotteryPick {
  betType: LotteryBetType;
  selection: string[];
  /** POSITION only: 1-based position in the result. */
  position?: number;
}

type ElottKind = Exclude<LotteryKind, 'VN_NORTH' | 'VN_SOUTH'>;

/** Positions and the values each can take, per e-lottery kind. */
const POSITIONS: Record<ElottKind, { count: number; min: number; max: number }> = {
  '5D': { count: 5, min: 0, max: 9 },
  PK10: { count: 10, min: 1, max: 10 },
  K3: { count: 3, min: 1, max: 6 },
  '11X5': { count: 5, min: 1, max: 11 },
};

/** Odds in hundredths per bet type and kind; a missing entry means the game does not offer the type. */
export const LOTTERY_ODDS: Record<LotteryKind, Partial<Record<LotteryBetType, number>>> = {
  // Big/small and odd/even on the sum of the five digits (0–45; big 23–45): each side 1/2.
  '5D': { BIG_SMALL: 198, ODD_EVEN: 198, POSITION: 980 },
  PK10: { POSITION: 980 },
  K3: { POSITION: 588 },
  '11X5': { POSITION: 1078 },
  // Lô per occurrence among 27 numbers; đề 1/100; 3 càng 1/1000; xiên: every number appears.
  VN_NORTH: { LO: 350, DE: 9500, CANG3: 90000, XIEN2: 1700, XIEN3: 6500, XIEN4: 25000 },
  // Lô among 18 numbers (fewer numbers, higher odds).
  VN_SOUTH: { LO: 520, DE: 9500, CANG3: 90000, XIEN2: 3200, XIEN3: 19000, XIEN4: 115000 },
};

export const offeredBetTypes = (game: LotteryGame): LotteryBetType[] =>
  LOTTERY_BET_TYPES.filter((type) => LOTTERY_ODDS[game.kind][type] !== undefined);

const TWO_DIGITS = /^\d{2}$/;
const XIEN_SIZE: Partial<Record<LotteryBetType, number>> = { XIEN2: 2, XIEN3: 3, XIEN4: 4 };

/** The pick in its canonical form, or request.param.err naming what is wrong. */
export function validatePick(game: LotteryGame, pick: LotteryPick): LotteryPick {
  const { betType } = pick;
  if (LOTTERY_ODDS[game.kind][betType] === undefined)
    return badParam('betType', `is invalid: ${game.code} does not offer ${betType}`);
  const selection = pick.selection.map((value) => value.trim().toUpperCase());
  const one = (allowed: (value: string) => boolean): LotteryPick => {
    if (selection.length !== 1 || !allowed(selection[0] ?? '')) return badParam('selection', 'is invalid');
    return { betType, selection };
  };
  switch (betType) {
    case 'BIG_SMALL':
      return one((value) => value === 'BIG' || value === 'SMALL');
    case 'ODD_EVEN':
      return one((value) => value === 'ODD' || value === 'EVEN');
    case 'POSITION': {
      const range = POSITIONS[game.kind as ElottKind];
      const position = pick.position ?? 0;
      if (!Number.isInteger(position) || position < 1 || position > range.count)
        return badParam('position', 'is invalid');
      const picked = one(
        (value) => /^\d{1,2}$/.test(value) && Number(value) >= range.min && Number(value) <= range.max,
      );
      return { ...picked, selection: [String(Number(selection[0]))], position };
    }
    case 'LO':
    case 'DE':
      return one((value) => TWO_DIGITS.test(value));
    case 'CANG3':
      return one((value) => /^\d{3}$/.test(value));
    case 'XIEN2':
    case 'XIEN3':
    case 'XIEN4': {
      const size = XIEN_SIZE[betType] ?? 0;
      if (
        selection.length !== size ||
        !selection.every((value) => TWO_DIGITS.test(value)) ||
        new Set(selection).size !== size
      ) {
        return badParam('selection', `is invalid: ${size} different 2-digit numbers`);
      }
      return { betType, selection: [...selection].sort() };
    }
  }
}

/** How many times the pick won (lô: occurrences; others 0 or 1). */
export function winningCount(pick: LotteryPick, result: LotteryResult): number {
  if ('numbers' in result) {
    const numbers = result.numbers;
    const sum = numbers.reduce((total, value) => total + value, 0);
    const choice = pick.selection[0];
    switch (pick.betType) {
      case 'BIG_SMALL':
        return (sum >= 23 ? 'BIG' : 'SMALL') === choice ? 1 : 0;
      case 'ODD_EVEN':
        return (sum % 2 === 1 ? 'ODD' : 'EVEN') === choice ? 1 : 0;
      case 'POSITION':
        return String(numbers[(pick.position ?? 0) - 1]) === choice ? 1 : 0;
      default:
        return 0;
    }
  }
  const all = result.prizes.flat();
  const tails = all.map((number) => number.slice(-2));
  const special = result.prizes[0]?.[0] ?? '';
  switch (pick.betType) {
    case 'LO':
      return tails.filter((tail) => tail === pick.selection[0]).length;
    case 'DE':
      return special.slice(-2) === pick.selection[0] ? 1 : 0;
    case 'CANG3':
      return special.slice(-3) === pick.selection[0] ? 1 : 0;
    case 'XIEN2':
    case 'XIEN3':
    case 'XIEN4':
      return pick.selection.every((number) => tails.includes(number)) ? 1 : 0;
    default:
      return 0;
  }
}

/** The win of a ticket in minor units (0 = lost): stake × odds × times won, rounded down. */
export function ticketWin(game: LotteryGame, pick: LotteryPick, stake: bigint, result: LotteryResult): bigint {
  const odds = BigInt(LOTTERY_ODDS[game.kind][pick.betType] ?? 0);
  return (stake * odds * BigInt(winningCount(pick, result))) / 100n;
}

/** The most a ticket can pay, for the draw's exposure: lô can win once per prize number (27 north, 18 south/centre). */
export function maxTicketPayout(game: LotteryGame, pick: LotteryPick, stake: bigint): bigint {
  const odds = BigInt(LOTTERY_ODDS[game.kind][pick.betType] ?? 0);
  const times = pick.betType === 'LO' ? (game.kind === 'VN_NORTH' ? 27n : 18n) : 1n;
  return (stake * odds * times) / 100n;
}

/** Odds as a decimal string ("1.98"). */
export const oddsText = (hundredths: number): string => (hundredths / 100).toFixed(2);
