/**
 * Bets for the games feature: `placeBet` debits the stake from a member wallet (a vendor
 * sub-wallet, or MAIN on single-wallet merchants) and credits the win, against the HOUSE
 * account, in one ledger transaction of type BET (the record shows a BET line and, when the
 * win is positive, a WIN line). Idempotent on the caller's key.
 */
import { badParam, refuse } from '../accounts/account-refusal.ts';
import type { Member } from '../accounts/member-repository.ts';
import { findWalletVendor } from './balance-view.ts';
import { idempotent } from './idempotency.ts';
import { balancesOf, MAIN, memberAccount, systemAccount } from './ledger-accounts.ts';
import { postTransaction, type Posting } from './ledger.ts';
import { formatMoney } from './money.ts';
import { requireRealMember, type MoneyContext } from './money-context.ts';

export interface BetRequest {
  /** `MAIN` or a vendor code. */
  wallet: string;
  /** Minor units, > 0. */
  stake: bigint;
  /** Minor units, ≥ 0 (0 = a lost bet). */
  win: bigint;
  /** One key per bet round (the game's round id works); a replay answers the first result. */
  idempotencyKey: string;
  /** Shown in the account record; default `B` + date + transaction id. */
  reference?: string;
}

export interface BetResult {
  transactionId: number;
  reference: string;
  stake: string;
  win: string;
  /** The wallet's balance after the bet. */
  balance: string;
}

/** Places and settles one bet; refuses `account.balance.not.enough` when the stake is not there. */
export async function placeBet(ctx: MoneyContext, member: Member, bet: BetRequest): Promise<BetResult> {
  requireRealMember(member);
  if (bet.stake < 0n || bet.win < 0n) refuse('account.amount.negative', 'Amounts cannot be negative');
  if (bet.stake === 0n) refuse('empty.amount', 'The stake is empty');
  const wallet = bet.wallet.trim().toUpperCase();
  const body = { wallet, stake: bet.stake.toString(), win: bet.win.toString(), reference: bet.reference ?? null };
  return idempotent(ctx, { memberId: member.id, key: bet.idempotencyKey, scope: 'bet', body }, async (tx, hash) => {
    if (wallet !== MAIN) {
      const vendor = await findWalletVendor(tx, wallet);
      if (!vendor) badParam('wallet', 'is invalid: unknown wallet');
      if (!vendor.enabled) refuse('wallet.is.locked', `The ${wallet} wallet is not available`);
    }
    const account = await memberAccount(tx, member.id, wallet);
    const house = await systemAccount(tx, 'HOUSE');
    const postings: Posting[] = [{ account, amount: -bet.stake }, { account: house, amount: bet.stake }];
    if (bet.win > 0n) postings.push({ account: house, amount: -bet.win }, { account, amount: bet.win });
    const posted = await postTransaction(tx, ctx.now, {
      type: 'BET', memberId: member.id, idempotency: { key: bet.idempotencyKey, hash }, postings, ...(bet.reference ? { reference: bet.reference } : {}),
    });
    const balance = (await balancesOf(tx, [account.id])).get(account.id) ?? 0n;
    return { transactionId: posted.id, reference: posted.reference, stake: formatMoney(bet.stake), win: formatMoney(bet.win), balance: formatMoney(balance) };
  });
}
