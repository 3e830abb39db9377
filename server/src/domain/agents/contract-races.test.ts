/**
 * Issue 25 finding 2: ending an upline's contract and its downline accepting an offer must not race
 * past each other. After any mix of the two, no contract in force may have an upline (other than a
 * top agent) without a contract of the kind in force at a rate at least as high: such a contract
 * would keep the house paying a team it no longer pays the upline for. On PostgreSQL the calls
 * really run at once (a pg Pool); each scenario is tried several times.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { testBackends } from '../../db/test-databases.ts';
import { openAgentMoney, type AgentMoney } from '../../test-support/agent-money.ts';
import type { Member } from '../accounts/member-repository.ts';
import { Refusal } from '../refusal.ts';

const TRIES = 12;
const NOW = new Date('2026-06-15T02:00:00Z');

/** Contracts in force to agents $1 whose upline is not a top agent and has no contract in force of the kind at a rate ≥ theirs. */
const ORPHANS = `SELECT c.id FROM agent_contracts c JOIN members u ON u.id = c.upline_id
  WHERE c.agent_id = ANY($1::int[]) AND c.state = 'ACCEPTED' AND u.upline_id IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM agent_contracts p WHERE p.agent_id = c.upline_id AND p.kind = c.kind AND p.state = 'ACCEPTED' AND p.rate_bp >= c.rate_bp)`;

/** 'ok' or the refusal code of each call; anything else fails the test. */
const outcomes = async (calls: Promise<unknown>[]) =>
  (await Promise.allSettled(calls)).map((result) => {
    if (result.status === 'fulfilled') return 'ok';
    if (result.reason instanceof Refusal) return result.reason.errorCode;
    throw result.reason;
  });

describe.each(testBackends())('contract races on $name', (backend) => {
  let money: AgentMoney;
  let chains = 0;
  /** top → a → b → c (agents), each link's contract `rates[i]` % accepted unless the rate is null. */
  const chain = async (rates: (string | null)[]) => {
    const n = ++chains;
    const members: Member[] = [await money.member(`rc_top${n}`, null, 1)];
    const ids: number[] = [];
    for (const [i, rate] of rates.entries()) {
      const upline = members[i];
      if (!upline) throw new Error('no upline');
      const agent = await money.member(`rc_${n}_${i}`, upline, 1);
      members.push(agent);
      if (rate !== null) ids.push(await money.contract(upline, agent, 'DAILY_WAGE', rate, NOW));
    }
    return { members, ids };
  };
  const offer = async (from: Member, to: Member, rate: string) =>
    (
      await money.act(
        from,
        'DAILY_WAGE',
        { action: 'offer', username: to.username, rate, minActiveMembers: 1, minValidBet: '0', periodType: 'D' },
        NOW,
      )
    ).contract.id;
  const orphans = async (members: Member[]) =>
    (await money.db.query<{ id: number }>(ORPHANS, [members.map((m) => m.id)])).map((row) => row.id);

  beforeAll(async () => {
    money = await openAgentMoney(backend, NOW);
  });
  afterAll(() => money.handle.dispose());

  it("terminating an upline's contract and its downline accepting an offer never leave the downline a contract", async () => {
    const seen = new Set<string>();
    const broken: number[] = [];
    for (let i = 0; i < TRIES; i++) {
      const { members, ids } = await chain(['3']);
      const [top, mid] = members;
      const low = await money.member(`rc_low${i}`, mid ?? null, 1);
      if (!top || !mid) throw new Error('no chain');
      const pending = await offer(mid, low, '2');
      const answers = await outcomes([
        money.act(top, 'DAILY_WAGE', { action: 'terminate', contractId: ids[0] ?? 0 }, NOW),
        money.act(low, 'DAILY_WAGE', { action: 'accept', contractId: pending }, NOW),
      ]);
      seen.add(answers.join(' '));
      broken.push(...(await orphans([...members, low])));
    }
    console.log(
      `[${backend.name}] terminate / accept outcomes: ${[...seen].join(', ')}; broken ${broken.length}/${TRIES}`,
    );
    expect(broken).toEqual([]);
  });

  it('the same two levels further down: the termination reaches an acceptance below its first level', async () => {
    const broken: number[] = [];
    for (let i = 0; i < TRIES; i++) {
      const { members, ids } = await chain(['3', '2']);
      const [top, , b] = members;
      if (!top || !b) throw new Error('no chain');
      const c = await money.member(`rc_deep${i}`, b, 1);
      const pending = await offer(b, c, '1');
      await outcomes([
        money.act(top, 'DAILY_WAGE', { action: 'terminate', contractId: ids[0] ?? 0 }, NOW),
        money.act(c, 'DAILY_WAGE', { action: 'accept', contractId: pending }, NOW),
      ]);
      broken.push(...(await orphans([...members, c])));
    }
    console.log(`[${backend.name}] two levels down, broken ${broken.length}/${TRIES}`);
    expect(broken).toEqual([]);
  });

  it('accepting a lower rate and a downline accepting a rate above it never leave the downline the higher rate', async () => {
    const broken: number[] = [];
    for (let i = 0; i < TRIES; i++) {
      const { members } = await chain(['3']);
      const [top, mid] = members;
      if (!top || !mid) throw new Error('no chain');
      const low = await money.member(`rc_under${i}`, mid, 1);
      const lower = await offer(top, mid, '1');
      const pending = await offer(mid, low, '2');
      await outcomes([
        money.act(mid, 'DAILY_WAGE', { action: 'accept', contractId: lower }, NOW),
        money.act(low, 'DAILY_WAGE', { action: 'accept', contractId: pending }, NOW),
      ]);
      broken.push(...(await orphans([...members, low])));
    }
    console.log(`[${backend.name}] lower rate / accept, broken ${broken.length}/${TRIES}`);
    expect(broken).toEqual([]);
  });

  it('accepting a lower rate also ends the contracts below the one it undercuts', async () => {
    const { members, ids } = await chain(['3', '2', '1']);
    const [top, a] = members;
    if (!top || !a) throw new Error('no chain');
    const lower = await offer(top, a, '1.5');
    const preview = await money.act(a, 'DAILY_WAGE', { action: 'preview', contractId: lower }, NOW);
    expect(preview.terminated.map((c) => c.id)).toEqual(ids.slice(1));
    const accepted = await money.act(a, 'DAILY_WAGE', { action: 'accept', contractId: lower }, NOW);
    expect(accepted.terminated.map((c) => [c.id, c.state])).toEqual(ids.slice(1).map((id) => [id, 'TERMINATED']));
    expect(await orphans(members)).toEqual([]);
  });
});
