/**
 * Test helper for agent contracts and their settlement: a migrated, seeded database, members,
 * money in and out, bets at a given time, and contracts offered and answered by the domain calls
 * the agent routes use. Shared by the replacement, race and money-months tests.
 */
import type { ContractActionBody, ContractKind, PeriodType } from '#contract/agent-schemas.ts';

import type { Db } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import type { TestBackend, TestDatabase } from '../db/test-databases.ts';
import type { Member } from '../domain/accounts/member-repository.ts';
import { contractAction } from '../domain/agents/contracts.ts';
import { placeBet } from '../domain/bets/instant-bets.ts';
import { placeOpenBet, settleOpenBet } from '../domain/bets/open-bets.ts';
import { setSetting } from '../domain/settings-repository.ts';
import { approveDeposit, createDeposit } from '../domain/wallet/deposits.ts';
import { balancesOf, MAIN, memberAccount, systemAccount } from '../domain/wallet/ledger-accounts.ts';
import { postTransaction } from '../domain/wallet/ledger.ts';
import { approveWithdrawal, payWithdrawal } from '../domain/wallet/withdrawal-review.ts';
import { requestWithdrawal } from '../domain/wallet/withdrawals.ts';
import { applySeed } from '../seed/seed.ts';
import { createMember } from './wallet-client.ts';

const SLOT = { category: 'RNG', vendor: 'TALA', gameCode: 'SLOT', gameName: 'Slot' };

export interface AgentMoney {
  handle: TestDatabase;
  db: Db;
  /** A member of `type` (0 player, 1 agent) under `upline`, with `funds` minor units in MAIN. */
  member: (username: string, upline: Member | null, type?: number, funds?: bigint) => Promise<Member>;
  /** A player under `upline` with a payment password (123456) and a bank card, for withdrawals. */
  payer: (username: string, upline: Member) => Promise<Member>;
  /** MAIN balance. */
  main: (member: Member) => Promise<bigint>;
  /** An operator credit into MAIN at `when` (money brought in, never a loss). */
  credit: (member: Member, amount: bigint, when: Date) => Promise<void>;
  /** One settled round at `when`: the player stakes `stake` and wins `win`. */
  bet: (member: Member, when: Date, stake: bigint, win: bigint) => Promise<void>;
  /** A lottery ticket bought at `bought`; returns its draw, which settles it with `win` at `when`. */
  ticket: (member: Member, bought: Date, stake: bigint) => Promise<(when: Date, win: bigint) => Promise<void>>;
  /** A deposit order of `amount` ("500.00") made and approved at `when`. */
  deposit: (member: Member, amount: string, when: Date) => Promise<void>;
  /** A withdrawal of `amount` requested, approved and paid at `when` (members made with `payment: true`). */
  withdraw: (member: Member, amount: string, when: Date) => Promise<void>;
  /** Offers `kind` at `rate` % from `upline` to `agent` and lets the agent accept it at `when`; returns its id. */
  contract: (
    upline: Member,
    agent: Member,
    kind: ContractKind,
    rate: string,
    when: Date,
    terms?: Terms,
  ) => Promise<number>;
  /** One contract action by `member` at `when`. */
  act: (member: Member, kind: ContractKind, body: ContractActionBody, when: Date) => ReturnType<typeof contractAction>;
}

export interface Terms {
  periodType?: PeriodType;
  minActiveMembers?: number;
}

/** Every agent's payment password (offers are confirmed with it). */
export const AGENT_PAYMENT_PASSWORD = '123456';

/**
 * Limits no settlement test meets: the suites that exercise settlement offer rates of several
 * percent; the ceilings themselves are money-months.test.ts's subject.
 */
export const OPEN_CONTRACT_LIMITS = {
  topAgentMaxRate: { DIVIDEND: '100', DAILY_WAGE: '100', HOURLY_WAGE: '100', REALTIME_SALARY: '100' },
  approvalAbove: { DIVIDEND: '100', DAILY_WAGE: '100', HOURLY_WAGE: '100', REALTIME_SALARY: '100' },
};

export async function openAgentMoney(backend: TestBackend, seedAt: Date): Promise<AgentMoney> {
  const handle = await backend.open();
  const db = handle.db;
  await migrate(db);
  await applySeed(db, seedAt);
  await setSetting(db, 'agent.contractLimits', OPEN_CONTRACT_LIMITS);
  let key = 0;
  const credit = async (member: Member, amount: bigint, when: Date) => {
    await db.transaction(async (tx) =>
      postTransaction(tx, when, {
        type: 'ADJUSTMENT',
        memberId: member.id,
        postings: [
          { account: await systemAccount(tx, 'ADJUST'), amount: -amount },
          { account: await memberAccount(tx, member.id, MAIN), amount },
        ],
      }),
    );
  };
  // Offers are confirmed with the payment password: given unless the test says otherwise.
  const act: AgentMoney['act'] = (member, kind, body, when) =>
    contractAction(
      db,
      when,
      member,
      kind,
      body.action === 'offer' ? { paymentPassword: AGENT_PAYMENT_PASSWORD, ...body } : body,
    );
  const cards = new Map<number, number>();
  return {
    handle,
    db,
    credit,
    act,
    async payer(username, upline) {
      const created = await createMember(db, username, { uplineId: upline.id, paymentPassword: '123456' }, seedAt);
      const card = await db.query<{ id: number }>(
        `INSERT INTO bank_cards (member_id, bank_name, account_name, account_number, created_at) VALUES ($1, 'BDO', 'Test Payer', $2, $3) RETURNING id`,
        [created.id, `20000000${created.id}`, seedAt],
      );
      cards.set(created.id, card[0]?.id ?? 0);
      return created;
    },
    async deposit(member, amount, when) {
      const order = await createDeposit({ db, now: when }, member, { channelId: 1, amount }, `agent-money-${++key}`);
      await approveDeposit({ db, now: when }, order.id);
    },
    async withdraw(member, amount, when) {
      const ctx = { db, now: when };
      const body = { bankCardId: cards.get(member.id) ?? 0, amount, paymentPassword: '123456' };
      const withdrawal = await requestWithdrawal(ctx, member, body, `agent-money-${++key}`);
      await approveWithdrawal(ctx, withdrawal.id);
      await payWithdrawal(ctx, withdrawal.id);
    },
    async ticket(member, bought, stake) {
      const placed = await placeOpenBet({ db, now: bought }, member, {
        wallet: MAIN,
        game: { category: 'ELOTT', vendor: 'TCG', gameCode: '5D1', gameName: '5D' },
        stake,
        idempotencyKey: `agent-money-${++key}`,
        detail: {},
      });
      return async (when, win) => {
        await settleOpenBet(db, when, placed.betId, win);
      };
    },
    async member(username, upline, type = 0, funds = 0n) {
      const created = await createMember(
        db,
        username,
        { type, uplineId: upline?.id ?? null, ...(type > 0 ? { paymentPassword: AGENT_PAYMENT_PASSWORD } : {}) },
        seedAt,
      );
      if (funds > 0n) await credit(created, funds, seedAt);
      return created;
    },
    async main(member) {
      const account = await memberAccount(db, member.id, MAIN);
      return (await balancesOf(db, [account.id])).get(account.id) ?? 0n;
    },
    async bet(member, when, stake, win) {
      const idempotencyKey = `agent-money-${++key}`;
      await placeBet({ db, now: when }, member, { wallet: MAIN, game: SLOT, stake, win, idempotencyKey });
    },
    async contract(upline, agent, kind, rate, when, terms = {}) {
      const offered = await act(
        upline,
        kind,
        {
          action: 'offer',
          username: agent.username,
          rate,
          minActiveMembers: terms.minActiveMembers ?? 1,
          minValidBet: '0',
          periodType: terms.periodType ?? (kind === 'DAILY_WAGE' ? 'D' : kind === 'DIVIDEND' ? 'D' : 'H'),
        },
        when,
      );
      const accepted = await act(agent, kind, { action: 'accept', contractId: offered.contract.id }, when);
      return accepted.contract.id;
    },
  };
}

/** Every settlement row of `agent` and `kind`, in period order. */
export async function settlementsOf(
  db: Db,
  agent: Member,
  kind: ContractKind,
): Promise<{ contractId: number; start: Date; end: Date; profit: bigint; amount: bigint; rateBp: number }[]> {
  const rows = await db.query<{
    contract_id: number;
    period_start: Date;
    period_end: Date;
    profit: string;
    amount: string;
    rate_bp: number;
  }>(
    `SELECT contract_id, period_start, period_end, profit::text AS profit, amount::text AS amount, rate_bp
     FROM agent_settlements WHERE agent_id = $1 AND kind = $2 ORDER BY period_start, id`,
    [agent.id, kind],
  );
  return rows.map((row) => ({
    contractId: row.contract_id,
    start: row.period_start,
    end: row.period_end,
    profit: BigInt(row.profit),
    amount: BigInt(row.amount),
    rateBp: row.rate_bp,
  }));
}
