import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Db } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { testBackends, type TestDatabase } from '../../db/test-databases.ts';
import { applySeed } from '../../seed/seed.ts';
import { createMember } from '../../test-support/wallet-client.ts';
import type { Member } from '../accounts/member-repository.ts';
import { betFilter, betPage } from '../bets/bet-record.ts';
import { setSetting } from '../settings-repository.ts';
import { balancesOf, MAIN, memberAccount, systemAccount } from '../wallet/ledger-accounts.ts';
import { postTransaction } from '../wallet/ledger.ts';
import { ticketWin, type LotteryPick } from './lottery-bet-types.ts';
import { currentDraws, drawDue, findDraw, scheduleDraws } from './lottery-draws.ts';
import { LOTTERY_GAMES, lotteryGame } from './lottery-games.ts';
import { runLottery } from './lottery-job.ts';
import { drawResult, seedHash } from './lottery-random.ts';
import { buyTicket, settleDrawnTickets } from './lottery-tickets.ts';

const NOW = new Date('2026-06-15T12:00:10Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

describe.each(testBackends())('lottery engine on $name', (backend) => {
  let handle: TestDatabase;
  let db: Db;
  let player: Member;
  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    await migrate(db);
    await applySeed(db, NOW);
    player = await createMember(db, 'lottoplayer', {}, NOW);
    await db.transaction(async (tx) =>
      postTransaction(tx, NOW, {
        type: 'ADJUSTMENT',
        memberId: player.id,
        postings: [
          { account: await systemAccount(tx, 'ADJUST'), amount: -100_000n },
          { account: await memberAccount(tx, player.id, MAIN), amount: 100_000n },
        ],
      }),
    );
  });
  afterAll(() => handle.dispose());

  const main = async () => {
    const account = await memberAccount(db, player.id, MAIN);
    return (await balancesOf(db, [account.id])).get(account.id);
  };

  it('schedules the next two draws of every game once, with the seed hash published', async () => {
    expect(await scheduleDraws(db, NOW)).toBe(LOTTERY_GAMES.length * 2);
    expect(await scheduleDraws(db, NOW)).toBe(0);
    const current = await currentDraws(db, NOW);
    const fast = current.get('5D1');
    expect(fast).toMatchObject({
      numero: '20260615-0721',
      drawAt: new Date('2026-06-15T12:01:00Z'),
      closesAt: new Date('2026-06-15T12:00:55Z'),
      state: 'SCHEDULED',
      seed: null,
      result: null,
    });
    expect(current.get('VN_NORTH')).toMatchObject({ numero: '20260616', drawAt: new Date('2026-06-16T11:15:00Z') });
    expect(fast?.seedHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sells tickets until the sale closes, settles them once after the draw, and the record shows them', async () => {
    const draw = (await currentDraws(db, NOW)).get('5D1');
    if (!draw) throw new Error('no draw');
    const ctx = { db, now: NOW };
    const big = await buyTicket(ctx, player, {
      drawId: draw.id,
      pick: { betType: 'BIG_SMALL', selection: ['BIG'] },
      stake: 1_000n,
      idempotencyKey: 'lotto-big-0001',
    });
    const again = await buyTicket(ctx, player, {
      drawId: draw.id,
      pick: { betType: 'BIG_SMALL', selection: ['BIG'] },
      stake: 1_000n,
      idempotencyKey: 'lotto-big-0001',
    });
    expect(again).toEqual(big);
    const small = await buyTicket(ctx, player, {
      drawId: draw.id,
      pick: { betType: 'BIG_SMALL', selection: ['SMALL'] },
      stake: 1_000n,
      idempotencyKey: 'lotto-small-0001',
    });
    expect(small.balance).toBe('980.00');
    await expect(
      buyTicket({ db, now: later(45_000) }, player, {
        drawId: draw.id,
        pick: { betType: 'ODD_EVEN', selection: ['ODD'] },
        stake: 1_000n,
        idempotencyKey: 'lotto-late-0001',
      }),
    ).rejects.toMatchObject({ errorCode: 'lottery.sale.closed' });
    await expect(
      buyTicket(ctx, player, {
        drawId: draw.id,
        pick: { betType: 'BIG_SMALL', selection: ['BIG'] },
        stake: 200_000n,
        idempotencyKey: 'lotto-rich-0001',
      }),
    ).rejects.toMatchObject({ errorCode: 'account.balance.not.enough' });

    await drawDue(db, later(49_000));
    expect((await findDraw(db, draw.id))?.state).toBe('SCHEDULED');
    const done = later(50_000);
    expect(await drawDue(db, done)).toBeGreaterThan(0);
    expect(await drawDue(db, done)).toBe(0);
    const drawn = await findDraw(db, draw.id);
    if (!drawn?.seed || !drawn.result) throw new Error('not drawn');
    expect(seedHash(drawn.seed)).toBe(draw.seedHash);
    expect(drawn.result).toEqual(drawResult('5D', drawn.seed, '5D1', draw.numero));
    const game = lotteryGame('5D1');
    if (!game) throw new Error('no game');
    const expectedWin =
      ticketWin(game, { betType: 'BIG_SMALL', selection: ['BIG'] }, 1_000n, drawn.result) +
      ticketWin(game, { betType: 'BIG_SMALL', selection: ['SMALL'] }, 1_000n, drawn.result);
    expect(expectedWin).toBe(1_980n);

    expect(await settleDrawnTickets(db, done)).toBe(2);
    expect(await settleDrawnTickets(db, done)).toBe(0);
    expect(await main()).toBe(98_000n + 1_980n);
    const record = await betPage(db, betFilter([player.id], { category: 'ELOTT' }), { pageNo: 1, pageSize: 10 });
    expect(record.content.map((bet) => bet.state)).toEqual(['SETTLED', 'SETTLED']);
    expect(record.totals).toMatchObject({ stake: '20.00', win: '19.80', profit: '-0.20' });
  });

  it('pays a lô ticket per occurrence through the job, and a second run pays nothing more', async () => {
    const draw = (await currentDraws(db, later(60_000))).get('VN_FAST45');
    if (!draw) throw new Error('no draw');
    const result = drawResult(
      'VN_NORTH',
      (await db.query<{ seed: string }>('SELECT seed FROM lottery_draws WHERE id = $1', [draw.id]))[0]?.seed ?? '',
      'VN_FAST45',
      draw.numero,
    );
    if (!('prizes' in result)) throw new Error('prizes expected');
    const tails = result.prizes.flat().map((number) => number.slice(-2));
    const twice = tails.find((tail) => tails.filter((other) => other === tail).length >= 2) ?? tails[0] ?? '00';
    const times = tails.filter((tail) => tail === twice).length;
    const before = (await main()) ?? 0n;
    const ctx = { db, now: new Date(draw.closesAt.getTime() - 1_000) };
    await buyTicket(ctx, player, {
      drawId: draw.id,
      pick: { betType: 'LO', selection: [twice] },
      stake: 1_000n,
      idempotencyKey: 'lotto-lo-0001',
    });
    const after = new Date(draw.drawAt.getTime() + 1);
    expect(await runLottery(db, after)).toBeGreaterThan(0);
    await runLottery(db, after);
    expect(await main()).toBe(before - 1_000n + 350n * BigInt(times) * 10n);
    expect((await currentDraws(db, after)).get('VN_FAST45')?.drawAt.getTime()).toBeGreaterThan(after.getTime());
  });
  it("refuses a stake above the maximum and holds the draw's exposure limit under concurrent tickets", async () => {
    const rich = await createMember(db, 'lottorich', {}, NOW);
    await db.transaction(async (tx) =>
      postTransaction(tx, NOW, {
        type: 'ADJUSTMENT',
        memberId: rich.id,
        postings: [
          { account: await systemAccount(tx, 'ADJUST'), amount: -100_000n },
          { account: await memberAccount(tx, rich.id, MAIN), amount: 100_000n },
        ],
      }),
    );
    const draw = (await currentDraws(db, NOW)).get('5D3');
    if (!draw) throw new Error('no draw');
    await setSetting(db, 'lottery.limits', { maxStake: '50.00', drawExposure: '99.00' });
    const ctx = { db, now: NOW };
    const pick: LotteryPick = { betType: 'BIG_SMALL', selection: ['BIG'] };
    await expect(
      buyTicket(ctx, rich, { drawId: draw.id, pick, stake: 5_001n, idempotencyKey: 'lotto-max-0001' }),
    ).rejects.toMatchObject({ errorCode: 'lottery.stake.too.high' });
    // Ten 10.00 tickets at 1.98 at once: each carries 19.80, so five fit under 99.00.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        buyTicket(ctx, rich, {
          drawId: draw.id,
          pick,
          stake: 1_000n,
          idempotencyKey: `lotto-exposure-${String(i).padStart(4, '0')}`,
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
    expect(
      outcomes.flatMap((o) => (o.status === 'rejected' ? [(o.reason as { errorCode?: string }).errorCode] : [])),
    ).toEqual(Array<string>(5).fill('lottery.draw.exposure.full'));
    const rows = await db.query<{ exposure: string }>(
      'SELECT exposure::text AS exposure FROM lottery_draws WHERE id = $1',
      [draw.id],
    );
    expect(rows[0]?.exposure).toBe('9900');
    const account = await memberAccount(db, rich.id, MAIN);
    expect((await balancesOf(db, [account.id])).get(account.id)).toBe(95_000n);
    // A repeated key answers the first result and adds no exposure.
    await buyTicket(ctx, rich, { drawId: draw.id, pick, stake: 1_000n, idempotencyKey: 'lotto-exposure-0000' }).catch(
      () => undefined,
    );
    expect(
      (
        await db.query<{ exposure: string }>('SELECT exposure::text AS exposure FROM lottery_draws WHERE id = $1', [
          draw.id,
        ])
      )[0]?.exposure,
    ).toBe('9900');
    await setSetting(db, 'lottery.limits', { maxStake: '5000.00', drawExposure: '1000000.00' });
  });
});
