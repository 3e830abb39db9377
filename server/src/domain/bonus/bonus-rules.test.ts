import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Db } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { testBackends, type TestDatabase } from '../../db/test-databases.ts';
import { applySeed } from '../../seed/seed.ts';
import { createMember } from '../../test-support/wallet-client.ts';
import { registerDownline } from '../accounts/registration.ts';
import { placeBet } from '../bets/instant-bets.ts';
import { openRedEnvelope, redEnvelopeStatus } from '../engagement/red-envelopes.ts';
import { setSetting } from '../settings-repository.ts';
import { approveDeposit, createDeposit } from '../wallet/deposits.ts';
import { MAIN } from '../wallet/ledger-accounts.ts';
import { requireBonusEligibility, spendBonusBudget } from './bonus-rules.ts';

const NOW = new Date('2026-06-15T04:00:00Z'); // Monday 12:00 in Manila
const HOUR = 3_600_000;
const SLOT = { category: 'RNG', vendor: 'TALA', gameCode: 'SLOT', gameName: 'Slot' };
const RULES = {
  dailyBudget: { mission: '50.00', redEnvelope: '20000.00', promotion: '50000.00', reward: '50000.00' },
  minDeposit: '100.00',
  minTurnover: '50.00',
};
const errorCodes = (outcomes: PromiseSettledResult<unknown>[]) =>
  outcomes.flatMap((o) =>
    o.status === 'rejected' ? [(o.reason as { errorCode?: string }).errorCode ?? String(o.reason)] : [],
  );

describe.each(testBackends())('bonus rules on $name', (backend) => {
  let handle: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    await migrate(db);
    await applySeed(db, NOW);
    await setSetting(db, 'bonus.rules', RULES);
  });
  afterAll(() => handle.dispose());

  it('pays bonuses only after an approved deposit and valid bets since registration', async () => {
    const sock = await createMember(db, 'bonus_sock', {}, NOW);
    const ctx = { db, now: NOW };
    const envelope = (await redEnvelopeStatus(db, sock.id, NOW)).envelope;
    if (!envelope) throw new Error('the seed opens a red envelope');
    await expect(openRedEnvelope(ctx, sock, envelope.id, 'bonus-env-1')).rejects.toMatchObject({
      errorCode: 'bonus.deposit.required',
    });
    const order = await createDeposit(ctx, sock, { channelId: 1, amount: '100.00' }, 'bonus-dep-1');
    await expect(requireBonusEligibility(db, sock.id)).rejects.toMatchObject({ errorCode: 'bonus.deposit.required' }); // pending is not enough
    await approveDeposit(ctx, order.id);
    await expect(openRedEnvelope(ctx, sock, envelope.id, 'bonus-env-2')).rejects.toMatchObject({
      errorCode: 'bonus.turnover.required',
    });
    await placeBet(ctx, sock, { wallet: MAIN, game: SLOT, stake: 5_000n, win: 0n, idempotencyKey: 'bonus-bet-1' });
    const opened = await openRedEnvelope(ctx, sock, envelope.id, 'bonus-env-3', () => 0);
    expect(opened.amount).toBe('1.00');
    expect((await redEnvelopeStatus(db, sock.id, NOW)).claimed).toBe('1.00');
  });

  it("holds a programme's daily budget under concurrent claims, and a new business day starts afresh", async () => {
    // Ten 10.00 claims at once against a 50.00 budget: five are paid.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () => db.transaction((tx) => spendBonusBudget(tx, 'MISSION', 1_000n, NOW))),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
    expect(errorCodes(outcomes)).toEqual(Array<string>(5).fill('bonus.budget.exhausted'));
    const rows = await db.query<{ day: string; paid: string }>(
      "SELECT day::text AS day, paid::text AS paid FROM bonus_budget_days WHERE programme = 'MISSION'",
    );
    expect(rows).toEqual([{ day: '2026-06-15', paid: '5000' }]);
    // A claim refused inside its transaction spends nothing.
    await expect(
      db.transaction(async (tx) => {
        await spendBonusBudget(tx, 'MISSION', 6_000n, new Date(NOW.getTime() + 24 * HOUR));
      }),
    ).rejects.toMatchObject({ errorCode: 'bonus.budget.exhausted' });
    await db.transaction((tx) => spendBonusBudget(tx, 'MISSION', 5_000n, new Date(NOW.getTime() + 24 * HOUR)));
  });

  it("limits an agent's downline registrations per hour and per day, also when they race", async () => {
    await setSetting(db, 'agent.downline.limits', { perHour: 3, perDay: 4 });
    const agent = await createMember(db, 'bonus_agent', { type: 1 }, NOW);
    const register = (n: number, at: Date) =>
      registerDownline(db, at, agent.id, {
        username: `bonusdl${String(n).padStart(2, '0')}`,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        type: 0,
      });
    const burst = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => register(i, NOW)));
    expect(burst.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    expect(errorCodes(burst)).toEqual(Array<string>(3).fill('agent.downline.limit'));
    const later = new Date(NOW.getTime() + 2 * HOUR);
    await register(10, later);
    await expect(register(11, later)).rejects.toMatchObject({ errorCode: 'agent.downline.limit' }); // 4 today
    await register(12, new Date(NOW.getTime() + 25 * HOUR));
  });
});
