/**
 * Operator actions on money (admin API and CLI): deposit and withdrawal review, balance
 * adjustments (ADJUSTMENT against the ADJUST account) and the auto-receipt sweep. Refusals
 * become OperatorError so both surfaces report them the same way.
 */
import type { Balance } from '#contract/wallet-schemas.ts';

import type { Db } from '../../db/database.ts';
import { findMemberByUsername, type Member } from '../accounts/member-repository.ts';
import { OperatorError } from '../operator-error.ts';
import { Refusal } from '../refusal.ts';
import { balanceView } from './balance-view.ts';
import { approveDeposit, operatorDeposits, rejectDeposit, type OperatorDeposit } from './deposits.ts';
import { idempotent, moneyTransaction } from './idempotency.ts';
import { MAIN, memberAccount, systemAccount } from './ledger-accounts.ts';
import { postTransaction } from './ledger.ts';
import type { MoneyContext } from './money-context.ts';
import { formatMoney, parseSignedAmount } from './money.ts';
import { approveWithdrawal, payWithdrawal, rejectWithdrawal, withdrawalProof } from './withdrawal-review.ts';
import { sweepReceipts, type OperatorWithdrawal } from './withdrawal-rows.ts';
import { operatorWithdrawals } from './withdrawals.ts';

const DEPOSIT_STATES = ['PENDING', 'APPROVED', 'REJECTED'];
const WITHDRAW_STATES = ['PENDING', 'APPROVED', 'REJECTED', 'PAID', 'RECEIVED', 'NOT_RECEIVED', 'AUTO_RECEIVED'];

async function asOperator<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Refusal) throw new OperatorError('invalid', `${error.errorCode}: ${error.message}`);
    throw error;
  }
}

function state(value: string | undefined, allowed: readonly string[]): string | undefined {
  const upper = value?.trim().toUpperCase();
  if (!upper) return undefined;
  if (!allowed.includes(upper)) throw new OperatorError('invalid', `state must be one of ${allowed.join(', ')}`);
  return upper;
}

async function member(db: Db, username: string): Promise<Member> {
  const found = await findMemberByUsername(db, username);
  if (!found) throw new OperatorError('not.found', `no account ${username}`);
  return found;
}

const ctxOf = (db: Db, now: Date): MoneyContext => ({ db, now });

export interface Adjustment {
  username: string;
  amount: string;
  reference: string;
  balance: Balance;
}

/** Credits (positive) or debits (negative) a member's main wallet; idempotent when `key` is given. */
export async function adjustBalance(
  ctx: MoneyContext,
  username: string,
  amountText: string,
  key?: string,
): Promise<Adjustment> {
  const target = await member(ctx.db, username);
  const amount = parseSignedAmount(amountText);
  if (amount === null || amount === 0n)
    throw new OperatorError('invalid', `not a non-zero amount with at most two decimals: ${amountText}`);
  // Operator keys live beside the member's own keys: the prefix keeps them apart (members cannot send ':').
  const operatorKey = key ? `operator:${key}` : null;
  const run = async (tx: Db, hash: string | null) => {
    const main = await memberAccount(tx, target.id, MAIN);
    const adjust = await systemAccount(tx, 'ADJUST');
    const posted = await postTransaction(tx, ctx.now, {
      type: 'ADJUSTMENT',
      memberId: target.id,
      idempotency: operatorKey && hash ? { key: operatorKey, hash } : null,
      postings: [
        { account: adjust, amount: -amount },
        { account: main, amount },
      ],
    });
    return {
      username: target.username,
      amount: formatMoney(amount),
      reference: posted.reference,
      balance: await balanceView(tx, target.id),
    };
  };
  return asOperator(() =>
    operatorKey
      ? idempotent(
          ctx,
          { memberId: target.id, key: operatorKey, scope: 'adjust', body: { amount: formatMoney(amount) } },
          run,
        )
      : moneyTransaction(ctx.db, (tx) => run(tx, null)),
  );
}

export const walletOperatorActions = {
  listDeposits: (db: Db, filter?: string): Promise<OperatorDeposit[]> =>
    operatorDeposits(db, state(filter, DEPOSIT_STATES)),
  approveDeposit: (db: Db, id: number, now = new Date()) => asOperator(() => approveDeposit(ctxOf(db, now), id)),
  rejectDeposit: (db: Db, id: number, now = new Date()) => asOperator(() => rejectDeposit(ctxOf(db, now), id)),
  listWithdrawals: (db: Db, filter?: string, now = new Date()): Promise<OperatorWithdrawal[]> =>
    operatorWithdrawals(ctxOf(db, now), state(filter, WITHDRAW_STATES)),
  approveWithdrawal: (db: Db, id: number, now = new Date()) => asOperator(() => approveWithdrawal(ctxOf(db, now), id)),
  rejectWithdrawal: (db: Db, id: number, now = new Date()) => asOperator(() => rejectWithdrawal(ctxOf(db, now), id)),
  payWithdrawal: (db: Db, id: number, now = new Date()) => asOperator(() => payWithdrawal(ctxOf(db, now), id)),
  withdrawalProof: (db: Db, id: number) => withdrawalProof(db, id),
  adjustBalance: (db: Db, username: string, amount: string, now = new Date(), key?: string) =>
    adjustBalance(ctxOf(db, now), username, amount, key),
  memberBalance: async (db: Db, username: string): Promise<Balance> => balanceView(db, (await member(db, username)).id),
  sweepReceipts: async (db: Db, now = new Date()): Promise<{ autoReceived: number }> => ({
    autoReceived: await sweepReceipts(db, now),
  }),
};
