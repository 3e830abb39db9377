/**
 * Money rules of agent contracts over whole months, on a movable platform clock: a top
 * agent, an agent, its sub-agent and their players play June to August 2026. Contracts are offered,
 * replaced in every direction (daily → weekly → monthly → daily dividends; a wage at a new rate;
 * hourly and real-time salary replaced mid-period), terminated by either side, cut by a lower rate;
 * losses below the minimums carry forward; bets win and lose, some across period boundaries (a
 * ticket bought before midnight and drawn after), deposits and withdrawals cross them too; the
 * settlement job runs once a day at a varying hour. Afterwards every rule of
 * `test-support/settlement-invariants.ts` must hold for every agent and kind, and the stretches each
 * agent was paid for must be exactly those its contracts covered: no overlap, no gap while a
 * contract was in force, nothing after a termination.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ContractActionBody, ContractKind } from '#contract/agent-schemas.ts';

import { testBackends } from '../../db/test-databases.ts';
import { createPlatformClock, type PlatformClock } from '../../platform-clock.ts';
import {
  OPEN_CONTRACT_LIMITS,
  openAgentMoney,
  settlementsOf,
  type AgentMoney,
  type Terms,
} from '../../test-support/agent-money.ts';
import { seededRandom } from '../../test-support/money-workload.ts';
import { checkSettlements, type Stretch } from '../../test-support/settlement-invariants.ts';
import type { Member } from '../accounts/member-repository.ts';
import { codeAt } from '../authenticator/totp.ts';
import { setSetting } from '../settings-repository.ts';
import { addBankCard } from '../wallet/bank-cards.ts';
import { transferToUpline } from '../wallet/transfers.ts';
import { awaitingApproval, decideContract } from './contract-approvals.ts';
import { listContracts } from './contracts.ts';
import { transferToDownline } from './downline-transfer.ts';
import { settleContracts } from './settlement.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Monday 2026-06-01 00:00 in Manila: a week and a month start together. */
const START = Date.parse('2026-05-31T16:00:00Z');
/** `day` days after START (0 = June 1, 30 = July 1, 61 = August 1), at Manila `hour`:`minute`. */
const m = (day: number, hour = 0, minute = 0) => new Date(START + day * DAY + hour * HOUR + minute * MINUTE);
const DAYS = 93; // to 2026-09-02
const KINDS: ContractKind[] = ['DIVIDEND', 'DAILY_WAGE', 'HOURLY_WAGE', 'REALTIME_SALARY'];

interface Step {
  at: Date;
  run: () => Promise<unknown>;
}

describe.each(testBackends())('agent money over three months on $name', (backend) => {
  let money: AgentMoney;
  let clock: PlatformClock;
  let top: Member;
  let agent: Member;
  let sub: Member;

  beforeAll(async () => {
    clock = createPlatformClock({ adjustable: true, base: () => START });
    money = await openAgentMoney(backend, m(-1));
    top = await money.member('mm_top', null, 1);
    agent = await money.member('mm_agent', top, 1);
    sub = await money.member('mm_sub', agent, 1);
  });
  afterAll(() => money.handle.dispose());

  it('never pays twice, never pays on money not lost, and pays nothing after a termination', async () => {
    const [a1, s1] = [
      await money.member('mm_a1', agent, 0, 5_000_000n),
      await money.member('mm_s1', sub, 0, 5_000_000n),
    ];
    const [a2, s2] = [await money.payer('mm_a2', agent), await money.payer('mm_s2', sub)];
    await money.credit(a2, 5_000_000n, m(-1));
    const steps: Step[] = [];
    const at = (when: Date, run: () => Promise<unknown>) => steps.push({ at: when, run });
    const ids = new Map<string, number>();
    const accept = (
      name: string,
      when: Date,
      from: Member,
      to: Member,
      kind: ContractKind,
      rate: string,
      terms?: Terms,
    ) => at(when, async () => ids.set(name, await money.contract(from, to, kind, rate, clock.now(), terms)));
    const terminate = (when: Date, by: Member, kind: ContractKind, name: string) =>
      at(when, () => money.act(by, kind, { action: 'terminate', contractId: ids.get(name) ?? 0 }, clock.now()));

    // Dividends. The agent: daily → weekly → monthly → daily → a lower daily, then terminated by the top.
    accept('a-daily', m(0, 10), top, agent, 'DIVIDEND', '10', { periodType: 'D', minActiveMembers: 2 });
    accept('a-weekly', m(9, 15), top, agent, 'DIVIDEND', '12', { periodType: 'W' }); // Wednesday 10 June
    accept('a-monthly', m(37, 14), top, agent, 'DIVIDEND', '11', { periodType: 'M' }); // Wednesday 8 July
    accept('a-daily2', m(72, 16), top, agent, 'DIVIDEND', '8', { periodType: 'D' }); // Wednesday 12 August
    terminate(m(86, 18), top, 'DIVIDEND', 'a-daily3'); // Wednesday 26 August
    // The sub-agent: daily → weekly, terminated by the agent, a new daily three days later, which
    // the agent's acceptance of a lower rate ends.
    accept('s-daily', m(0, 11), agent, sub, 'DIVIDEND', '6', { periodType: 'D' });
    accept('s-weekly', m(16, 9), agent, sub, 'DIVIDEND', '5', { periodType: 'W', minActiveMembers: 2 });
    terminate(m(49, 10), agent, 'DIVIDEND', 's-weekly'); // Monday 20 July
    accept('s-daily2', m(52, 12), agent, sub, 'DIVIDEND', '4', { periodType: 'D' }); // Thursday 23 July
    at(m(79, 10), async () => {
      const answer = await money.act(top, 'DIVIDEND', lowerOffer(agent.username), clock.now());
      const accepted = await money.act(
        agent,
        'DIVIDEND',
        { action: 'accept', contractId: answer.contract.id },
        clock.now(),
      );
      ids.set('a-daily3', accepted.contract.id);
      expect(accepted.terminated.map((c) => c.id)).toEqual([ids.get('s-daily2')]);
    });
    // Wages: a daily wage at a new rate from July, ended by the agent; hourly and real-time salary
    // replaced in the middle of a period and terminated by the top.
    accept('w-daily', m(0, 12), top, agent, 'DAILY_WAGE', '1');
    accept('w-daily2', m(30, 8), top, agent, 'DAILY_WAGE', '1.5');
    terminate(m(60, 20), agent, 'DAILY_WAGE', 'w-daily2');
    accept('w-hourly', m(14, 9), top, agent, 'HOURLY_WAGE', '0.5');
    accept('w-hourly2', m(15, 13, 30), top, agent, 'HOURLY_WAGE', '0.4');
    terminate(m(21, 9), top, 'HOURLY_WAGE', 'w-hourly2');
    accept('w-rt', m(2, 8), top, agent, 'REALTIME_SALARY', '0.2');
    accept('w-rt2', m(2, 14, 7), top, agent, 'REALTIME_SALARY', '0.3');
    terminate(m(3, 8, 2), top, 'REALTIME_SALARY', 'w-rt2');

    const next = seededRandom(20260601);
    const between = (min: number, max: number) => BigInt(Math.floor(min + next() * (max - min + 1)));
    for (let day = 0; day < DAYS; day++) {
      for (const player of [a1, a2, s1]) {
        if (next() < 0.35) continue; // some days a player does not play: fewer active members
        const stake = between(1_000, 30_000);
        const win = next() < 0.5 ? 0n : (stake * between(0, 250)) / 100n;
        at(m(day, 0, Math.floor(next() * 24 * 60)), () => money.bet(player, clock.now(), stake, win));
      }
      // Boundaries: Sunday 23:59 and Monday 00:00; a ticket bought before the month's last midnight.
      if (day % 7 === 6) at(m(day, 23, 59), () => money.bet(a1, clock.now(), 20_000n, day % 14 === 6 ? 0n : 45_000n));
      if (day % 7 === 0) at(m(day), () => money.bet(s1, clock.now(), 15_000n, 0n));
      if (day === 29 || day === 60) {
        let draw: ((when: Date, win: bigint) => Promise<void>) | undefined;
        at(m(day, 23, 50), async () => (draw = await money.ticket(s1, clock.now(), 25_000n)));
        at(m(day + 1, 0, 20), async () => draw?.(clock.now(), day === 29 ? 0n : 60_000n));
      }
      // Money in before midnight and out after it: never a loss.
      if (day % 8 === 2) {
        const payer = day % 16 === 2 ? a2 : s2;
        at(m(day, 23, 55), () => money.deposit(payer, '500.00', clock.now()));
        at(m(day + 1, 0, 5), () => money.withdraw(payer, '200.00', clock.now()));
      }
      // The job, every other day at a varying hour (it settles whatever has ended, however late).
      if (day % 2 === 1)
        at(m(day + 1, Math.floor(next() * 24), 30), () => settleContracts(money.db, clock.now(), KINDS));
    }
    at(m(DAYS, 2), () => settleContracts(money.db, clock.now(), KINDS));

    steps.sort((x, y) => x.at.getTime() - y.at.getTime());
    for (const step of steps) {
      clock.advance(step.at.getTime() - clock.now().getTime());
      await step.run();
    }

    const span = (from: Date, to: Date): Stretch => ({ start: from, end: to });
    const expected: [Member, ContractKind, Stretch[]][] = [
      [agent, 'DIVIDEND', [span(m(0), m(86))]],
      [sub, 'DIVIDEND', [span(m(0), m(49)), span(m(52), m(79))]],
      [agent, 'DAILY_WAGE', [span(m(0), m(60))]],
      [agent, 'HOURLY_WAGE', [span(m(14, 9), m(21, 9))]],
      [agent, 'REALTIME_SALARY', [span(m(2, 8), m(3, 8))]],
    ];
    for (const [member, kind, stretches] of expected) {
      const checked = await checkSettlements(money.db, member, kind);
      expect({ member: member.username, kind, broken: checked.broken }).toEqual({
        member: member.username,
        kind,
        broken: [],
      });
      expect(checked.stretches).toEqual(stretches);
      expect(checked.paid).toBeGreaterThan(0n); // the months really paid something
    }
    const states = await money.db.query<{ state: string }>(
      "SELECT state FROM agent_contracts WHERE agent_id = ANY($1::int[]) AND state <> 'TERMINATED'",
      [[agent.id, sub.id]],
    );
    expect(states).toEqual([]);
  });

  // Issue 41, finding 3: agent01 offered a sub-agent a 100 % daily wage with its session alone;
  // 40 × 50.00 dice bets at 96 % by one player made the sub-agent 2,000.00 after settlement.
  it("holds top agents to the operator's ceiling, confirms offers like payments, and waits for approval above the threshold", async () => {
    await money.db.query("DELETE FROM settings WHERE key = 'agent.contractLimits'"); // the defaults
    const boss = await money.member('mm_ceiling_top', null, 1);
    const wageAgent = await money.member('mm_ceiling_agent', boss, 1);
    const player = await money.member('mm_ceiling_player', wageAgent, 0, 1_000_000n);
    const day = (n: number, hour = 10) => m(100 + n, hour);
    const offer = (
      rate: string,
      extra: Partial<ContractActionBody & { action: 'offer' }> = {},
      kind: ContractKind = 'DAILY_WAGE',
    ) =>
      money.act(
        boss,
        kind,
        {
          action: 'offer',
          username: wageAgent.username,
          rate,
          minActiveMembers: 1,
          minValidBet: '0',
          periodType: 'D',
          ...extra,
        },
        day(0),
      );
    // The 100 %, and anything above the ceiling that keeps wages below the house's 1 % edge.
    await expect(offer('100')).rejects.toMatchObject({
      errorCode: 'contract.rate.too.high',
      details: { maxRate: '0.80' },
    });
    await expect(offer('0.81')).rejects.toMatchObject({ errorCode: 'contract.rate.too.high' });
    await expect(offer('100', {}, 'DIVIDEND')).rejects.toMatchObject({ errorCode: 'contract.rate.too.high' });
    // A session alone is not enough: the payment password, and a bound authenticator's code.
    await expect(offer('0.5', { paymentPassword: '' })).rejects.toMatchObject({ errorCode: 'request.param.err' });
    await expect(offer('0.5', { paymentPassword: '654321' })).rejects.toMatchObject({
      errorCode: 'invalid.payment.pw',
    });
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await money.db.query(
      'INSERT INTO member_authenticators (member_id, secret, active, created_at, activated_at) VALUES ($1, $2, true, $3, $3)',
      [boss.id, secret, day(0)],
    );
    await expect(offer('0.5')).rejects.toMatchObject({
      errorCode: 'request.param.err',
      message: 'authenticatorCode is required',
    });
    await expect(
      offer('0.5', { authenticatorCode: codeAt(secret, day(0)) === '000000' ? '111111' : '000000' }),
    ).rejects.toMatchObject({
      errorCode: 'authenticator.code.invalid',
    });
    // Above the approval threshold (0.50): the offer waits for the operator, hidden from the agent.
    const waiting = await offer('0.8', { authenticatorCode: codeAt(secret, day(0)) });
    expect(waiting.contract.state).toBe('AWAITING_APPROVAL');
    expect((await listContracts(money.db, wageAgent, 'DAILY_WAGE')).received).toEqual([]);
    expect(await listContracts(money.db, boss, 'DAILY_WAGE')).toMatchObject({ maxRate: '0.80', approvalAbove: '0.50' });
    await expect(
      money.act(wageAgent, 'DAILY_WAGE', { action: 'accept', contractId: waiting.contract.id }, day(0)),
    ).rejects.toMatchObject({ errorCode: 'contract.state.invalid' });
    await expect(
      offer('0.3', { authenticatorCode: codeAt(secret, new Date(day(0).getTime() + 30_000)) }),
    ).rejects.toMatchObject({
      errorCode: 'contract.offer.pending',
    });
    expect((await awaitingApproval(money.db)).map((contract) => contract.id)).toEqual([waiting.contract.id]);
    expect((await decideContract(money.db, { id: waiting.contract.id, decision: 'approve' }, day(0, 11))).state).toBe(
      'OFFERED',
    );
    await expect(decideContract(money.db, { id: waiting.contract.id, decision: 'reject' }, day(0, 11))).rejects.toThrow(
      /not awaiting approval/,
    );
    await money.act(wageAgent, 'DAILY_WAGE', { action: 'accept', contractId: waiting.contract.id }, day(0, 12));

    // The play: 40 × 50.00 by one player. The wage is 0.8 % of it, never the house's edge.
    for (let round = 0; round < 40; round++)
      await money.bet(player, day(1, 10), 5_000n, round % 25 === 0 ? 0n : 5_200n);
    await settleContracts(money.db, day(2, 2), ['DAILY_WAGE']);
    const paid = await settlementsOf(money.db, wageAgent, 'DAILY_WAGE');
    expect(paid.map((row) => row.amount)).toContain(1_600n);
    expect(paid.reduce((sum, row) => sum + row.amount, 0n)).toBeLessThanOrEqual(1_600n);

    // Lowered by the operator, the ceiling holds for offers not yet accepted.
    await setSetting(money.db, 'agent.contractLimits', {
      topAgentMaxRate: { DIVIDEND: '50', DAILY_WAGE: '0.4', HOURLY_WAGE: '0.8', REALTIME_SALARY: '0.8' },
      approvalAbove: { DIVIDEND: '30', DAILY_WAGE: '0.5', HOURLY_WAGE: '0.5', REALTIME_SALARY: '0.5' },
    });
    expect(await listContracts(money.db, boss, 'DAILY_WAGE')).toMatchObject({ maxRate: '0.40', approvalAbove: null });
    await setSetting(money.db, 'agent.contractLimits', OPEN_CONTRACT_LIMITS);
  });

  // Issue 41, finding 1: the sock accounts an agent registers bound one GCash number in four spellings.
  it('lets one member bind a payout number, whatever its spelling, among the socks of an agent', async () => {
    const boss = await money.member('mm_spell_agent', null, 1);
    const spellings = ['+63 917-555-9451', '9175559451', '00639175559451', '0639175559451', '0009175559451'];
    const socks = await Promise.all(spellings.map((_, index) => money.payer(`mm_spell_${index}`, boss)));
    const bind = (member: Member, accountNumber: string) =>
      addBankCard({ db: money.db, now: m(110) }, member, {
        bankName: 'GCash',
        accountName: 'Juan Cruz',
        accountNumber,
        paymentPassword: '123456',
      });
    const outcomes = await Promise.allSettled(socks.map((sock, index) => bind(sock, spellings[index] ?? '')));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(
      outcomes.flatMap((outcome) =>
        outcome.status === 'rejected' ? [(outcome.reason as { errorCode?: string }).errorCode] : [],
      ),
    ).toEqual(spellings.slice(1).map(() => 'bank.card.in.use'));
  });

  // Issue 41, finding 2: with the withdrawal switch on, a stolen session and payment password sent
  // 400.00 to a fresh downline (then withdrew there), or to the upline.
  it('asks for the authenticator code on every transfer out while the withdrawal switch is on', async () => {
    const boss = await money.member('mm_out_agent', null, 1, 50_000n);
    const kid = await money.member('mm_out_kid', boss, 0);
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXQ';
    await money.db.query(
      `INSERT INTO member_authenticators (member_id, secret, active, for_withdrawals, created_at, activated_at)
       VALUES ($1, $2, true, true, $3, $3)`,
      [boss.id, secret, m(111)],
    );
    const ctx = { db: money.db, now: m(111) };
    const down = (code?: string) =>
      transferToDownline(
        ctx,
        boss,
        { username: kid.username, amount: '400', paymentPassword: '123456', authenticatorCode: code },
        `mm-out-${code ?? 'none'}`,
      );
    await expect(down()).rejects.toMatchObject({ errorCode: 'request.param.err' });
    await down(codeAt(secret, ctx.now));
    expect(await money.main(kid)).toBe(40_000n);
    await expect(down(codeAt(secret, ctx.now))).rejects.toMatchObject({ errorCode: 'authenticator.code.invalid' });
    // The same way out upward: the agent's own member with the switch on.
    const member = await money.member('mm_out_member', boss, 1, 10_000n);
    await money.db.query(
      `INSERT INTO member_authenticators (member_id, secret, active, for_withdrawals, created_at, activated_at)
       VALUES ($1, $2, true, true, $3, $3)`,
      [member.id, secret, m(111)],
    );
    const up = (code?: string) =>
      transferToUpline(
        ctx,
        member,
        { amount: '50', paymentPassword: '123456', authenticatorCode: code },
        `mm-up-${code ?? 'none'}`,
      );
    await expect(up()).rejects.toMatchObject({ errorCode: 'request.param.err' });
    await up(codeAt(secret, ctx.now));
    expect(await money.main(member)).toBe(5_000n);
  });
});

/** The top's daily 3 % offer, below the sub-agent's 4 %. */
const lowerOffer = (username: string) =>
  ({
    action: 'offer',
    username,
    rate: '3',
    minActiveMembers: 1,
    minValidBet: '0',
    periodType: 'D',
  }) as const;
