import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Db } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { testBackends, type TestDatabase } from '../../db/test-databases.ts';
import { applySeed } from '../../seed/seed.ts';
import { OPEN_CONTRACT_LIMITS } from '../../test-support/agent-money.ts';
import { createMember } from '../../test-support/wallet-client.ts';
import { findMemberByUsername, type Member } from '../accounts/member-repository.ts';
import { registerDownline } from '../accounts/registration.ts';
import { placeBet } from '../bets/instant-bets.ts';
import { placeOpenBet, settleOpenBet } from '../bets/open-bets.ts';
import { setSetting } from '../settings-repository.ts';
import { balancesOf, MAIN, memberAccount, systemAccount } from '../wallet/ledger-accounts.ts';
import { postTransaction } from '../wallet/ledger.ts';
import { depthBelow, teamIds } from './agent-tree.ts';
import { consolidated } from './consolidated.ts';
import { contractAction, listContracts } from './contracts.ts';
import { transferToDownline } from './downline-transfer.ts';
import { settlementPage } from './settlement-records.ts';
import { settleContracts } from './settlement.ts';
import { teamOverview } from './team-reports.ts';

// Monday 2026-06-15 10:00 in Manila.
const NOW = new Date('2026-06-15T02:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SLOT = { category: 'RNG', vendor: 'TALA', gameCode: 'SLOT', gameName: 'Slot' };
const at = (ms: number) => new Date(NOW.getTime() + ms);

describe.each(testBackends())('agents on $name', (backend) => {
  let handle: TestDatabase;
  let db: Db;
  let top: Member;
  let mid: Member;
  let low: Member;
  let p1: Member;
  let p2: Member;
  let p3: Member;
  let outsider: Member;
  let betNo = 0;

  const fund = async (member: Member, amount: bigint) =>
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
  const main = async (member: Member) => {
    const account = await memberAccount(db, member.id, MAIN);
    return (await balancesOf(db, [account.id])).get(account.id) ?? 0n;
  };
  const bet = (member: Member, when: Date, stake: bigint, win: bigint) =>
    placeBet({ db, now: when }, member, {
      wallet: MAIN,
      game: SLOT,
      stake,
      win,
      idempotencyKey: `agents-bet-${++betNo}`,
    });
  const act = (
    member: Member,
    kind: Parameters<typeof contractAction>[3],
    body: Parameters<typeof contractAction>[4],
    when = NOW,
  ) => contractAction(db, when, member, kind, body);
  const offer = (
    from: Member,
    to: Member,
    kind: Parameters<typeof contractAction>[3],
    rate: string,
    extra: { minActiveMembers?: number; periodType?: 'D' | 'W' | 'H' | 'M' } = {},
  ) =>
    act(from, kind, {
      action: 'offer',
      username: to.username,
      rate,
      minActiveMembers: extra.minActiveMembers ?? 1,
      minValidBet: '0',
      periodType: extra.periodType ?? (kind === 'DAILY_WAGE' ? 'D' : 'H'),
      paymentPassword: '123456',
    });

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    await migrate(db);
    await applySeed(db, NOW);
    // Rates of several percent: the operator's ceilings are money-months.test.ts's subject.
    await setSetting(db, 'agent.contractLimits', OPEN_CONTRACT_LIMITS);
    top = await createMember(db, 'ag_top', { type: 1, paymentPassword: '123456' }, NOW);
    mid = await createMember(db, 'ag_mid', { type: 1, paymentPassword: '123456', uplineId: top.id }, NOW);
    low = await createMember(db, 'ag_low', { type: 2, paymentPassword: '123456', uplineId: mid.id }, NOW);
    p1 = await createMember(db, 'ag_p1', { uplineId: mid.id }, NOW);
    p2 = await createMember(db, 'ag_p2', { uplineId: low.id }, NOW);
    p3 = await createMember(db, 'ag_p3', { uplineId: low.id }, NOW);
    outsider = await createMember(db, 'ag_out', {}, NOW);
    for (const m of [top, p1, p2, p3]) await fund(m, 1_000_000n);
  });
  afterAll(() => handle.dispose());

  it('walks the tree at any depth and refuses members outside it', async () => {
    expect((await teamIds(db, top.id)).sort()).toEqual([mid.id, low.id, p1.id, p2.id, p3.id].sort());
    expect(await depthBelow(db, top.id, p3.id)).toBe(3);
    expect(await depthBelow(db, mid.id, top.id)).toBeNull();
    await expect(
      transferToDownline(
        { db, now: NOW },
        top,
        { username: 'ag_out', amount: '1', paymentPassword: '123456' },
        'key-outsider',
      ),
    ).rejects.toMatchObject({ errorCode: 'not.downline' });
  });

  it('registers a downline under the agent with the register rules', async () => {
    const id = await registerDownline(db, NOW, low.id, {
      username: 'agnew01',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      type: 0,
    });
    expect((await findMemberByUsername(db, 'agnew01'))?.uplineId).toBe(low.id);
    expect(await depthBelow(db, top.id, id)).toBe(3);
    await expect(
      registerDownline(db, NOW, low.id, {
        username: 'agnew01',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        type: 0,
      }),
    ).rejects.toMatchObject({ errorCode: 'exists.username.err' });
    await expect(
      registerDownline(db, NOW, low.id, {
        username: 'agnew02',
        password: 'Secret123',
        confirmPassword: 'Other1234',
        type: 0,
      }),
    ).rejects.toMatchObject({ errorCode: 'request.param.err' });
  });

  it('transfers to a downline once per key, with the payment password, agents only', async () => {
    const ctx = { db, now: NOW };
    const before = await main(p2);
    const request = { username: 'ag_p2', amount: '25.50', paymentPassword: '123456' };
    const first = await transferToDownline(ctx, top, request, 'key-downline-1');
    expect(await transferToDownline(ctx, top, request, 'key-downline-1')).toEqual(first);
    expect(await main(p2)).toBe(before + 2_550n);
    await expect(
      transferToDownline(ctx, top, { ...request, paymentPassword: '000000' }, 'key-downline-2'),
    ).rejects.toMatchObject({ errorCode: 'invalid.payment.pw' });
    await expect(
      transferToDownline(ctx, p1, { ...request, username: 'ag_p1' }, 'key-downline-3'),
    ).rejects.toMatchObject({ errorCode: 'agent.only' });
  });

  it('aggregates the team overview from bets and the ledger', async () => {
    await bet(p1, at(HOUR), 10_000n, 0n);
    await bet(p2, at(HOUR), 20_000n, 30_000n);
    const overview = await teamOverview(db, mid.id, { from: NOW, to: at(2 * HOUR) });
    expect(overview).toMatchObject({
      teamSize: 5,
      activeMembers: 2,
      betCount: 2,
      stake: '300.00',
      validStake: '300.00',
      profit: '0.00',
    });
    const lowOnly = await teamOverview(db, low.id, { from: NOW, to: at(2 * HOUR) });
    expect(lowOnly).toMatchObject({ activeMembers: 1, profit: '100.00' });
    const empty = await teamOverview(db, mid.id, { from: at(-DAY), to: at(-HOUR) });
    expect(empty).toMatchObject({ activeMembers: 0, betCount: 0, profit: '0.00' });
  });

  it("offers, rejects and accepts contracts within the upline's own rate", async () => {
    const refused = await offer(top, p1, 'DAILY_WAGE', '1').catch((e: unknown) => e);
    expect(refused).toMatchObject({ errorCode: 'not.downline' }); // p1 is not a direct downline of top
    await expect(offer(top, low, 'DAILY_WAGE', '1')).rejects.toMatchObject({ errorCode: 'not.downline' });
    const rejected = await offer(top, mid, 'DAILY_WAGE', '2');
    await expect(offer(top, mid, 'DAILY_WAGE', '2')).rejects.toMatchObject({ errorCode: 'contract.offer.pending' });
    expect((await act(mid, 'DAILY_WAGE', { action: 'reject', contractId: rejected.contract.id })).contract.state).toBe(
      'REJECTED',
    );
    await expect(act(mid, 'DAILY_WAGE', { action: 'accept', contractId: rejected.contract.id })).rejects.toMatchObject({
      errorCode: 'contract.state.invalid',
    });
    const first = await offer(top, mid, 'DAILY_WAGE', '2');
    await expect(act(top, 'DAILY_WAGE', { action: 'accept', contractId: first.contract.id })).rejects.toMatchObject({
      errorCode: 'contract.not.found',
    });
    await act(mid, 'DAILY_WAGE', { action: 'accept', contractId: first.contract.id });
    await expect(offer(mid, low, 'DAILY_WAGE', '2.01')).rejects.toMatchObject({ errorCode: 'contract.rate.too.high' });
    const down = await offer(mid, low, 'DAILY_WAGE', '1.50');
    const accepted = await act(low, 'DAILY_WAGE', { action: 'accept', contractId: down.contract.id });
    expect(accepted.contract).toMatchObject({ state: 'ACCEPTED', rate: '1.50', upline: 'ag_mid', agent: 'ag_low' });
    expect(accepted.contract.history.map((e) => e.state)).toEqual(['OFFERED', 'ACCEPTED']);
    expect(await consolidated(db, mid)).toMatchObject({
      dailysalreqtype: 2,
      salary: true,
      divtypereq: 0,
      enableCt: false,
    });
    expect(await consolidated(db, p1)).toMatchObject({ salary: false, enableCt: false });
    expect((await listContracts(db, mid, 'DAILY_WAGE')).maxRate).toBe('2.00');
  });

  it('settles the daily wage once per period with the differential, even when the job runs twice', async () => {
    // Day of NOW: mid's team valid 300.00 → 2 % = 6.00; low's team (p2) 200.00 → 1.5 % = 3.00; mid keeps 3.00.
    const midBefore = await main(mid);
    expect(await settleContracts(db, at(12 * HOUR), ['DAILY_WAGE'])).toBe(0); // the day has not ended
    const tomorrow = at(DAY);
    // (the seeded demo contracts settle too)
    expect(await settleContracts(db, tomorrow, ['DAILY_WAGE'])).toBeGreaterThanOrEqual(2);
    expect(await settleContracts(db, tomorrow, ['DAILY_WAGE'])).toBe(0);
    expect(await main(mid)).toBe(midBefore + 300n);
    expect(await main(low)).toBe(300n);
    const records = await settlementPage(
      db,
      { agentId: mid.id, kind: 'DAILY_WAGE', from: null, to: null, paidOnly: false },
      { pageNo: 1, pageSize: 10 },
    );
    expect(records.content.map((r) => [r.activeMembers, r.validBet, r.rate, r.amount])).toEqual([
      [2, '300.00', '2.00', '3.00'],
    ]);
    expect(records.content[0]?.reference).toMatch(/^S\d{14}$/);
    // A quiet day is settled with nothing paid.
    expect(await settleContracts(db, at(2 * DAY), ['DAILY_WAGE'])).toBeGreaterThanOrEqual(2);
    const quiet = await settlementPage(
      db,
      { agentId: low.id, kind: 'DAILY_WAGE', from: null, to: null, paidOnly: false },
      { pageNo: 1, pageSize: 10 },
    );
    expect(quiet.content.map((r) => [r.activeMembers, r.amount, r.reference])).toEqual([
      [0, '0.00', null],
      [1, '3.00', quiet.content[1]?.reference],
    ]);
    expect(quiet.total).toBe('3.00');
  });

  it('accepting a lower rate terminates the downline contracts above it (previewed first)', async () => {
    const lower = await offer(top, mid, 'DAILY_WAGE', '1');
    const preview = await act(mid, 'DAILY_WAGE', { action: 'preview', contractId: lower.contract.id });
    expect(preview.terminated.map((c) => [c.agent, c.rate, c.state])).toEqual([['ag_low', '1.50', 'ACCEPTED']]);
    expect(preview.contract.state).toBe('OFFERED');
    const accepted = await act(
      mid,
      'DAILY_WAGE',
      { action: 'accept', contractId: lower.contract.id },
      at(2 * DAY + HOUR),
    );
    expect(accepted.terminated.map((c) => [c.agent, c.state])).toEqual([['ag_low', 'TERMINATED']]);
    const mine = await listContracts(db, mid, 'DAILY_WAGE');
    expect(mine.received.map((c) => [c.rate, c.state])).toEqual([
      ['1.00', 'ACCEPTED'],
      ['2.00', 'TERMINATED'],
      ['2.00', 'REJECTED'],
    ]);
    expect(mine.offered[0]?.history.at(-1)?.note).toContain('lower rate');
    await expect(act(p1, 'DAILY_WAGE', { action: 'terminate', contractId: lower.contract.id })).rejects.toMatchObject({
      errorCode: 'agent.only',
    });
    await expect(act(low, 'DAILY_WAGE', { action: 'terminate', contractId: lower.contract.id })).rejects.toMatchObject({
      errorCode: 'contract.not.found',
    });
  });

  it('terminating a contract ends every contract below it that depended on it, so no team is paid for twice', async () => {
    const chainTop = await createMember(db, 'ag_ct', { type: 1, paymentPassword: '123456' }, NOW);
    const a = await createMember(db, 'ag_ca', { type: 1, paymentPassword: '123456', uplineId: chainTop.id }, NOW);
    const b = await createMember(db, 'ag_cb', { type: 1, paymentPassword: '123456', uplineId: a.id }, NOW);
    const c = await createMember(db, 'ag_cc', { type: 1, paymentPassword: '123456', uplineId: b.id }, NOW);
    const player = await createMember(db, 'ag_cp', { uplineId: c.id }, NOW);
    await fund(player, 100_000n);
    const chain = [
      [chainTop, a, '3'],
      [a, b, '2'],
      [b, c, '1'],
    ] as const;
    const ids: number[] = [];
    for (const [from, to, rate] of chain) {
      const offered = await offer(from, to, 'DAILY_WAGE', rate);
      ids.push((await act(to, 'DAILY_WAGE', { action: 'accept', contractId: offered.contract.id })).contract.id);
    }
    const done = await act(chainTop, 'DAILY_WAGE', { action: 'terminate', contractId: ids[0] ?? 0 }, at(HOUR));
    expect(done.contract.state).toBe('TERMINATED');
    expect(done.terminated.map((x) => [x.upline, x.agent, x.state])).toEqual([
      ['ag_ca', 'ag_cb', 'TERMINATED'],
      ['ag_cb', 'ag_cc', 'TERMINATED'],
    ]);
    expect(done.terminated[0]?.history.at(-1)?.note).toBe('the contract above it (ag_ct → ag_ca) was terminated');
    // The team's bets after the termination earn nobody a wage: b and c had nothing left above them.
    await bet(player, at(2 * HOUR), 10_000n, 0n);
    const before = await Promise.all([a, b, c].map(main));
    await settleContracts(db, at(2 * DAY), ['DAILY_WAGE']);
    expect(await Promise.all([a, b, c].map(main))).toEqual(before);
  });

  it('resumes after a crash halfway through hourly periods without paying any twice', async () => {
    const start = at(3 * DAY);
    const offered = await offer(top, mid, 'HOURLY_WAGE', '10', { minActiveMembers: 1 });
    await act(mid, 'HOURLY_WAGE', { action: 'accept', contractId: offered.contract.id }, start);
    await bet(p1, new Date(start.getTime() + 10 * 60_000), 10_000n, 0n);
    await bet(p3, new Date(start.getTime() + HOUR + 60_000), 20_000n, 0n);
    const before = await main(mid);
    let calls = 0;
    const crash = () => {
      calls += 1;
      if (calls === 2) throw new Error('crash');
    };
    await expect(
      settleContracts(db, new Date(start.getTime() + 3 * HOUR), ['HOURLY_WAGE'], { afterPayment: crash }),
    ).rejects.toThrow('crash');
    expect(await main(mid)).toBe(before + 1_000n); // first hour paid, second rolled back
    await settleContracts(db, new Date(start.getTime() + 3 * HOUR), ['HOURLY_WAGE']);
    await settleContracts(db, new Date(start.getTime() + 3 * HOUR), ['HOURLY_WAGE']);
    expect(await main(mid)).toBe(before + 3_000n);
    const rows = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM agent_settlements WHERE kind = 'HOURLY_WAGE' AND agent_id = $1",
      [mid.id],
    );
    expect(rows[0]?.n).toBe(3); // two busy hours and one quiet
  });

  it("pays real-time salary per 5 minutes and a weekly dividend on the team's loss only", async () => {
    const start = at(7 * DAY); // the next Monday, 10:00 Manila
    const rt = await offer(top, mid, 'REALTIME_SALARY', '1', { minActiveMembers: 1 });
    await act(mid, 'REALTIME_SALARY', { action: 'accept', contractId: rt.contract.id }, start);
    const dv = await offer(top, mid, 'DIVIDEND', '20', { periodType: 'W' });
    await act(mid, 'DIVIDEND', { action: 'accept', contractId: dv.contract.id }, start);
    await bet(p1, new Date(start.getTime() + 6 * 60_000), 50_000n, 0n); // the team loses 500.00
    await bet(p2, new Date(start.getTime() + 2 * DAY), 10_000n, 30_000n); // and wins 200.00 later in the week
    const before = await main(mid);
    expect(await settleContracts(db, new Date(start.getTime() + HOUR), ['REALTIME_SALARY'])).toBe(12);
    expect(await settleContracts(db, new Date(start.getTime() + HOUR), ['REALTIME_SALARY'])).toBe(0);
    expect(await main(mid)).toBe(before + 500n);
    await settleContracts(db, new Date(start.getTime() + 7 * DAY), ['DIVIDEND']);
    expect(await main(mid)).toBe(before + 500n + 6_000n); // 20 % of the week's loss of 300.00
    await expect(offer(top, mid, 'DIVIDEND', '5', { periodType: 'H' })).rejects.toMatchObject({
      errorCode: 'request.param.err',
    });
    expect(outsider.uplineId).toBeNull();
  });
  it("carries the dividend's net result between periods, and counts an open ticket in the period its draw settles it", async () => {
    const start = at(20 * DAY);
    const divTop = await createMember(db, 'ag_dt', { type: 1, paymentPassword: '123456' }, NOW);
    const agent = await createMember(db, 'ag_da', { type: 1, paymentPassword: '123456', uplineId: divTop.id }, NOW);
    const player = await createMember(db, 'ag_dp', { uplineId: agent.id }, NOW);
    await fund(player, 100_000n);
    const dv = await offer(divTop, agent, 'DIVIDEND', '10', { periodType: 'D' });
    await act(agent, 'DIVIDEND', { action: 'accept', contractId: dv.contract.id }, start);
    const before = await main(agent);
    await bet(player, new Date(start.getTime() + HOUR), 10_000n, 20_000n); // day 0: the team wins 100.00
    await bet(player, new Date(start.getTime() + DAY), 30_000n, 0n); // day 1: loses 300.00, net −200.00 since the last payment
    await settleContracts(db, new Date(start.getTime() + 2 * DAY), ['DIVIDEND']);
    expect(await main(agent)).toBe(before + 2_000n); // 10 % of 200.00, not of 300.00
    // Day 2: a ticket bought but not drawn by the day's settlement; it settles (lost) on day 3.
    const ticket = await placeOpenBet({ db, now: new Date(start.getTime() + 2 * DAY) }, player, {
      wallet: MAIN,
      game: { category: 'ELOTT', vendor: 'TCG', gameCode: '5D1', gameName: '5D' },
      stake: 5_000n,
      idempotencyKey: 'agents-open-ticket',
      detail: {},
    });
    await settleContracts(db, new Date(start.getTime() + 3 * DAY), ['DIVIDEND']);
    expect(await main(agent)).toBe(before + 2_000n);
    await settleOpenBet(db, new Date(start.getTime() + 3 * DAY + HOUR), ticket.betId, 0n);
    await settleContracts(db, new Date(start.getTime() + 4 * DAY), ['DIVIDEND']);
    expect(await main(agent)).toBe(before + 2_500n); // 10 % of the ticket's 50.00, in the period it settled in
    const carries = await db.query<{ carry: string }>(
      'SELECT carry::text AS carry FROM agent_settlements WHERE contract_id = $1 ORDER BY period_start',
      [dv.contract.id],
    );
    expect(carries.map((r) => r.carry)).toEqual(['10000', '0', '0', '0']);
  });
});
