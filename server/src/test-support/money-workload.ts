/**
 * Test helper for the concurrency test: a deterministic mix of money operations on one account
 * tree (an agent and its players), run by N concurrent clients, some requests sent twice at
 * once with the same Idempotency-Key. Records what each logical operation did.
 */
import type { Member } from '../domain/accounts/member-repository.ts';
import { placeBet } from '../domain/bets/instant-bets.ts';
import { OperatorError } from '../domain/operator-error.ts';
import { Refusal } from '../domain/refusal.ts';
import { approveDeposit, createDeposit } from '../domain/wallet/deposits.ts';
import type { MoneyContext } from '../domain/wallet/money-context.ts';
import { transferToUpline, walletTransfer } from '../domain/wallet/transfers.ts';
import { approveWithdrawal, payWithdrawal, rejectWithdrawal } from '../domain/wallet/withdrawal-review.ts';
import { requestWithdrawal } from '../domain/wallet/withdrawals.ts';

export type OpKind = 'transferIn' | 'transferOut' | 'recall' | 'deposit' | 'bet' | 'withdraw' | 'upline';

export interface Op {
  kind: OpKind;
  key: string;
  player: number;
  vendor: string;
  amount: bigint;
  win: bigint;
  /** withdraw: pay (true) or reject (false) after the request. */
  pay: boolean;
  retried: boolean;
}

export interface OpOutcome {
  op: Op;
  /** One entry per execution (two for a retried request). */
  results: ({ ok: true; value: unknown } | { ok: false; code: string })[];
  /** Deposits approved, withdrawals paid / refunded (by id, so concurrent duplicates count once). */
  approvedDeposits: Map<number, bigint>;
  paid: Map<number, bigint>;
  refunded: Set<number>;
}

const WEIGHTS: [OpKind, number][] = [
  ['transferIn', 25],
  ['transferOut', 15],
  ['recall', 5],
  ['deposit', 15],
  ['bet', 28],
  ['withdraw', 8],
  ['upline', 4],
];
const VENDORS = ['JDB', 'CQ9', 'JL'];

/** mulberry32: the same workload (or agent months) on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function workload(count: number, players: number, seed = 20260615): Op[] {
  const next = seededRandom(seed);
  const between = (min: number, max: number) => BigInt(Math.floor(min + next() * (max - min + 1)));
  const total = WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  return Array.from({ length: count }, (_, index): Op => {
    let pick = next() * total;
    const kind = WEIGHTS.find(([, weight]) => (pick -= weight) < 0)?.[0] ?? 'bet';
    const amount = {
      transferIn: between(1_000, 30_000),
      transferOut: between(1_000, 30_000),
      recall: 0n,
      deposit: between(10_000, 100_000),
      bet: between(100, 10_000),
      withdraw: between(10_000, 50_000),
      upline: between(100, 5_000),
    }[kind];
    return {
      kind,
      key: `op-${seed}-${index}`,
      player: Math.floor(next() * players),
      vendor: VENDORS[Math.floor(next() * VENDORS.length)] ?? 'JDB',
      amount,
      win: next() < 0.45 ? (amount * between(0, 250)) / 100n : 0n,
      pay: next() < 0.7,
      retried: next() < 0.1,
    };
  });
}

const money = (minor: bigint) => `${minor / 100n}.${(minor % 100n).toString().padStart(2, '0')}`;

async function settle<T>(run: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; code: string }> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, code: error.errorCode };
    if (error instanceof OperatorError) return { ok: false, code: `operator.${error.code}` };
    throw error;
  }
}

export interface WorkloadEnv {
  /** A fresh clock reading per call. */
  ctx: () => MoneyContext;
  players: Member[];
  /** Bank card id per member id (withdrawals need one). */
  cards: Map<number, number>;
}

const WORKLOAD_GAME = { category: 'RNG', vendor: 'JDB', gameCode: 'WORKLOAD', gameName: 'Workload slot' };

/** One execution of `op` (a retried op runs this twice at once). */
async function execute(env: WorkloadEnv, member: Member, op: Op, outcome: OpOutcome): Promise<unknown> {
  const { key, vendor } = op;
  const ctx = env.ctx;
  switch (op.kind) {
    case 'transferIn':
      return walletTransfer(ctx(), member, { from: 'MAIN', to: vendor, amount: money(op.amount) }, key);
    case 'transferOut':
      return walletTransfer(ctx(), member, { from: vendor, to: 'MAIN', amount: money(op.amount) }, key);
    case 'recall':
      return walletTransfer(ctx(), member, { from: 'ALL', to: 'MAIN', amount: '0' }, key);
    case 'bet':
      return placeBet(ctx(), member, {
        wallet: vendor,
        game: WORKLOAD_GAME,
        stake: op.amount,
        win: op.win,
        idempotencyKey: key,
      });
    case 'upline':
      return transferToUpline(ctx(), member, { amount: money(op.amount), paymentPassword: '123456' }, key);
    case 'deposit': {
      const order = await createDeposit(ctx(), member, { channelId: 1, amount: money(op.amount) }, key);
      const approved = await settle(() => approveDeposit(ctx(), order.id));
      if (approved.ok) outcome.approvedDeposits.set(order.id, op.amount);
      return order;
    }
    case 'withdraw': {
      const withdrawal = await requestWithdrawal(
        ctx(),
        member,
        { bankCardId: env.cards.get(member.id) ?? 0, amount: money(op.amount), paymentPassword: '123456' },
        key,
      );
      if (op.pay) {
        await settle(() => approveWithdrawal(ctx(), withdrawal.id));
        if ((await settle(() => payWithdrawal(ctx(), withdrawal.id))).ok) outcome.paid.set(withdrawal.id, op.amount);
      } else if ((await settle(() => rejectWithdrawal(ctx(), withdrawal.id))).ok) outcome.refunded.add(withdrawal.id);
      return withdrawal;
    }
  }
}

/** Runs `ops` with `clients` concurrent workers; returns the outcomes and the elapsed milliseconds. */
export async function runWorkload(
  env: WorkloadEnv,
  ops: Op[],
  clients: number,
): Promise<{ outcomes: OpOutcome[]; ms: number }> {
  const outcomes: OpOutcome[] = [];
  let cursor = 0;
  const started = performance.now();
  const worker = async () => {
    for (let index = cursor++; index < ops.length; index = cursor++) {
      const op = ops[index];
      const member = op ? env.players[op.player] : undefined;
      if (!op || !member) continue;
      const outcome: OpOutcome = { op, results: [], approvedDeposits: new Map(), paid: new Map(), refunded: new Set() };
      const runs = op.retried ? 2 : 1;
      outcome.results = await Promise.all(
        Array.from({ length: runs }, () => settle(() => execute(env, member, op, outcome))),
      );
      outcomes.push(outcome);
    }
  };
  await Promise.all(Array.from({ length: clients }, worker));
  return { outcomes, ms: performance.now() - started };
}
