/**
 * Agent demo data (seed version 7): a tree under agent01 with contracts and a few settled bets, so
 * the agent centre shows something. Accounts are inserted only when missing; money moves under
 * fixed idempotency keys, so a second run changes nothing. Every contract keeps to its upline's
 * ceiling, as an offer must (the operator's `agent.contractLimits.topAgentMaxRate` for agent01's,
 * the upline's own rate below it); version 15 brings an older demo's 1.00 % daily wage down to it.
 *
 *   agent01 (top agent, payment password 123456); every account here gets 500.00
 *   ├── demo01 (player)
 *   └── agent02 (agent, Agent1234): daily wage 0.80 % and weekly dividend 20 % (3 active members) from agent01, hourly wage offered
 *       ├── player02 (player, Player1234)
 *       └── agent03 (agent, Agent1234): daily wage 0.80 % from agent02
 *           └── player03 (player, Player1234)
 */
import { CONTRACT_KINDS, type ContractKind } from '#contract/agent-schemas.ts';

import type { Db } from '../db/database.ts';
import { findMemberByUsername, insertMember, type Member } from '../domain/accounts/member-repository.ts';
import { hashPassword } from '../domain/accounts/password-hash.ts';
import { addEvent } from '../domain/agents/contract-rows.ts';
import { contractLimits } from '../domain/agents/contracts.ts';
import { placeBet } from '../domain/bets/instant-bets.ts';
import { idempotent } from '../domain/wallet/idempotency.ts';
import { MAIN, memberAccount, systemAccount } from '../domain/wallet/ledger-accounts.ts';
import { postTransaction } from '../domain/wallet/ledger.ts';

export const AGENT_DEMO_ACCOUNTS = [
  { username: 'agent02', password: 'Agent1234', role: 'agent under agent01, with contracts' },
  { username: 'player02', password: 'Player1234', role: 'player under agent02' },
  { username: 'agent03', password: 'Agent1234', role: 'agent under agent02' },
  { username: 'player03', password: 'Player1234', role: 'player under agent03' },
] as const;

/** agent02's daily wage from agent01: the default top-agent ceiling, 0.80 % (versions 7–14 gave 1.00 %). */
const DAILY_WAGE_BP = 80;

// The built-in slot as the games catalogue names it (seed version 5).
const GAME = { category: 'RNG', vendor: 'TALA', gameCode: 'TALA-SLOT', gameName: 'Tala Fortune' };

// scrypt is slow on purpose: hash each demo password once per run.
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string): Promise<string> => {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
};

async function ensureMember(
  tx: Db,
  now: Date,
  username: string,
  password: string,
  type: number,
  upline: Member,
): Promise<Member> {
  const found = await findMemberByUsername(tx, username);
  if (found) return found;
  await insertMember(
    tx,
    {
      username,
      passwordHash: await hashOnce(password),
      type,
      uplineId: upline.id,
      firstLoginAt: now,
      registration: { registerMethod: 'AGENT' },
    },
    now,
  );
  const member = await findMemberByUsername(tx, username);
  if (!member) throw new Error(`${username} was not created`);
  return member;
}

async function credit(tx: Db, now: Date, member: Member, amount: bigint): Promise<void> {
  const key = `seed:agents:opening:${member.username}`;
  await idempotent(
    { db: tx, now },
    { memberId: member.id, key, scope: 'adjust', body: { amount: amount.toString() } },
    async (inner, hash) => {
      await postTransaction(inner, now, {
        type: 'ADJUSTMENT',
        memberId: member.id,
        idempotency: { key, hash },
        postings: [
          { account: await systemAccount(inner, 'ADJUST'), amount: -amount },
          { account: await memberAccount(inner, member.id, MAIN), amount },
        ],
      });
      // Stored as the key's answer (a null answer would read as "still processing").
      return { credited: amount.toString() };
    },
  );
}

/** What `upline` may give for `kind` (basis points): the operator's ceiling for a top agent, else its own rate. */
async function ceilingOf(tx: Db, upline: Member, kind: ContractKind): Promise<number> {
  if (upline.uplineId === null) return (await contractLimits(tx, kind)).topMax;
  const own = await tx.query<{ rate_bp: number }>(
    "SELECT rate_bp FROM agent_contracts WHERE agent_id = $1 AND kind = $2 AND state = 'ACCEPTED'",
    [upline.id, kind],
  );
  return own[0]?.rate_bp ?? 0;
}

async function contract(
  tx: Db,
  now: Date,
  upline: Member,
  agent: Member,
  kind: ContractKind,
  wantedBp: number,
  periodType: string,
  accepted: boolean,
  minActive = 1,
): Promise<void> {
  // An operator who lowered the ceiling before the demo was seeded gets contracts within it too.
  const rateBp = Math.min(wantedBp, await ceilingOf(tx, upline, kind));
  const exists = await tx.query('SELECT 1 FROM agent_contracts WHERE upline_id = $1 AND agent_id = $2 AND kind = $3', [
    upline.id,
    agent.id,
    kind,
  ]);
  if (exists.length > 0) return;
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO agent_contracts (kind, upline_id, agent_id, rate_bp, min_active_members, min_valid_bet, period_type, state, created_at, accepted_at)
     VALUES ($1, $2, $3, $4, $9, 0, $5, $6, $7, $8) RETURNING id`,
    [
      kind,
      upline.id,
      agent.id,
      rateBp,
      periodType,
      accepted ? 'ACCEPTED' : 'OFFERED',
      now,
      accepted ? now : null,
      minActive,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) return;
  await addEvent(tx, id, 'OFFERED', upline.id, null, now);
  if (accepted) await addEvent(tx, id, 'ACCEPTED', agent.id, null, now);
}

export async function seedAgents(tx: Db, now: Date): Promise<void> {
  const top = await findMemberByUsername(tx, 'agent01');
  if (!top) return;
  await tx.query('UPDATE members SET payment_password_hash = $2 WHERE id = $1 AND payment_password_hash IS NULL', [
    top.id,
    await hashOnce('123456'),
  ]);
  const agent02 = await ensureMember(tx, now, 'agent02', 'Agent1234', 1, top);
  const player02 = await ensureMember(tx, now, 'player02', 'Player1234', 0, agent02);
  const agent03 = await ensureMember(tx, now, 'agent03', 'Agent1234', 1, agent02);
  const player03 = await ensureMember(tx, now, 'player03', 'Player1234', 0, agent03);
  for (const member of [top, agent02, player02, agent03, player03]) await credit(tx, now, member, 50_000n);
  await contract(tx, now, top, agent02, 'DAILY_WAGE', DAILY_WAGE_BP, 'D', true);
  // The dividend needs 3 active members: the demo team has 2 until someone else plays.
  await contract(tx, now, top, agent02, 'DIVIDEND', 2_000, 'W', true, 3);
  await contract(tx, now, top, agent02, 'HOURLY_WAGE', 50, 'H', false);
  await contract(tx, now, agent02, agent03, 'DAILY_WAGE', 80, 'D', true);
  // A few settled rounds: player02 loses 60.00 on 100.00, player03 wins 15.00 on 50.00.
  const rounds: [Member, bigint, bigint][] = [
    [player02, 5_000n, 0n],
    [player02, 5_000n, 4_000n],
    [player03, 5_000n, 6_500n],
  ];
  for (const [index, [member, stake, win]] of rounds.entries()) {
    await placeBet({ db: tx, now }, member, {
      wallet: MAIN,
      game: GAME,
      stake,
      win,
      idempotencyKey: `seed-agents-round-${index + 1}`,
      detail: { seeded: true },
    });
  }
}

/**
 * Version 15: the demo tree's contracts down to their uplines' ceilings, top down (agent01 →
 * agent02 → agent03), where an older seed left one above (agent02's daily wage of 1.00 %, above the
 * 0.80 % top-agent ceiling). Nothing within its ceiling changes.
 */
export async function seedContractCeilings(tx: Db): Promise<void> {
  let upline = await findMemberByUsername(tx, 'agent01');
  for (const username of ['agent02', 'agent03']) {
    const agent = await findMemberByUsername(tx, username);
    if (!upline || !agent || agent.uplineId !== upline.id) return;
    for (const kind of CONTRACT_KINDS) {
      await tx.query(
        `UPDATE agent_contracts SET rate_bp = $4
         WHERE upline_id = $1 AND agent_id = $2 AND kind = $3 AND state IN ('ACCEPTED', 'OFFERED') AND rate_bp > $4`,
        [upline.id, agent.id, kind, await ceilingOf(tx, upline, kind)],
      );
    }
    upline = agent;
  }
}
