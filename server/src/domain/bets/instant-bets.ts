/**
 * Instant bets (slots, tables, mini games): `placeBet` debits the stake from a member wallet
 * (MAIN, a vendor sub-wallet, or a trial member's TRIAL) and credits the win, against the HOUSE
 * account (TRIAL_HOUSE for trial credit), in one ledger transaction of type BET, and records the
 * settled bet row in the same database transaction.
 * The account record shows a BET line and, when the win is positive, a WIN line. Idempotent on
 * the caller's key: a replay answers the first result and moves nothing.
 */
import type { Member } from '../accounts/member-repository.ts';
import { badParam, refuse } from '../refusal.ts';
import { idempotent } from '../wallet/idempotency.ts';
import { balancesOf, memberAccount, systemAccount } from '../wallet/ledger-accounts.ts';
import { postTransaction, type Posting } from '../wallet/ledger.ts';
import type { MoneyContext } from '../wallet/money-context.ts';
import { formatMoney } from '../wallet/money.ts';
import { requireWalletFor } from '../wallet/trial-wallet.ts';
import { houseOf, insertBetRow, type BetGame } from './bet-rows.ts';
import { requireBetWallet } from './bet-wallet.ts';

export interface BetRequest {
  /** `MAIN`, a vendor code, or `TRIAL` (trial members, and only they). */
  wallet: string;
  game: BetGame;
  /** Minor units, > 0. */
  stake: bigint;
  /** Minor units, ≥ 0 (0 = a lost bet). */
  win: bigint;
  /** Turnover that counts (default the stake; 0 for a push that returns the stake). */
  validStake?: bigint;
  /** One key per round (the round id works); a replay answers the first result. */
  idempotencyKey: string;
  /** The round id shown to the player, unique on the platform; default `B` + date + transaction id. */
  reference?: string;
  /** Game facts kept with the bet (reels, cards, seeds). */
  detail?: Record<string, unknown>;
  /** The bet's chance to win in basis points, when the game knows it (bonus wagering, bonus-wagering.ts). */
  winChanceBp?: number | undefined;
}

export interface BetResult {
  betId: number;
  transactionId: number;
  reference: string;
  stake: string;
  win: string;
  /** The wallet's balance after the bet. */
  balance: string;
}

/** Places and settles one bet; refuses `account.balance.not.enough` when the stake is not there. */
export async function placeBet(ctx: MoneyContext, member: Member, bet: BetRequest): Promise<BetResult> {
  if (bet.stake < 0n || bet.win < 0n) refuse('account.amount.negative', 'Amounts cannot be negative');
  if (bet.stake === 0n) refuse('empty.amount', 'The stake is empty');
  const validStake = bet.validStake ?? bet.stake;
  if (validStake < 0n || validStake > bet.stake) badParam('validStake', 'is invalid: between 0 and the stake');
  const wallet = bet.wallet.trim().toUpperCase();
  requireWalletFor(member, wallet);
  const body = {
    wallet,
    game: bet.game,
    stake: bet.stake.toString(),
    win: bet.win.toString(),
    reference: bet.reference ?? null,
  };
  return idempotent(ctx, { memberId: member.id, key: bet.idempotencyKey, scope: 'bet', body }, async (tx, hash) => {
    await requireBetWallet(tx, wallet);
    const account = await memberAccount(tx, member.id, wallet);
    const house = await systemAccount(tx, houseOf(wallet));
    const postings: Posting[] = [
      { account, amount: -bet.stake },
      { account: house, amount: bet.stake },
    ];
    if (bet.win > 0n) postings.push({ account: house, amount: -bet.win }, { account, amount: bet.win });
    const posted = await postTransaction(tx, ctx.now, {
      type: 'BET',
      memberId: member.id,
      idempotency: { key: bet.idempotencyKey, hash },
      postings,
      ...(bet.reference ? { reference: bet.reference } : {}),
    });
    const betId = await insertBetRow(tx, {
      memberId: member.id,
      reference: posted.reference,
      game: bet.game,
      wallet,
      stake: bet.stake,
      validStake,
      win: bet.win,
      state: 'SETTLED',
      detail: bet.detail ?? {},
      stakeTransactionId: posted.id,
      settleTransactionId: bet.win > 0n ? posted.id : null,
      placedAt: ctx.now,
      settledAt: ctx.now,
      winChanceBp: bet.winChanceBp ?? null,
    });
    const balance = (await balancesOf(tx, [account.id])).get(account.id) ?? 0n;
    return {
      betId,
      transactionId: posted.id,
      reference: posted.reference,
      stake: formatMoney(bet.stake),
      win: formatMoney(bet.win),
      balance: formatMoney(balance),
    };
  });
}
