/**
 * The `bets` table (migration 005): one row per bet of any game. Rows are written only by
 * `instant-bets.ts` and `open-bets.ts`, inside the ledger transaction that moves the stake.
 * Trial bets (wallet TRIAL) go to `trial_bets` (migration 019), which nothing about money reads.
 */
import type { Db } from '../../db/database.ts';
import { TRIAL } from '../wallet/ledger-accounts.ts';

export type BetTable = 'bets' | 'trial_bets';
/** Both tables, for the jobs that settle any open bet (lottery draws). */
export const BET_TABLES: readonly BetTable[] = ['bets', 'trial_bets'];

/** The table of a wallet's bets. */
export const betTableOf = (wallet: string): BetTable => (wallet === TRIAL ? 'trial_bets' : 'bets');

/** The system account on the other side of a wallet's bets: trial credit never meets money. */
export const houseOf = (wallet: string): 'HOUSE' | 'TRIAL_HOUSE' => (wallet === TRIAL ? 'TRIAL_HOUSE' : 'HOUSE');

/** What a bet is on: the catalogue's names, copied so the record survives catalogue changes. */
export interface BetGame {
  /** As the client names categories: RNG, LIVE, FISH, PVP, SPORTS, ESPORTS, COCKFIGHT, ELOTT, LOTT. */
  category: string;
  vendor: string;
  gameCode: string;
  gameName: string;
}

export type BetState = 'OPEN' | 'SETTLED' | 'CANCELLED';

export interface NewBetRow {
  memberId: number;
  reference: string;
  game: BetGame;
  wallet: string;
  stake: bigint;
  validStake: bigint;
  /** null while OPEN. */
  win: bigint | null;
  state: BetState;
  detail: Record<string, unknown>;
  stakeTransactionId: number;
  settleTransactionId: number | null;
  placedAt: Date;
  settledAt: Date | null;
  /** The bet's chance to win in basis points, when the game knows it (bonus wagering reads it). */
  winChanceBp?: number | null | undefined;
}

/** Inserts a bet row; returns its id. */
export async function insertBetRow(db: Db, row: NewBetRow): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO ${betTableOf(row.wallet)} (member_id, reference, category, vendor, game_code, game_name, wallet, stake, valid_stake, win, state,
       detail, stake_transaction_id, settle_transaction_id, placed_at, settled_at, win_chance_bp)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::bigint, $9::bigint, $10::bigint, $11, $12::jsonb, $13, $14, $15, $16, $17) RETURNING id`,
    [
      row.memberId,
      row.reference,
      row.game.category,
      row.game.vendor,
      row.game.gameCode,
      row.game.gameName,
      row.wallet,
      row.stake.toString(),
      row.validStake.toString(),
      row.win === null ? null : row.win.toString(),
      row.state,
      JSON.stringify(row.detail),
      row.stakeTransactionId,
      row.settleTransactionId,
      row.placedAt,
      row.settledAt,
      row.winChanceBp ?? null,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('bet row was not inserted');
  return id;
}
