/**
 * The built-in games' rules behind one shape: read the player's choices, play the outcome from
 * the fair uniform source, settle the stake. Pure (the round runner does the money).
 */
import { badParam } from '../refusal.ts';
import {
  BACCARAT_SIDES,
  BACCARAT_WIN_CHANCE_BP,
  dealBaccarat,
  settleBaccarat,
  type BaccaratSide,
} from './baccarat-game.ts';
import { DICE_MAX_TARGET, DICE_MIN_TARGET, diceWin, rollDice } from './dice-game.ts';
import type { Uniform } from './fair-random.ts';
import type { BuiltinKind } from './game-list.ts';
import { LINES, slotWin, spinSlot } from './slot-game.ts';

export interface Settled {
  outcome: Record<string, unknown>;
  win: bigint;
  validStake: bigint;
  /** The bet's chance to win in basis points (null: not one number, as a slot's line wins). */
  winChanceBp: number | null;
}

export interface BuiltinRules {
  /** The game choices from the play body (beyond roundId, stake, clientSeed). */
  choices(body: Record<string, unknown>): Record<string, unknown>;
  /** Extra stake rule (the slot's stake splits into 10 line bets). */
  checkStake(stake: bigint): void;
  play(u: Uniform, stake: bigint, choices: Record<string, unknown>): Settled;
}

const slot: BuiltinRules = {
  choices: () => ({}),
  checkStake(stake) {
    if (stake % BigInt(LINES.length) !== 0n) badParam('stake', 'is invalid: a multiple of 0.10 (ten line bets)');
  },
  play(u, stake) {
    const outcome = spinSlot(u);
    return { outcome: { ...outcome }, win: slotWin(stake, outcome), validStake: stake, winChanceBp: null };
  },
};

function diceTarget(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < DICE_MIN_TARGET || value > DICE_MAX_TARGET) {
    return badParam('target', `is invalid: a whole number from ${DICE_MIN_TARGET} to ${DICE_MAX_TARGET}`);
  }
  return value;
}

const dice: BuiltinRules = {
  choices: (body) => ({ target: diceTarget(body.target) }),
  checkStake: () => undefined,
  play(u, stake, choices) {
    const target = diceTarget(choices.target);
    const outcome = rollDice(u, target);
    return { outcome: { ...outcome }, win: diceWin(stake, outcome), validStake: stake, winChanceBp: target * 100 };
  },
};

function side(value: unknown): BaccaratSide {
  if (typeof value !== 'string' || !(BACCARAT_SIDES as readonly string[]).includes(value))
    return badParam('side', 'is invalid: PLAYER, BANKER or TIE');
  return value as BaccaratSide;
}

const baccarat: BuiltinRules = {
  choices: (body) => ({ side: side(body.side) }),
  checkStake: () => undefined,
  play(u, stake, choices) {
    const outcome = dealBaccarat(u);
    const chosen = side(choices.side);
    const settled = settleBaccarat(chosen, stake, outcome);
    return { outcome: { ...outcome }, ...settled, winChanceBp: BACCARAT_WIN_CHANCE_BP[chosen] };
  },
};

export const BUILTIN_RULES: Record<BuiltinKind, BuiltinRules> = { slot, dice, baccarat };

/** The outcome alone, for the verify endpoint (dice: the roll; the target only decides the win). */
export function verifyOutcome(kind: BuiltinKind, u: Uniform, target?: number): Record<string, unknown> {
  if (kind === 'slot') return { ...spinSlot(u) };
  if (kind === 'dice') return { ...rollDice(u, target ?? 50) };
  return { ...dealBaccarat(u) };
}
