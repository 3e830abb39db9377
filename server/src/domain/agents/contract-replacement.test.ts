/**
 * Issue 25 finding 1: a contract that replaces another starts where the replaced one stopped
 * settling, so no loss is paid twice (short → long period), none is skipped with its wins (long →
 * short), and a loss carried forward is counted once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { testBackends } from '../../db/test-databases.ts';
import { openAgentMoney, settlementsOf, type AgentMoney } from '../../test-support/agent-money.ts';
import type { Member } from '../accounts/member-repository.ts';
import { settleContracts } from './settlement.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Monday 2026-06-01 00:00 in Manila: a week and a month start together.
const MONDAY = Date.parse('2026-05-31T16:00:00Z');
const at = (days: number, hours = 0) => new Date(MONDAY + days * DAY + hours * HOUR);

describe.each(testBackends())('replacing a contract on $name', (backend) => {
  let money: AgentMoney;
  let names = 0;
  /** A fresh top agent, its agent and `players` funded players under the agent. */
  const team = async (players = 1) => {
    const n = ++names;
    const top = await money.member(`rp_top${n}`, null, 1);
    const agent = await money.member(`rp_agent${n}`, top, 1);
    const members: Member[] = [];
    for (let i = 0; i < players; i++) members.push(await money.member(`rp_p${n}_${i}`, agent, 0, 1_000_000n));
    return { top, agent, players: members };
  };
  /** Ends overlap: each agent's settled periods of the kind follow each other without a gap or overlap. */
  const expectContiguous = async (agent: Member) => {
    const rows = await settlementsOf(money.db, agent, 'DIVIDEND');
    for (let i = 1; i < rows.length; i++) expect(rows[i]?.start).toEqual(rows[i - 1]?.end);
    return rows;
  };

  beforeAll(async () => {
    money = await openAgentMoney(backend, at(-30));
  });
  afterAll(() => money.handle.dispose());

  it('daily → weekly: the week does not pay again for the day the daily contract settled', async () => {
    const { top, agent, players } = await team();
    const [player] = players;
    if (!player) throw new Error('no player');
    await money.contract(top, agent, 'DIVIDEND', '10', at(0, 10), { periodType: 'D' });
    await money.bet(player, at(1, 12), 30_000n, 0n); // Tuesday: the team loses 300.00
    await settleContracts(money.db, at(2, 9), ['DIVIDEND']); // Wednesday's run pays Tuesday: 30.00
    expect(await money.main(agent)).toBe(3_000n);
    await money.contract(top, agent, 'DIVIDEND', '10', at(2, 10), { periodType: 'W' });
    await settleContracts(money.db, at(7, 1), ['DIVIDEND']);
    expect(await money.main(agent)).toBe(3_000n); // not 60.00 for a 300.00 loss
    const rows = await expectContiguous(agent);
    expect(rows.at(-1)).toMatchObject({ start: at(2), end: at(7), amount: 0n });
  });

  it('daily → monthly: the month starts after the last settled day, whenever the job runs', async () => {
    const { top, agent, players } = await team();
    const [player] = players;
    if (!player) throw new Error('no player');
    await money.contract(top, agent, 'DIVIDEND', '10', at(0, 10), { periodType: 'D' });
    await money.bet(player, at(1, 12), 30_000n, 0n);
    await money.contract(top, agent, 'DIVIDEND', '10', at(2, 10), { periodType: 'M' }); // before any settlement run
    await money.bet(player, at(9, 12), 10_000n, 0n); // and 100.00 more in the month
    await settleContracts(money.db, at(31), ['DIVIDEND']); // 2026-07-02 Manila: June is over
    expect(await money.main(agent)).toBe(4_000n); // 10 % of 300.00 + 100.00, each once
    const rows = await expectContiguous(agent);
    expect(rows.at(-1)).toMatchObject({ start: at(2), end: at(30), profit: -10_000n, amount: 1_000n });
  });

  it('a loss carried forward below the minimums is paid once by the replacing contract', async () => {
    const { top, agent, players } = await team();
    const [player] = players;
    if (!player) throw new Error('no player');
    await money.contract(top, agent, 'DIVIDEND', '10', at(0, 10), { periodType: 'D', minActiveMembers: 2 });
    await money.bet(player, at(1, 12), 30_000n, 0n); // one active member: carried, not paid
    await settleContracts(money.db, at(2, 9), ['DIVIDEND']);
    expect(await money.main(agent)).toBe(0n);
    await money.contract(top, agent, 'DIVIDEND', '10', at(2, 10), { periodType: 'W' });
    await money.bet(player, at(3, 12), 10_000n, 10_000n); // Thursday: even
    await settleContracts(money.db, at(7, 1), ['DIVIDEND']);
    expect(await money.main(agent)).toBe(3_000n); // the carried 300.00 once, not Tuesday's bets again
  });

  it("weekly → daily: the new contract takes over the week's unsettled days, wins included", async () => {
    const { top, agent, players } = await team();
    const [player] = players;
    if (!player) throw new Error('no player');
    await money.contract(top, agent, 'DIVIDEND', '10', at(0, 10), { periodType: 'W' });
    await money.bet(player, at(7, 12), 10_000n, 20_000n); // Monday of week 2: the team wins 100.00
    await money.contract(top, agent, 'DIVIDEND', '10', at(9, 10), { periodType: 'D' }); // Wednesday
    await money.bet(player, at(10, 12), 30_000n, 0n); // Thursday: loses 300.00
    await settleContracts(money.db, at(14, 1), ['DIVIDEND']);
    expect(await money.main(agent)).toBe(2_000n); // 10 % of the net 200.00 lost, not 30.00
    const rows = await expectContiguous(agent);
    expect(rows.map((row) => row.start)).toContainEqual(at(7));
  });
});
