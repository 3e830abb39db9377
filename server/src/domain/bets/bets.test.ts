import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Db } from '../../db/database.ts';
import { testBackends, type TestDatabase } from '../../db/test-databases.ts';
import { createMember } from '../../test-support/wallet-client.ts';
import type { Member } from '../accounts/member-repository.ts';
import { balancesOf, MAIN, memberAccount, systemAccount } from '../wallet/ledger-accounts.ts';
import { postTransaction } from '../wallet/ledger.ts';
import { betFilter, betPage, profitReport } from './bet-record.ts';
import { placeBet } from './instant-bets.ts';
import { placeOpenBet, settleOpenBet } from './open-bets.ts';

const NOW = new Date('2026-06-15T12:00:00Z');
const SLOT = { category: 'RNG', vendor: 'TALA', gameCode: 'SLOT', gameName: 'Slot' };
const LOTTO = { category: 'ELOTT', vendor: 'TCG', gameCode: 'FAST1', gameName: '1-minute 5D' };

describe.each(testBackends())('bets on $name', (backend) => {
  let handle: TestDatabase;
  let db: Db;
  let player: Member;
  let other: Member;
  beforeAll(async () => {
    handle = await backend.openSeeded(NOW);
    db = handle.db;
    player = await createMember(db, 'betplayer', {}, NOW);
    other = await createMember(db, 'betother', {}, NOW);
    for (const member of [player, other]) {
      await db.transaction(async (tx) =>
        postTransaction(tx, NOW, {
          type: 'ADJUSTMENT',
          memberId: member.id,
          postings: [
            { account: await systemAccount(tx, 'ADJUST'), amount: -100_000n },
            { account: await memberAccount(tx, member.id, MAIN), amount: 100_000n },
          ],
        }),
      );
    }
  });
  afterAll(() => handle.dispose());

  const main = async (member: Member) => {
    const account = await memberAccount(db, member.id, MAIN);
    return (await balancesOf(db, [account.id])).get(account.id);
  };

  it('records an instant bet with its ledger movement, once per key', async () => {
    const bet = {
      wallet: MAIN,
      game: SLOT,
      stake: 1_000n,
      win: 2_500n,
      idempotencyKey: 'round-0001',
      reference: 'R0001',
      detail: { reels: [1] },
    };
    const first = await placeBet({ db, now: NOW }, player, bet);
    expect(await placeBet({ db, now: NOW }, player, bet)).toEqual(first);
    expect(first).toMatchObject({ reference: 'R0001', stake: '10.00', win: '25.00', balance: '1015.00' });
    await placeBet({ db, now: NOW }, player, { ...bet, win: 0n, idempotencyKey: 'round-0002', reference: 'R0002' });
    expect(await main(player)).toBe(100_500n);
    const record = await betPage(db, betFilter([player.id], {}), { pageNo: 1, pageSize: 10 });
    expect(record.content.map((b) => [b.reference, b.state, b.stake, b.win, b.profit, b.username])).toEqual([
      ['R0002', 'SETTLED', '10.00', '0.00', '-10.00', 'betplayer'],
      ['R0001', 'SETTLED', '10.00', '25.00', '15.00', 'betplayer'],
    ]);
    expect(record.totals).toEqual({ count: 2, stake: '20.00', validStake: '20.00', win: '25.00', profit: '5.00' });
  });

  it('keeps a lottery ticket open until its draw, then pays once', async () => {
    const ticket = await placeOpenBet({ db, now: NOW }, other, {
      wallet: MAIN,
      game: LOTTO,
      stake: 2_000n,
      idempotencyKey: 'ticket-0001',
      reference: 'T0001',
      detail: { draw: 1, pick: 'BIG' },
    });
    expect(ticket.balance).toBe('980.00');
    const open = await betPage(db, betFilter([other.id], {}), { pageNo: 1, pageSize: 10 });
    expect(open.content[0]).toMatchObject({ state: 'OPEN', win: null, profit: null });
    expect(open.totals.profit).toBe('0.00');
    const later = new Date(NOW.getTime() + 60_000);
    expect(await settleOpenBet(db, later, ticket.betId, 3_960n)).toEqual({
      betId: ticket.betId,
      settledNow: true,
      win: '39.60',
    });
    expect(await settleOpenBet(db, later, ticket.betId, 3_960n)).toMatchObject({ settledNow: false });
    expect(await main(other)).toBe(101_960n);
    const report = await profitReport(db, { ...betFilter([player.id, other.id], {}), from: NOW, to: later });
    expect(report.categories.map((c) => [c.category, c.count, c.profit])).toEqual([
      ['ELOTT', 1, '19.60'],
      ['RNG', 2, '5.00'],
    ]);
    expect(report.total).toEqual({ count: 3, stake: '40.00', validStake: '40.00', win: '64.60', profit: '24.60' });
  });

  it('filters by category, vendor and period', async () => {
    const rng = await betPage(db, betFilter([player.id, other.id], { category: 'rng' }), { pageNo: 1, pageSize: 1 });
    expect([rng.totalCount, rng.totalPages, rng.content.length]).toEqual([2, 2, 1]);
    const none = await betPage(db, betFilter([player.id], { from: '2026-06-16' }), { pageNo: 1, pageSize: 10 });
    expect(none.totalCount).toBe(0);
    expect(() => betFilter([player.id], { vendor: 'no spaces' })).toThrow('vendor is invalid');
  });
});
