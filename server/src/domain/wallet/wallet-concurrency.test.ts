/**
 * 50 clients, 2,000 mixed money operations (transfers, recalls, deposits, bets, withdrawals,
 * upline transfers; ~10% sent twice at once with the same key) on one agent's tree. On
 * PostgreSQL the clients share a pg Pool, so row locks really are contended.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Db } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { testBackends, type TestDatabase } from '../../db/test-databases.ts';
import { applySeed } from '../../seed/seed.ts';
import { runWorkload, workload, type OpOutcome, type WorkloadEnv } from '../../test-support/money-workload.ts';
import { createMember } from '../../test-support/wallet-client.ts';
import type { Member } from '../accounts/member-repository.ts';
import { SETTINGS } from '../setting-definitions.ts';
import { setSetting } from '../settings-repository.ts';
import { approveDeposit, createDeposit } from './deposits.ts';
import { minorFromDb } from './money.ts';

const PLAYERS = 10;
const CLIENTS = 50;
// PGlite runs one statement at a time, so the races this hunts happen on PostgreSQL; there a full
// workload, on PGlite a smaller one that still checks the sums (it was 24 s of CI's unit step).
const operationsOn = (backend: string) => (backend === 'postgres' ? 2_000 : 600);

const sumOf = (outcomes: OpOutcome[], pick: (outcome: OpOutcome) => Map<number, bigint>) =>
  outcomes.reduce((sum, outcome) => [...pick(outcome).values()].reduce((inner, value) => inner + value, sum), 0n);

/** System account balances, the members' total, and ledger transactions per type. */
async function ledgerTotals(
  db: Db,
): Promise<{ system: Map<string, bigint>; members: bigint; types: Map<string, number> }> {
  const system = await db.query<{
    kind: string;
    balance: string;
  }>(`SELECT a.kind, COALESCE(SUM(e.amount), 0)::text AS balance
    FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id WHERE a.member_id IS NULL GROUP BY a.kind`);
  const members = await db.query<{ balance: string }>(`SELECT COALESCE(SUM(e.amount), 0)::text AS balance
    FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.member_id IS NOT NULL`);
  const types = await db.query<{ type: string; count: number }>(
    'SELECT type, count(*)::int AS count FROM ledger_transactions GROUP BY type',
  );
  return {
    system: new Map(system.map((row) => [row.kind, minorFromDb(row.balance)])),
    members: minorFromDb(members[0]?.balance),
    types: new Map(types.map((row) => [row.type, row.count])),
  };
}

describe.each(testBackends())('money under concurrency on $name', (backend) => {
  let handle: TestDatabase;
  let db: Db;
  const env: WorkloadEnv = { ctx: () => ({ db, now: new Date() }), players: [], cards: new Map() };
  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    await migrate(db);
    await applySeed(db);
    await setSetting(db, SETTINGS.withdraw.key, { ...SETTINGS.withdraw.fallback, dailyCount: 10_000 });
    const agent = await createMember(db, 'treeagent', { type: 1 });
    for (let index = 0; index < PLAYERS; index++) {
      const player: Member = await createMember(db, `tree${index}`, { uplineId: agent.id, paymentPassword: '123456' });
      env.players.push(player);
      const card = await db.query<{ id: number }>(
        `INSERT INTO bank_cards (member_id, bank_name, account_name, account_number, created_at) VALUES ($1, 'BDO', 'Tree Player', $2, now()) RETURNING id`,
        [player.id, `10000000${index}`],
      );
      env.cards.set(player.id, card[0]?.id ?? 0);
      const order = await createDeposit(env.ctx(), player, { channelId: 1, amount: '2000.00' }, `opening-${index}`);
      await approveDeposit(env.ctx(), order.id);
    }
  });
  afterAll(() => handle.dispose());

  it('keeps every balance whole, none negative, and moves each retried key once', async () => {
    // The demo seed moves money of its own (an agent tree with rounds): measure from here.
    const before = await ledgerTotals(db);
    const OPERATIONS = operationsOn(backend.name);
    const ops = workload(OPERATIONS, PLAYERS);
    const { outcomes, ms } = await runWorkload(env, ops, CLIENTS);
    const executions = outcomes.reduce((sum, outcome) => sum + outcome.results.length, 0);
    const transfers = outcomes.filter(
      (outcome) => outcome.op.kind.startsWith('transfer') || outcome.op.kind === 'recall',
    ).length;
    const refused = outcomes.filter((outcome) => outcome.results.every((result) => !result.ok)).length;
    console.log(
      `[${backend.name}] ${OPERATIONS} operations (${executions} requests, ${transfers} wallet transfers, ${refused} refused ` +
        `for balance) by ${CLIENTS} clients in ${(ms / 1000).toFixed(1)} s: ${Math.round((OPERATIONS * 1000) / ms)} operations/s, ` +
        `${Math.round((executions * 1000) / ms)} requests/s`,
    );
    expect(outcomes).toHaveLength(OPERATIONS);

    // Refusals are business answers, never errors or lock failures: not enough money, or (payment
    // password) more of one player's checks at once than the claim limit lets run, after waiting
    // 10 s for a free claim; on a loaded machine PGlite's one connection makes that wait real.
    const BUSINESS_REFUSALS = ['account.balance.not.enough', 'too.much.request'];
    const codes = new Set(
      outcomes.flatMap((outcome) => outcome.results.flatMap((result) => (result.ok ? [] : [result.code]))),
    );
    expect([...codes].filter((code) => !BUSINESS_REFUSALS.includes(code))).toEqual([]);

    // A retried request answers the same thing twice, and its key moved money at most once.
    for (const outcome of outcomes) {
      const [first, second] = outcome.results;
      if (first?.ok && second?.ok) expect(second.value).toEqual(first.value);
      const member = env.players[outcome.op.player];
      const rows = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM ledger_transactions WHERE member_id = $1 AND idempotency_key = $2',
        [member?.id, outcome.op.key],
      );
      const succeeded = outcome.results.some((result) => result.ok);
      const expected = outcome.op.kind === 'deposit' || !succeeded ? 0 : 1;
      if (outcome.op.kind === 'recall') expect(rows[0]?.count).toBeLessThanOrEqual(1);
      else expect(rows[0]?.count, `${outcome.op.kind} ${outcome.op.key}`).toBe(expected);
    }

    // Every ledger transaction sums to zero; no member account is negative.
    expect(
      await db.query('SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING SUM(amount) <> 0'),
    ).toEqual([]);
    expect(
      await db.query(`SELECT a.id FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id
      WHERE a.member_id IS NOT NULL GROUP BY a.id HAVING SUM(e.amount) < 0`),
    ).toEqual([]);

    // Money in and out of the tree matches what the operations reported.
    const newDeposits = sumOf(outcomes, (outcome) => outcome.approvedDeposits);
    const paid = sumOf(outcomes, (outcome) => outcome.paid);
    const houseNet = outcomes
      .filter((outcome) => outcome.op.kind === 'bet' && outcome.results.some((result) => result.ok))
      .reduce((sum, outcome) => sum + outcome.op.amount - outcome.op.win, 0n);
    const after = await ledgerTotals(db);
    const moved = (kind: string) => (after.system.get(kind) ?? 0n) - (before.system.get(kind) ?? 0n);
    expect(moved('CASH_IN')).toBe(-newDeposits);
    expect(moved('CASH_OUT')).toBe(paid);
    expect(moved('HOUSE')).toBe(houseNet);
    expect(moved('ADJUST') + moved('BONUS') + moved('COMMISSION')).toBe(0n);
    // Members' wallets and holds gained what came in, less what was paid out and what the house won.
    expect(after.members - before.members + houseNet).toBe(newDeposits - paid);

    const count = (type: string) => (after.types.get(type) ?? 0) - (before.types.get(type) ?? 0);
    const okOps = (kind: string) =>
      outcomes.filter((outcome) => outcome.op.kind === kind && outcome.results.some((result) => result.ok)).length;
    expect(count('BET')).toBe(okOps('bet'));
    expect(count('UPLINE_TRANSFER')).toBe(okOps('upline'));
    expect(count('WITHDRAW')).toBe(okOps('withdraw'));
    expect(count('WITHDRAW_PAID')).toBe(outcomes.reduce((sum, outcome) => sum + outcome.paid.size, 0));
    expect(count('WITHDRAW_REFUND')).toBe(outcomes.reduce((sum, outcome) => sum + outcome.refunded.size, 0));
    expect(count('DEPOSIT')).toBe(outcomes.reduce((sum, outcome) => sum + outcome.approvedDeposits.size, 0));
  }, 180_000);
});
