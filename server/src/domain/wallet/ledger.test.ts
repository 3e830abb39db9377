import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Db } from '../../db/database.ts';
import { testBackends, type TestDatabase } from '../../db/test-databases.ts';
import { createMember } from '../../test-support/wallet-client.ts';
import type { Member } from '../accounts/member-repository.ts';
import { Refusal } from '../refusal.ts';
import { accountRecord } from './account-record.ts';
import { idempotent } from './idempotency.ts';
import { placeBet, transferToUpline } from './index.ts';
import { balancesOf, MAIN, memberAccount, systemAccount } from './ledger-accounts.ts';
import { checkPostings, postTransaction } from './ledger.ts';
import type { MoneyContext } from './money-context.ts';

const NOW = new Date('2026-06-15T12:00:00Z');

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Refusal) return error.errorCode;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe.each(testBackends())('ledger on $name', (backend) => {
  let handle: TestDatabase;
  let db: Db;
  let ctx: MoneyContext;
  let agent: Member;
  let player: Member;
  beforeAll(async () => {
    handle = await backend.openSeeded(NOW);
    db = handle.db;
    ctx = { db, now: NOW };
    agent = await createMember(db, 'ledgeragent', { type: 1 }, NOW);
    player = await createMember(db, 'ledgerplayer', { uplineId: agent.id, paymentPassword: '123456' }, NOW);
  });
  afterAll(() => handle.dispose());

  const credit = async (member: Member, amount: bigint) =>
    db.transaction(async (tx) =>
      postTransaction(tx, NOW, {
        type: 'ADJUSTMENT',
        memberId: member.id,
        postings: [
          { account: await systemAccount(tx, 'ADJUST'), amount: -amount },
          { account: await memberAccount(tx, member.id, MAIN), amount },
        ],
      }),
    );
  const mainBalance = async (member: Member) => {
    const account = await memberAccount(db, member.id, MAIN);
    return (await balancesOf(db, [account.id])).get(account.id);
  };

  it('refuses unbalanced postings in code and in the database', async () => {
    const main = await memberAccount(db, player.id, MAIN);
    const adjust = await systemAccount(db, 'ADJUST');
    expect(() =>
      checkPostings([
        { account: main, amount: 5n },
        { account: adjust, amount: -4n },
      ]),
    ).toThrow('sum to 1');
    expect(() =>
      checkPostings([
        { account: main, amount: 0n },
        { account: adjust, amount: 0n },
      ]),
    ).toThrow('zero');
    expect(() => checkPostings([{ account: main, amount: 1n }])).toThrow('two entries');
    // Straight SQL past the code: the deferred trigger refuses at commit.
    await expect(
      db.transaction(async (tx) => {
        const rows = await tx.query<{ id: number }>(
          `INSERT INTO ledger_transactions (type, member_id, reference, created_at) VALUES ('ADJUSTMENT', $1, 'X', $2) RETURNING id`,
          [player.id, NOW],
        );
        await tx.query(
          'INSERT INTO ledger_entries (transaction_id, account_id, amount, created_at) VALUES ($1, $2, 500, $3)',
          [rows[0]?.id, main.id, NOW],
        );
      }),
    ).rejects.toThrow('does not sum to zero');
    expect(await mainBalance(player)).toBe(0n);
  });

  it('keeps the ledger append-only', async () => {
    await credit(player, 10_000n);
    await expect(db.query('UPDATE ledger_entries SET amount = amount * 2')).rejects.toThrow('append-only');
    await expect(db.query('DELETE FROM ledger_transactions')).rejects.toThrow('append-only');
    expect(await mainBalance(player)).toBe(10_000n);
  });

  it('never lets a member balance go negative; system accounts may', async () => {
    const before = await mainBalance(player);
    const cashOut = await db.transaction(async (tx) =>
      refusal(
        postTransaction(tx, NOW, {
          type: 'ADJUSTMENT',
          memberId: player.id,
          postings: [
            { account: await memberAccount(tx, player.id, MAIN), amount: -(before ?? 0n) - 1n },
            { account: await systemAccount(tx, 'ADJUST'), amount: (before ?? 0n) + 1n },
          ],
        }),
      ),
    );
    expect(cashOut).toBe('account.balance.not.enough');
    expect(await mainBalance(player)).toBe(before);
    const adjust = await systemAccount(db, 'ADJUST');
    expect(((await balancesOf(db, [adjust.id])).get(adjust.id) ?? 0n) < 0n).toBe(true);
    const unbalanced = await db.query(
      'SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING SUM(amount) <> 0',
    );
    expect(unbalanced).toEqual([]);
  });

  it('answers a replayed key with the first result and refuses the key for another body', async () => {
    let runs = 0;
    const request = { memberId: player.id, key: 'replay-key-1', scope: 'test', body: { amount: '1.00' } };
    const first = await idempotent(ctx, request, async (tx) => {
      runs += 1;
      return {
        reference: (
          await postTransaction(tx, NOW, {
            type: 'ADJUSTMENT',
            memberId: player.id,
            postings: [
              { account: await systemAccount(tx, 'ADJUST'), amount: -100n },
              { account: await memberAccount(tx, player.id, MAIN), amount: 100n },
            ],
          })
        ).reference,
      };
    });
    const again = await idempotent(ctx, request, () => Promise.reject(new Error('must not run')));
    expect(again).toEqual(first);
    expect(runs).toBe(1);
    expect(await refusal(idempotent(ctx, { ...request, body: { amount: '2.00' } }, () => Promise.resolve(null)))).toBe(
      'request.param.err',
    );
    expect(await refusal(idempotent(ctx, { ...request, scope: 'other' }, () => Promise.resolve(null)))).toBe(
      'request.param.err',
    );
  });

  const GAME = { category: 'RNG', vendor: 'JDB', gameCode: 'TEST', gameName: 'Test slot' };

  it('places bets against the house: stake first, win credited, replay once', async () => {
    // The demo seed settles a few rounds of its own: measure the house from here.
    const house = await systemAccount(db, 'HOUSE');
    const houseBefore = (await balancesOf(db, [house.id])).get(house.id) ?? 0n;
    await transferStake(10_000n);
    const bet = { wallet: 'JDB', game: GAME, stake: 5_000n, win: 12_000n, idempotencyKey: 'bet-round-1' };
    const result = await placeBet(ctx, player, bet);
    expect(result).toMatchObject({ stake: '50.00', win: '120.00', balance: '170.00' });
    expect(await placeBet(ctx, player, bet)).toEqual(result);
    expect(await refusal(placeBet(ctx, player, { ...bet, win: 0n }))).toBe('request.param.err');
    // The win would cover it, but the stake must be there first.
    expect(
      await refusal(
        placeBet(ctx, player, {
          wallet: 'JDB',
          game: GAME,
          stake: 20_000n,
          win: 40_000n,
          idempotencyKey: 'bet-round-2',
        }),
      ),
    ).toBe('account.balance.not.enough');
    expect(
      await refusal(
        placeBet(ctx, player, { wallet: 'JDB', game: GAME, stake: -1n, win: 0n, idempotencyKey: 'bet-round-3' }),
      ),
    ).toBe('account.amount.negative');
    expect(
      await refusal(
        placeBet(ctx, player, { wallet: 'NOPE', game: GAME, stake: 1n, win: 0n, idempotencyKey: 'bet-round-4' }),
      ),
    ).toBe('request.param.err');
    const record = await accountRecord(db, player.id, { type: null, from: null, to: null }, { pageNo: 1, pageSize: 3 });
    expect(record.content.map((line) => [line.type, line.wallet, line.amount, line.balanceAfter])).toEqual([
      ['WIN', 'JDB', '120.00', '170.00'],
      ['BET', 'JDB', '-50.00', '50.00'],
      ['TRANSFER_IN', 'JDB', '100.00', '100.00'],
    ]);
    expect(((await balancesOf(db, [house.id])).get(house.id) ?? 0n) - houseBefore).toBe(-7_000n);
  });

  async function transferStake(amount: bigint): Promise<void> {
    await db.transaction(async (tx) =>
      postTransaction(tx, NOW, {
        type: 'TRANSFER',
        memberId: player.id,
        postings: [
          { account: await memberAccount(tx, player.id, MAIN), amount: -amount },
          { account: await memberAccount(tx, player.id, 'JDB'), amount },
        ],
      }),
    );
  }

  it('transfers to the upline with the payment password', async () => {
    await credit(player, 5_000n);
    const before = await mainBalance(player);
    expect(
      await refusal(transferToUpline(ctx, player, { amount: '10.00', paymentPassword: '000000' }, 'upline-1')),
    ).toBe('invalid.payment.pw');
    const result = await transferToUpline(ctx, player, { amount: '10.00', paymentPassword: '123456' }, 'upline-1');
    expect(result).toMatchObject({ amount: '10.00' });
    expect(await transferToUpline(ctx, player, { amount: '10.00', paymentPassword: '123456' }, 'upline-1')).toEqual(
      result,
    );
    expect(await mainBalance(player)).toBe((before ?? 0n) - 1_000n);
    expect(await mainBalance(agent)).toBe(1_000n);
    expect(await refusal(transferToUpline(ctx, agent, { amount: '1.00', paymentPassword: 'x' }, 'upline-2'))).toBe(
      'not.exists.user',
    );
    const trial = await createMember(db, 'ledgertrial', { type: 4, uplineId: agent.id }, NOW);
    expect(await refusal(transferToUpline(ctx, trial, { amount: '1.00', paymentPassword: 'x' }, 'upline-3'))).toBe(
      'in_need_true_account',
    );
  });
});
