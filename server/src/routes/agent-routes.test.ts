import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  ConsolidatedSchema,
  ContractActionResultSchema,
  ContractListSchema,
  DownlinePageSchema,
  MemberProfitPageSchema,
  RegisteredDownlineSchema,
  SettlementPageSchema,
  TeamOverviewSchema,
  TeamTransactionPageSchema,
} from '#contract/agent-schemas.ts';
import { BetPageSchema } from '#contract/bet-schemas.ts';
import { BalanceSchema } from '#contract/wallet-schemas.ts';

import { testBackends } from '../db/test-databases.ts';
import { createJobRunner } from '../jobs/job-runner.ts';
import { platformJobs } from '../jobs/platform-jobs.ts';
import { createPlatformClock } from '../platform-clock.ts';
import { call, encryptedCall, expectOk, expectRefusal } from '../test-support/account-client.ts';
import { createTestPlatform, TEST_MERCHANT, TEST_NOW, type TestPlatform } from '../test-support/test-platform.ts';
import { moneyCall, newKey, tokenFor } from '../test-support/wallet-client.ts';

const DAY = 86_400_000;
const PERIOD = `from=${TEST_NOW.getTime() - DAY}&to=${TEST_NOW.getTime() + DAY}`;

describe.each(testBackends())('agent centre routes on $name', (backend) => {
  let platform: TestPlatform;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    const clock = createPlatformClock({ adjustable: true, base: () => TEST_NOW.getTime() });
    platform = await createTestPlatform(
      { testMode: true },
      {
        backend,
        clock,
        jobs: (db, now) => {
          const runner = createJobRunner(db, now, () => undefined);
          for (const job of platformJobs()) runner.register(job);
          return runner;
        },
      },
    );
    for (const name of ['agent01', 'agent02', 'agent03', 'demo01']) tokens[name] = await tokenFor(platform, name);
  });
  afterAll(() => platform.dispose());

  const get = <T>(who: string, path: string, schema: v.GenericSchema<unknown, T>) =>
    expectOk(moneyCall(platform, tokens[who] ?? '', 'GET', path), schema);
  const contract = (who: string, name: string, body: unknown) =>
    call(platform, 'POST', `/wps/relay/${name}`, body, { token: tokens[who] ?? '' });

  it('answers the consolidated flags: agents see their contract menus, members none', async () => {
    expect(await get('agent02', '/wps/member/info/funds/consolidated', ConsolidatedSchema)).toMatchObject({
      dailysalreqtype: 2,
      divtypereq: 2,
      contracthoursalreq: 1,
      realtimesalreqtype: 0,
      salary: true,
      enableCt: true,
      hourSalary: true,
      realTimeSalary: false,
    });
    expect(await get('agent01', '/wps/member/info/funds/consolidated', ConsolidatedSchema)).toMatchObject({
      salary: true,
      realTimeSalary: true,
    });
    expect(await get('demo01', '/wps/member/info/funds/consolidated', ConsolidatedSchema)).toMatchObject({
      salary: false,
      enableCt: false,
      dailysalreqtype: 0,
    });
    await expectRefusal(call(platform, 'GET', '/wps/member/info/funds/consolidated'), 'login.not.session', 401);
  });

  it('refuses members on every agent endpoint', async () => {
    for (const path of [
      '/wps/agent/team/overview?' + PERIOD,
      '/wps/agent/downlines',
      '/wps/agent/report/bets?' + PERIOD,
      '/wps/relay/MCS2_processDailySalContract',
    ]) {
      await expectRefusal(moneyCall(platform, tokens.demo01 ?? '', 'GET', path), 'agent.only');
    }
    await expectRefusal(
      contract('demo01', 'MCS2_processDividendReq', { action: 'reject', contractId: 1 }),
      'agent.only',
    );
    await expectRefusal(
      encryptedCall(
        platform,
        'POST',
        '/wps/agent/transferDownline',
        { username: 'agent02', amount: '1', paymentPassword: '123456' },
        { token: tokens.demo01 ?? '', headers: { 'Idempotency-Key': newKey() } },
      ),
      'agent.only',
    );
  });

  it("shows the team overview, downline tree and team reports, only inside the caller's tree", async () => {
    const overview = await get('agent01', `/wps/agent/team/overview?${PERIOD}`, TeamOverviewSchema);
    expect(overview).toMatchObject({ teamSize: 5, activeMembers: 2, betCount: 3, stake: '150.00', profit: '-45.00' });
    const direct = await get('agent01', '/wps/agent/downlines', DownlinePageSchema);
    expect(direct.content.map((d) => [d.username, d.level, d.directCount]).sort()).toEqual([
      ['agent02', 1, 2],
      ['demo01', 1, 0],
    ]);
    const below = await get('agent01', '/wps/agent/downlines?parent=agent03', DownlinePageSchema);
    expect(below.content.map((d) => [d.username, d.level, d.upline])).toEqual([['player03', 3, 'agent03']]);
    expect((await get('agent01', '/wps/agent/downlines?search=PLAYER', DownlinePageSchema)).totalCount).toBe(2);
    await expectRefusal(
      moneyCall(platform, tokens.agent02 ?? '', 'GET', '/wps/agent/downlines?parent=agent01'),
      'not.downline',
    );
    const bets = await get('agent02', `/wps/agent/report/bets?${PERIOD}&username=player03`, BetPageSchema);
    expect(bets.content.map((b) => [b.username, b.stake, b.profit])).toEqual([['player03', '50.00', '15.00']]);
    await expectRefusal(
      moneyCall(platform, tokens.agent03 ?? '', 'GET', `/wps/agent/report/bets?${PERIOD}&username=player02`),
      'not.downline',
    );
    const members = await get('agent02', `/wps/agent/report/members?${PERIOD}`, MemberProfitPageSchema);
    expect(members.content.map((m) => [m.username, m.count, m.profit])).toEqual([
      ['player02', 2, '-60.00'],
      ['player03', 1, '15.00'],
    ]);
    const lines = await get('agent03', `/wps/agent/report/transactions?${PERIOD}&type=BET`, TeamTransactionPageSchema);
    expect(lines.content.map((l) => [l.username, l.type, l.amount])).toEqual([
      ['player03', 'BET', '65.00'],
      ['player03', 'BET', '-50.00'],
    ]);
    await expectRefusal(
      moneyCall(platform, tokens.agent01 ?? '', 'GET', '/wps/agent/team/overview'),
      'request.param.err',
      400,
    );
  });

  it('registers a downline and transfers to it with the payment password', async () => {
    const registered = await expectOk(
      encryptedCall(
        platform,
        'PUT',
        '/wps/agent/downline',
        { username: 'agentkid01', password: 'Secret123', confirmPassword: 'Secret123', type: 0 },
        { token: tokens.agent03 ?? '' },
      ),
      RegisteredDownlineSchema,
    );
    expect(registered.username).toBe('agentkid01');
    await expectRefusal(
      encryptedCall(
        platform,
        'PUT',
        '/wps/agent/downline',
        { username: 'agentkid01', password: 'Secret123', confirmPassword: 'Secret123', type: 0 },
        { token: tokens.agent03 ?? '' },
      ),
      'exists.username.err',
    );
    // Issue 25: a sock account's nickname cannot carry terminal escapes either.
    await expectRefusal(
      encryptedCall(
        platform,
        'PUT',
        '/wps/agent/downline',
        {
          username: 'agentkid02',
          password: 'Secret123',
          confirmPassword: 'Secret123',
          type: 0,
          nickname: 'K\u001b[2J',
        },
        { token: tokens.agent03 ?? '' },
      ),
      'text.control.characters',
    );
    const key = newKey();
    const send = (username: string, k = key, paymentPassword = '123456') =>
      encryptedCall(
        platform,
        'POST',
        '/wps/agent/transferDownline',
        { username, amount: '12.34', paymentPassword },
        { token: tokens.agent01 ?? '', headers: { 'Idempotency-Key': k } },
      );
    const balance = await expectOk(send('agentkid01'), BalanceSchema);
    expect(await expectOk(send('agentkid01'), BalanceSchema)).toEqual(balance);
    await expectRefusal(send('verify01', newKey()), 'not.downline');
    await expectRefusal(send('agentkid01', newKey(), '999999'), 'invalid.payment.pw');
    const kid = await get('agent01', '/wps/agent/downlines?search=agentkid01', DownlinePageSchema);
    expect(kid.content[0]).toMatchObject({ username: 'agentkid01', balance: '12.34', level: 3, upline: 'agent03' });
  });

  it("folds and checks a downline's nickname like a member's: NFKC, nothing invisible, no mixed scripts", async () => {
    const register = (username: string, nickname: string) =>
      encryptedCall(
        platform,
        'PUT',
        '/wps/agent/downline',
        { username, password: 'Secret123', confirmPassword: 'Secret123', type: 0, nickname },
        { token: tokens.agent03 ?? '' },
      );
    // Cyrillic а in a Latin name, a zero-width space, a hidden tag text: each refused, naming the field.
    for (const [nickname, code] of [
      ['\u0430dmin', 'name.mixed.scripts'],
      ['Kid\u200BFour', 'text.invisible.characters'],
      ['Kid\u{E0041}\u{E0042}', 'text.invisible.characters'],
    ] as const) {
      expect((await expectRefusal(register('agentkid04', nickname), code)).value).toEqual({ field: 'nickname' });
    }
    // Full-width letters and an ideographic space are stored as the plain name they look like.
    await expectOk(register('agentkid03', 'Ｋｉｄ\u3000Ｔｈｒｅｅ'), RegisteredDownlineSchema);
    const kid = await get('agent03', '/wps/agent/downlines?search=agentkid03', DownlinePageSchema);
    expect(kid.content[0]).toMatchObject({ username: 'agentkid03', nickname: 'Kid Three' });
    // A name wholly in Cyrillic (or Greek) stays a name.
    await expectOk(register('agentkid05', 'Аня'), RegisteredDownlineSchema);
  });

  it('offers, previews, accepts (terminating the higher downline contract) and pays the daily wage once', async () => {
    const offered = await expectOk(
      contract('agent01', 'MCS2_processDailySalContract', {
        action: 'offer',
        username: 'agent02',
        rate: '0.5',
        minActiveMembers: 1,
        minValidBet: '10',
        periodType: 'D',
        paymentPassword: '123456',
      }),
      ContractActionResultSchema,
    );
    expect(offered.contract).toMatchObject({
      state: 'OFFERED',
      rate: '0.50',
      minValidBet: '10.00',
      upline: 'agent01',
      agent: 'agent02',
    });
    const id = offered.contract.id;
    await expectRefusal(
      contract('agent03', 'MCS2_processDailySalContract', { action: 'accept', contractId: id }),
      'contract.not.found',
    );
    await expectRefusal(
      contract('agent01', 'MCS2_processDailySalContract', {
        action: 'offer',
        username: 'player02',
        rate: '1',
        minActiveMembers: 0,
        minValidBet: '0',
        periodType: 'D',
      }),
      'not.downline',
    );
    const preview = await expectOk(
      contract('agent02', 'MCS2_processDailySalContract', { action: 'preview', contractId: id }),
      ContractActionResultSchema,
    );
    expect(preview.terminated.map((c) => [c.agent, c.rate])).toEqual([['agent03', '0.80']]);
    const accepted = await expectOk(
      contract('agent02', 'MCS2_processDailySalContract', { action: 'accept', contractId: id }),
      ContractActionResultSchema,
    );
    expect(accepted.terminated.map((c) => [c.agent, c.state])).toEqual([['agent03', 'TERMINATED']]);
    const list = await get('agent02', '/wps/relay/MCS2_processDailySalContract', ContractListSchema);
    expect(list.received.map((c) => [c.rate, c.state])).toEqual([
      ['0.50', 'ACCEPTED'],
      ['0.80', 'TERMINATED'],
    ]);
    expect(list.maxRate).toBe('0.50');
    for (const name of [
      'MCS2_processDividendReq',
      'MCS2_processContractHourSalary',
      'MCSFE_processRealTimeSalaryContract',
    ]) {
      expect((await get('agent02', `/wps/relay/${name}`, ContractListSchema)).kind).not.toBe('DAILY_WAGE');
    }

    const move = () =>
      platform.request('/wps/test/clock', {
        method: 'POST',
        body: JSON.stringify({ advanceMs: 2 * DAY }),
        headers: { 'Content-Type': 'application/json', Merchant: TEST_MERCHANT },
      });
    expect((await move()).status).toBe(200);
    expect((await move()).status).toBe(200);
    for (const name of ['agent01', 'agent02', 'agent03']) tokens[name] = await tokenFor(platform, name);
    const wages = await get('agent02', '/wps/agent/contract/settlements?kind=DAILY_WAGE', SettlementPageSchema);
    const paid = wages.content.filter((s) => s.amount !== '0.00');
    // Team valid bet 150.00 × 0.5 % = 0.75, paid once; the later days are quiet.
    expect(paid.map((s) => [s.contractId, s.validBet, s.activeMembers, s.amount])).toEqual([[id, '150.00', 2, '0.75']]);
    expect(wages.content.filter((s) => s.contractId === id).length).toBe(4);
    const income = await get(
      'agent02',
      `/wps/agent/report/income?from=${TEST_NOW.getTime() - DAY}&to=${TEST_NOW.getTime() + 10 * DAY}`,
      SettlementPageSchema,
    );
    expect(income.total).toBe('0.75');
    const record = await expectOk(
      moneyCall(platform, tokens.agent02 ?? '', 'GET', '/wps/report/transaction?type=SALARY'),
      v.object({ content: v.array(v.object({ amount: v.string() })) }),
    );
    expect(record.content.map((line) => line.amount)).toEqual(['0.75']);
    await expectRefusal(
      contract('agent03', 'MCS2_processDailySalContract', { action: 'terminate', contractId: id }),
      'contract.not.found',
    );
    expect(
      (
        await expectOk(
          contract('agent01', 'MCS2_processDailySalContract', { action: 'terminate', contractId: id }),
          ContractActionResultSchema,
        )
      ).contract.state,
    ).toBe('TERMINATED');
  });
});
