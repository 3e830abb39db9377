/**
 * "Tala Dice" (docs/games.md): a roll from 0.00 to 99.99; the player wins when the roll is under
 * the chosen target (2–96). Payout = stake × 99 / target (house edge 1 %), rounded down to the
 * minor unit.
 */
import { pick, type Uniform } from './fair-random.ts';

export const DICE_MIN_TARGET = 2;
export const DICE_MAX_TARGET = 96;
/** Return to player in percent of the fair payout (100 − house edge). */
export const DICE_RTP_PERCENT = 99;

export interface DiceOutcome {
  /** Hundredths: 0–9999 (shown as 0.00–99.99). */
  roll: number;
  target: number;
  won: boolean;
}

export function rollDice(u: Uniform, target: number): DiceOutcome {
  const roll = pick(u, 10_000);
  return { roll, target, won: roll < target * 100 };
}

/** Total returned (stake included) in minor units. */
export const diceWin = (stake: bigint, outcome: DiceOutcome): bigint =>
  outcome.won ? (stake * BigInt(DICE_RTP_PERCENT)) / BigInt(outcome.target) : 0n;
