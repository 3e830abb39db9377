import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { BankCard } from '#contract/wallet-schemas.ts';

import type { Db } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { testBackends, type TestDatabase } from '../../db/test-databases.ts';
import { applySeed } from '../../seed/seed.ts';
import { createMember } from '../../test-support/wallet-client.ts';
import type { Member } from '../accounts/member-repository.ts';
import { registerDownline } from '../accounts/registration.ts';
import { placeBet } from '../bets/instant-bets.ts';
import { openRedEnvelope, redEnvelopeStatus } from '../engagement/red-envelopes.ts';
import { playRound } from '../games/builtin-rounds.ts';
import { findGameByCode } from '../games/game-list.ts';
import { rewardOperatorActions } from '../rewards/reward-operator-actions.ts';
import { claimReward } from '../rewards/rewards.ts';
import { setSetting } from '../settings-repository.ts';
import { addBankCard } from '../wallet/bank-cards.ts';
import { approveDeposit, createDeposit } from '../wallet/deposits.ts';
import { MAIN } from '../wallet/ledger-accounts.ts';
import { requestWithdrawal } from '../wallet/withdrawals.ts';
import { requireBonusEligibility, spendBonusBudget } from './bonus-rules.ts';
import { bonusWagering } from './bonus-wagering.ts';

const NOW = new Date('2026-06-15T04:00:00Z'); // Monday 12:00 in Manila
const HOUR = 3_600_000;
const SLOT = { category: 'RNG', vendor: 'TALA', gameCode: 'SLOT', gameName: 'Slot' };
const PAY = '135790';
/** The envelope pays 1.00 + random(…) centavos: this makes it pay `amount` centavos. */
const pays = (amount: number) => () => amount - 100;
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

  let agent: Member;
  const ctx = () => ({ db, now: NOW });
  const envelopeId = async () => {
    const status = await redEnvelopeStatus(db, agent.id, NOW);
    if (!status.envelope) throw new Error('the seed opens a red envelope');
    return status.envelope.id;
  };

  it('pays bonuses only after an approved deposit and valid bets since registration', async () => {
    const sock = await createMember(db, 'bonus_sock', {}, NOW);
    const ctx = { db, now: NOW };
    const envelope = (await redEnvelopeStatus(db, sock.id, NOW)).envelope;
    if (!envelope) throw new Error('the seed opens a red envelope');
    await expect(openRedEnvelope(ctx, sock, envelope.id, 'bonus-env-1')).rejects.toMatchObject({
      errorCode: 'bonus.deposit.required',
    });
    const order = await createDeposit(ctx, sock, { channelId: 1, amount: '100.00' }, 'bonus-dep-1');
    await expect(requireBonusEligibility(db, sock.id, NOW)).rejects.toMatchObject({
      errorCode: 'bonus.deposit.required',
    }); // pending is not enough
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

  const sock = (name: string) => createMember(db, name, { uplineId: agent.id, paymentPassword: PAY }, NOW);
  async function deposit(member: Member, amount: string, key: string): Promise<void> {
    await approveDeposit(ctx(), (await createDeposit(ctx(), member, { channelId: 1, amount }, key)).id);
  }
  const bind = (member: Member, accountNumber: string) =>
    addBankCard(ctx(), member, { bankName: 'GCash', accountName: 'Juan Cruz', accountNumber, paymentPassword: PAY });
  const withdraw = (member: Member, bankCardId: number, amount: string, key: string) =>
    requestWithdrawal(ctx(), member, { bankCardId, amount, paymentPassword: PAY }, key);
  const bet = (member: Member, stake: bigint, key: string) =>
    placeBet(ctx(), member, { wallet: MAIN, game: SLOT, stake, win: stake, idempotencyKey: key });

  // Issue 25, finding 7: three agent-registered accounts each deposited 100.00 (one deposit
  // cycled), opened the red envelope and withdrew everything to one payout account.
  it("refuses the issue's farm: one deposit cycled through three sock accounts to one payout account", async () => {
    await setSetting(db, 'bonus.rules', { ...RULES, minTurnover: '0.00' });
    agent = await createMember(db, 'farm_agent', { type: 1 }, NOW);
    const [a, b, c] = [await sock('farm_sock_a'), await sock('farm_sock_b'), await sock('farm_sock_c')];
    // a: deposits 100.00 and opens the envelope; the bonus must be wagered before any withdrawal.
    await deposit(a, '100.00', 'farm-dep-a');
    expect((await openRedEnvelope(ctx(), a, await envelopeId(), 'farm-env-a', pays(3915))).amount).toBe('39.15');
    const cardA = await bind(a, '0917 123 4567');
    for (const [amount, key] of [
      ['139.15', 'farm-wd-a1'],
      ['100.00', 'farm-wd-a2'],
    ] as const)
      await expect(withdraw(a, cardA.id, amount, key)).rejects.toMatchObject({
        errorCode: 'withdraw.wagering.required',
        details: { remaining: '39.15' },
      });
    expect(await bonusWagering(db, a.id)).toEqual({ requirement: '39.15', wagered: '0.00', remaining: '39.15' });

    // b: the same payout account (another spelling of the same GCash number) is a's.
    await expect(bind(b, '639171234567')).rejects.toMatchObject({ errorCode: 'bank.card.in.use' });

    // c: deposits 100.00 and takes it straight out again: no net deposit, no envelope.
    await deposit(c, '100.00', 'farm-dep-c');
    await withdraw(c, (await bind(c, '09998887777')).id, '100.00', 'farm-wd-c');
    await expect(openRedEnvelope(ctx(), c, await envelopeId(), 'farm-env-c', pays(1126))).rejects.toMatchObject({
      errorCode: 'bonus.deposit.required',
    });

    // a wagers the bonus (valid bets after the grant) and may then withdraw to its own account.
    await bet(a, 2_000n, 'farm-bet-1');
    await expect(withdraw(a, cardA.id, '139.15', 'farm-wd-a3')).rejects.toMatchObject({
      errorCode: 'withdraw.wagering.required',
      details: { remaining: '19.15' },
    });
    expect(await bonusWagering(db, a.id)).toEqual({ requirement: '39.15', wagered: '20.00', remaining: '19.15' });
    await bet(a, 1_915n, 'farm-bet-2');
    expect(await bonusWagering(db, a.id)).toEqual({ requirement: '0.00', wagered: '0.00', remaining: '0.00' });
    expect((await withdraw(a, cardA.id, '139.15', 'farm-wd-a4')).state).toBe('PENDING');
  });

  // Issue 41, finding 1: `9175559451`, `00639175559451`, `0639175559451` and extra leading zeros
  // were other keys for one GCash number, so four members bound it.
  it('refuses every other spelling of a bound payout number, also when members bind at once', async () => {
    const owner = await sock('spell_owner');
    await bind(owner, '+63 917-555-9451');
    const spellings = ['9175559451', '09175559451', '639175559451', '00639175559451', '0639175559451', '0009175559451'];
    const others = await Promise.all(spellings.map((_, index) => sock(`spell_other_${index}`)));
    const outcomes = await Promise.allSettled(others.map((member, index) => bind(member, spellings[index] ?? '')));
    expect(errorCodes(outcomes)).toEqual(spellings.map(() => 'bank.card.in.use'));
    // Two members racing for a number nobody has: one of them gets it, whatever the spelling.
    const [x, y] = [await sock('spell_race_x'), await sock('spell_race_y')];
    const race = await Promise.allSettled([bind(x, '0063 918 000 1111'), bind(y, '9180001111')]);
    expect(errorCodes(race)).toEqual(['bank.card.in.use']);
    // The member's own number in another spelling is already bound.
    await expect(bind(owner, '00639175559451')).rejects.toMatchObject({ errorCode: 'exists.bank.card' });
  });

  // Issue 41, finding 1: the bonus was met with 8–14 dice rounds at 96 % (about 1 % cost).
  it('does not count bets above the win-chance ceiling toward wagering: the dice-at-96 % farm stays unmet', async () => {
    const member = await sock('farm_dice');
    await deposit(member, '100.00', 'dice-dep');
    const reward = await rewardOperatorActions.grantReward(
      db,
      { username: 'farm_dice', title: 'dice', amount: '40.00' },
      NOW,
    );
    const later = (seconds: number) => ({ db, now: new Date(NOW.getTime() + seconds * 1000) });
    await claimReward(later(1), member, reward.id, 'dice-reward');
    const dice = await findGameByCode(db, 'TALA-DICE');
    if (!dice) throw new Error('the seed has the dice game');
    const roll = (seconds: number, target: number) =>
      playRound(later(seconds), member, dice, { roundId: randomUUID(), stake: '5.00', clientSeed: 'farm', target });
    for (let round = 0; round < 14; round++) await roll(2 + round, 96);
    expect(await bonusWagering(db, member.id)).toEqual({ requirement: '40.00', wagered: '0.00', remaining: '40.00' });
    // 70 % is the default ceiling: a bet at 70 % counts, one at 71 % does not.
    await roll(20, 71);
    expect((await bonusWagering(db, member.id)).wagered).toBe('0.00');
    await roll(21, 70);
    expect((await bonusWagering(db, member.id)).wagered).toBe('5.00');
    // The operator's setting moves the ceiling: at 97 % the farm's rounds would have met it.
    await setSetting(db, 'bonus.wageringMaxWinChance', 0.97);
    try {
      expect(await bonusWagering(db, member.id)).toEqual({ requirement: '0.00', wagered: '0.00', remaining: '0.00' });
    } finally {
      await setSetting(db, 'bonus.wageringMaxWinChance', 0.7);
    }
  });

  it('lets a claim and a withdrawal of the deposit race: exactly one of them goes through', async () => {
    const members = await Promise.all([1, 2, 3, 4].map((n) => sock(`farm_race_${n}`)));
    const cards: BankCard[] = [];
    for (const [index, member] of members.entries()) {
      await deposit(member, '100.00', `race-dep-${index}`);
      cards.push(await bind(member, `55500000${index}`));
    }
    const envelope = await envelopeId();
    const outcomes = await Promise.all(
      members.map((member, index) =>
        Promise.allSettled([
          openRedEnvelope(ctx(), member, envelope, `race-env-${index}`, pays(500)),
          withdraw(member, cards[index]!.id, '100.00', `race-wd-${index}`),
        ]),
      ),
    );
    for (const [claim, withdrawal] of outcomes) {
      expect([claim.status, withdrawal.status].sort()).toEqual(['fulfilled', 'rejected']);
      const refused = claim.status === 'rejected' ? claim : withdrawal;
      expect((refused as PromiseRejectedResult).reason).toMatchObject({
        errorCode: claim.status === 'rejected' ? 'bonus.deposit.required' : 'withdraw.wagering.required',
      });
    }
  });

  it('takes the multiplier at the grant and counts bets toward the grants made before them, oldest first', async () => {
    const member = await sock('farm_wager');
    await deposit(member, '100.00', 'wager-dep');
    const at = (seconds: number) => ({ db, now: new Date(NOW.getTime() + seconds * 1000) });
    const grantAndClaim = async (seconds: number, amount: string, key: string) => {
      const reward = await rewardOperatorActions.grantReward(db, { username: 'farm_wager', title: key, amount }, NOW);
      await claimReward(at(seconds), member, reward.id, key);
    };
    const betAt = (seconds: number, stake: bigint, key: string) =>
      placeBet(at(seconds), member, { wallet: MAIN, game: SLOT, stake, win: stake, idempotencyKey: key });
    await setSetting(db, 'bonus.wageringMultiplier', 3);
    await grantAndClaim(1, '10.00', 'wager-r1'); // 30.00 to wager
    await betAt(2, 4_000n, 'wager-bet-1'); // pays the 30.00 off; the 10.00 beyond is not kept
    await setSetting(db, 'bonus.wageringMultiplier', 2);
    await grantAndClaim(3, '5.00', 'wager-r2'); // 10.00 to wager
    expect(await bonusWagering(db, member.id)).toEqual({ requirement: '10.00', wagered: '0.00', remaining: '10.00' });
    await betAt(4, 400n, 'wager-bet-2');
    expect(await bonusWagering(db, member.id)).toEqual({ requirement: '10.00', wagered: '4.00', remaining: '6.00' });
    await setSetting(db, 'bonus.wageringMultiplier', 1);
    // `depositDays` narrows the period: two days on, the deposit is outside a one-day period.
    const later = new Date(NOW.getTime() + 48 * HOUR);
    const rules = { ...RULES, minTurnover: '0.00' };
    await requireBonusEligibility(db, member.id, later, { ...rules, depositDays: 0 });
    await expect(requireBonusEligibility(db, member.id, later, { ...rules, depositDays: 1 })).rejects.toMatchObject({
      errorCode: 'bonus.deposit.required',
    });
  });
});
