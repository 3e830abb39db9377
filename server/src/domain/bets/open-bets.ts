/**
 * Open bets (lottery tickets): the stake leaves the wallet when the ticket is bought (ledger
 * BET) and the bet stays OPEN until its draw; `settleOpenBet` then pays the win (ledger WIN,
 * HOUSE → the wallet) and closes the row. A trial member's tickets move trial credit (TRIAL
 * against TRIAL_HOUSE) and live in `trial_bets`. Settlement locks the row and only acts on an OPEN
 * bet, so running it twice (a job retried after a crash) pays once.
 */
import type { Db } from '../../db/database.ts';
import type { Member } from '../accounts/member-repository.ts';
import { refuse } from '../refusal.ts';
import { idempotent, moneyTransaction } from '../wallet/idempotency.ts';
import { balancesOf, memberAccount, systemAccount } from '../wallet/ledger-accounts.ts';
import { postTransaction } from '../wallet/ledger.ts';
import type { MoneyContext } from '../wallet/money-context.ts';
import { formatMoney, minorFromDb } from '../wallet/money.ts';
import { requireWalletFor } from '../wallet/trial-wallet.ts';
import { houseOf, insertBetRow, type BetGame, type BetTable } from './bet-rows.ts';
import { requireBetWallet } from './bet-wallet.ts';

export interface OpenBetRequest {
  wallet: string;
  game: BetGame;
  stake: bigint;
  idempotencyKey: string;
  /** The ticket id shown to the player, unique on the platform; default `B` + date + transaction id. */
  reference?: string;
  /** What was bet on (draw id, bet type, numbers); the settlement reads it back. */
  detail: Record<string, unknown>;
  /**
   * Runs first inside the ticket's transaction (after the idempotency key is taken, so a repeated
   * key never runs it twice); throwing refuses the ticket and rolls everything back. The lottery's
   * per-draw exposure limit lives here so it is checked and raised atomically with the sale.
   */
  guard?: (tx: Db) => Promise<void>;
}

export interface OpenBetResult {
  betId: number;
  reference: string;
  stake: string;
  balance: string;
}

/** Buys a ticket: debits the stake and records an OPEN bet. */
export async function placeOpenBet(ctx: MoneyContext, member: Member, bet: OpenBetRequest): Promise<OpenBetResult> {
  if (bet.stake <= 0n) refuse('empty.amount', 'The stake is empty');
  const wallet = bet.wallet.trim().toUpperCase();
  requireWalletFor(member, wallet);
  const body = {
    wallet,
    game: bet.game,
    stake: bet.stake.toString(),
    reference: bet.reference ?? null,
    detail: bet.detail,
  };
  return idempotent(
    ctx,
    { memberId: member.id, key: bet.idempotencyKey, scope: 'open-bet', body },
    async (tx, hash) => {
      await requireBetWallet(tx, wallet);
      await bet.guard?.(tx);
      const account = await memberAccount(tx, member.id, wallet);
      const house = await systemAccount(tx, houseOf(wallet));
      const posted = await postTransaction(tx, ctx.now, {
        type: 'BET',
        memberId: member.id,
        idempotency: { key: bet.idempotencyKey, hash },
        postings: [
          { account, amount: -bet.stake },
          { account: house, amount: bet.stake },
        ],
        ...(bet.reference ? { reference: bet.reference } : {}),
      });
      const betId = await insertBetRow(tx, {
        memberId: member.id,
        reference: posted.reference,
        game: bet.game,
        wallet,
        stake: bet.stake,
        validStake: bet.stake,
        win: null,
        state: 'OPEN',
        detail: bet.detail,
        stakeTransactionId: posted.id,
        settleTransactionId: null,
        placedAt: ctx.now,
        settledAt: null,
      });
      const balance = (await balancesOf(tx, [account.id])).get(account.id) ?? 0n;
      return { betId, reference: posted.reference, stake: formatMoney(bet.stake), balance: formatMoney(balance) };
    },
  );
}

export interface SettledBet {
  betId: number;
  /** false when the bet was not OPEN any more (already settled): nothing moved. */
  settledNow: boolean;
  win: string;
}

/** Settles an OPEN bet of `table` with `win` (0 = lost); a second call for the same bet moves nothing. */
export async function settleOpenBet(
  db: Db,
  now: Date,
  betId: number,
  win: bigint,
  table: BetTable = 'bets',
): Promise<SettledBet> {
  if (win < 0n) throw new Error('a win cannot be negative');
  return moneyTransaction(db, async (tx) => {
    const rows = await tx.query<{
      member_id: number;
      wallet: string;
      state: string;
      reference: string;
      win: string | null;
    }>(`SELECT member_id, wallet, state, reference, win::text AS win FROM ${table} WHERE id = $1 FOR UPDATE`, [betId]);
    const row = rows[0];
    if (!row) throw new Error(`bet ${betId} does not exist`);
    if (row.state !== 'OPEN') return { betId, settledNow: false, win: formatMoney(minorFromDb(row.win)) };
    let settleId: number | null = null;
    if (win > 0n) {
      const account = await memberAccount(tx, row.member_id, row.wallet);
      const house = await systemAccount(tx, houseOf(row.wallet));
      const posted = await postTransaction(tx, now, {
        type: 'WIN',
        memberId: row.member_id,
        reference: row.reference,
        postings: [
          { account: house, amount: -win },
          { account, amount: win },
        ],
      });
      settleId = posted.id;
    }
    await tx.query(
      `UPDATE ${table} SET state = 'SETTLED', win = $2::bigint, settle_transaction_id = $3, settled_at = $4 WHERE id = $1`,
      [betId, win.toString(), settleId, now],
    );
    return { betId, settledNow: true, win: formatMoney(win) };
  });
}
