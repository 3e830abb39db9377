/**
 * "Tala Baccarat", punto banco from a fresh 8-deck shoe each round (docs/games.md), with the
 * real drawing rules. Pays: player 1:1, banker 0.95:1, tie 8:1; a tie returns player and banker
 * stakes (valid stake 0).
 */
import { pick, type Uniform } from './fair-random.ts';

export const BACCARAT_SIDES = ['PLAYER', 'BANKER', 'TIE'] as const;
export type BaccaratSide = (typeof BACCARAT_SIDES)[number];
/** Each side's chance to win a coup of an 8-deck shoe, in basis points (bonus wagering reads it). */
export const BACCARAT_WIN_CHANCE_BP: Record<BaccaratSide, number> = { PLAYER: 4462, BANKER: 4586, TIE: 952 };
const DECKS = 8;
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const SUITS = ['S', 'H', 'D', 'C'] as const;

/** A card, e.g. `QH` (queen of hearts). */
export type Card = string;

/** Baccarat value: A = 1, 2–9 face value, 10 and faces 0. */
export function cardValue(card: Card): number {
  const rank = card.slice(0, -1);
  if (rank === 'A') return 1;
  const n = Number(rank);
  return Number.isInteger(n) && n >= 2 && n <= 9 ? n : 0;
}

export const handTotal = (cards: readonly Card[]): number => cards.reduce((sum, card) => sum + cardValue(card), 0) % 10;

/** Whether the banker draws, from its two-card total and the player's third card (null when the player stood). */
export function bankerDraws(bankerTotal: number, playerThird: Card | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  const v = cardValue(playerThird);
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return v !== 8;
    case 4:
      return v >= 2 && v <= 7;
    case 5:
      return v >= 4 && v <= 7;
    case 6:
      return v === 6 || v === 7;
    default:
      return false;
  }
}

export interface BaccaratOutcome {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratSide;
}

/** Plays a coup from an ordered list of cards (player, banker, player, banker, then third cards). */
export function playCoup(draw: () => Card): BaccaratOutcome {
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const natural = handTotal(player) >= 8 || handTotal(banker) >= 8;
  if (!natural) {
    let playerThird: Card | null = null;
    if (handTotal(player) <= 5) {
      playerThird = draw();
      player.push(playerThird);
    }
    if (bankerDraws(handTotal(banker), playerThird)) banker.push(draw());
  }
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  const winner: BaccaratSide = playerTotal > bankerTotal ? 'PLAYER' : bankerTotal > playerTotal ? 'BANKER' : 'TIE';
  return { player, banker, playerTotal, bankerTotal, winner };
}

/** Deals a coup from a fresh 8-deck shoe with the uniform source (cards drawn without replacement). */
export function dealBaccarat(u: Uniform): BaccaratOutcome {
  const size = DECKS * RANKS.length * SUITS.length;
  const taken: number[] = [];
  const draw = (): Card => {
    // The k-th remaining card of the shoe, in shoe order (index i ↦ rank i mod 13, suit ⌊i/13⌋ mod 4).
    let index = pick(u, size - taken.length);
    for (const t of [...taken].sort((a, b) => a - b)) if (t <= index) index++;
    taken.push(index);
    return `${RANKS[index % 13]}${SUITS[Math.floor(index / 13) % 4]}`;
  };
  return playCoup(draw);
}

export interface BaccaratSettlement {
  win: bigint;
  validStake: bigint;
}

/** What the bet on `side` returns (stake included) in minor units, and the turnover that counts. */
export function settleBaccarat(side: BaccaratSide, stake: bigint, outcome: BaccaratOutcome): BaccaratSettlement {
  if (outcome.winner === 'TIE')
    return side === 'TIE' ? { win: stake * 9n, validStake: stake } : { win: stake, validStake: 0n };
  if (side !== outcome.winner) return { win: 0n, validStake: stake };
  return { win: side === 'PLAYER' ? stake * 2n : stake + (stake * 95n) / 100n, validStake: stake };
}
