/**
 * The betting record and personal P&L over HTTP (contract §10), with bets placed through the bets
 * domain (the built-in games call the same `placeBet`); the e2e plays real rounds once games land.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BetPageSchema, ProfitReportSchema } from '#contract/bet-schemas.ts';
import { PageOfSchema, TransactionSchema } from '#contract/wallet-schemas.ts';

import { testBackends } from '../db/test-databases.ts';
import { findMemberByUsername, type Member } from '../domain/accounts/member-repository.ts';
import { placeBet } from '../domain/bets/instant-bets.ts';
import { placeOpenBet } from '../domain/bets/open-bets.ts';
import { expectOk, expectRefusal } from '../test-support/account-client.ts';
import { createTestPlatform, TEST_NOW, type TestPlatform } from '../test-support/test-platform.ts';
import { moneyCall, tokenFor } from '../test-support/wallet-client.ts';

const HOUR = 3_600_000;
const SLOT = { category: 'RNG', vendor: 'TALA', gameCode: 'SLOT', gameName: 'Tala Slot' };
const CRASH = { category: 'RNG', vendor: 'JDB', gameCode: 'CRASH', gameName: 'Crash' };
const LIVE = { category: 'LIVE', vendor: 'TALA', gameCode: 'BACCARAT', gameName: 'Baccarat' };
const LOTTO = { category: 'ELOTT', vendor: 'TCG', gameCode: 'FAST1', gameName: '1-minute 5D' };

describe.each(testBackends())('betting record and P&L routes on $name', (backend) => {
  let platform: TestPlatform;
  let token: string;
  let demo: Member;
  beforeAll(async () => {
    platform = await createTestPlatform({}, { backend });
    const found = await findMemberByUsername(platform.deps.db, 'demo01');
    if (!found) throw new Error('no demo01');
    demo = found;
    const at = (hours: number) => ({ db: platform.deps.db, now: new Date(TEST_NOW.getTime() + hours * HOUR) });
    await placeBet(at(1), demo, {
      wallet: 'MAIN',
      game: SLOT,
      stake: 1_000n,
      win: 3_000n,
      idempotencyKey: 'round-1',
      reference: 'RS1',
    });
    await placeBet(at(2), demo, {
      wallet: 'MAIN',
      game: CRASH,
      stake: 2_000n,
      win: 0n,
      idempotencyKey: 'round-2',
      reference: 'RS2',
    });
    await placeBet(at(3), demo, {
      wallet: 'MAIN',
      game: LIVE,
      stake: 5_000n,
      win: 5_000n,
      validStake: 0n,
      idempotencyKey: 'round-3',
      reference: 'RL3',
    });
    await placeOpenBet(at(4), demo, {
      wallet: 'MAIN',
      game: LOTTO,
      stake: 500n,
      idempotencyKey: 'ticket-4',
      reference: 'TK4',
      detail: {},
    });
    token = await tokenFor(platform, 'demo01');
  });
  afterAll(() => platform.dispose());

  const bets = (query = '') => expectOk(moneyCall(platform, token, 'GET', `/wps/report/bets${query}`), BetPageSchema);

  it('pages the bets newest first with the totals of the whole filter; open bets have no result', async () => {
    const all = await bets('?pageSize=2');
    expect(all).toMatchObject({ totalCount: 4, totalPages: 2, pageNum: 1 });
    expect(all.content.map((b) => [b.reference, b.state, b.win, b.profit])).toEqual([
      ['TK4', 'OPEN', null, null],
      ['RL3', 'SETTLED', '50.00', '0.00'],
    ]);
    expect(all.totals).toEqual({ count: 4, stake: '85.00', validStake: '35.00', win: '80.00', profit: '0.00' });
    expect((await bets('?pageNo=2&pageSize=2')).content.map((b) => b.reference)).toEqual(['RS2', 'RS1']);
  });

  it('filters by category, vendor and period', async () => {
    const rng = await bets('?category=rng');
    expect(rng.content.map((b) => b.reference)).toEqual(['RS2', 'RS1']);
    expect(rng.totals).toMatchObject({ count: 2, stake: '30.00', win: '30.00', profit: '0.00' });
    expect((await bets('?vendor=TALA')).content.map((b) => b.reference)).toEqual(['RL3', 'RS1']);
    expect((await bets('?category=RNG&vendor=TALA')).totals).toMatchObject({ count: 1, profit: '20.00' });
    const window = `?from=${TEST_NOW.getTime() + 1.5 * HOUR}&to=${TEST_NOW.getTime() + 3.5 * HOUR}`;
    expect((await bets(window)).content.map((b) => b.reference)).toEqual(['RL3', 'RS2']);
    for (const query of ['?category=R-N-G', '?from=soon', '?pageNo=0']) {
      await expectRefusal(moneyCall(platform, token, 'GET', `/wps/report/bets${query}`), 'request.param.err', 400);
    }
  });

  it('reports profit and loss per category for a period', async () => {
    const from = TEST_NOW.getTime();
    const to = TEST_NOW.getTime() + 5 * HOUR;
    const report = await expectOk(
      moneyCall(platform, token, 'GET', `/wps/report/profit?from=${from}&to=${to}`),
      ProfitReportSchema,
    );
    expect(report.categories.map((c) => [c.category, c.count, c.stake, c.profit])).toEqual([
      ['LIVE', 1, '50.00', '0.00'],
      ['RNG', 2, '30.00', '0.00'],
      ['ELOTT', 1, '5.00', '0.00'],
    ]);
    expect(report.total).toEqual({ count: 4, stake: '85.00', validStake: '35.00', win: '80.00', profit: '0.00' });
    await expectRefusal(moneyCall(platform, token, 'GET', `/wps/report/profit?to=${to}`), 'request.param.err', 400);
  });

  it('shows each round in the account record as a bet and, when it won, a win', async () => {
    const record = await expectOk(
      moneyCall(platform, token, 'GET', '/wps/report/transaction?type=WIN'),
      PageOfSchema(TransactionSchema),
    );
    expect(record.content.map((line) => [line.reference, line.amount])).toEqual([
      ['RL3', '50.00'],
      ['RS1', '30.00'],
    ]);
  });
});
