/**
 * Salary and dividend contracts (spec §4): an upline offers a contract to a direct downline agent;
 * the agent accepts or rejects it; either side terminates an accepted one. Accepting a rate lower
 * than the rate the agent gives one of its own downline agents terminates that downline contract
 * (an agent cannot pay out more than it earns), and everything in force below it; `preview` lists
 * those contracts beforehand. A new accepted contract replaces the agent's previous one of the
 * kind and starts paying where that one stopped (contract-coverage.ts). Terminating a contract
 * ends, in the same transaction, every accepted contract of the kind below it in the tree: the
 * agent's own rate drops to 0, and a downline contract left standing would keep paying a team the
 * house no longer pays the agent for (docs/agents.md). Acceptance and termination lock the
 * upline's contract first (contract-locks.ts), so they cannot race past each other.
 *
 * An offer commits the house's money, so it is confirmed like a payment (docs/security.md "Agent
 * contracts"): the payment password, and a current authenticator code when one is bound (spent in
 * the offer's transaction). A top agent has no contract of its own to cap it: the operator's
 * ceiling (`agent.contractLimits.topAgentMaxRate`) does. An offer above the approval threshold
 * (`approvalAbove`) waits, AWAITING_APPROVAL, until the operator approves it (it becomes OFFERED)
 * or rejects it (contract-approvals.ts).
 */
import type { ContractActionBody, ContractActionResult, ContractKind, ContractList } from '#contract/agent-schemas.ts';

import type { Db } from '../../db/database.ts';
import type { Member } from '../accounts/member-repository.ts';
import { requireModule } from '../accounts/module-flags.ts';
import { matchWithdrawalCode, spendWithdrawalStep } from '../authenticator/authenticator-checks.ts';
import { badParam, refuse } from '../refusal.ts';
import { readSetting, SETTINGS } from '../setting-definitions.ts';
import { verifyPaymentPassword } from '../wallet/payment-password.ts';
import { findDownline, isAgentType, requireAgent } from './agent-tree.ts';
import { coverageStart } from './contract-coverage.ts';
import { lockBelow, lockCeiling, lockOwn } from './contract-locks.ts';
import {
  addEvent,
  contractRows,
  FIXED_PERIOD,
  KIND_MODULE,
  rateFromText,
  rateText,
  toContracts,
  type ContractRow,
} from './contract-rows.ts';
import { positiveOrZero } from './money-input.ts';

/** The operator's limits for `kind` in basis points: a top agent's ceiling and the approval threshold. */
export async function contractLimits(db: Db, kind: ContractKind): Promise<{ topMax: number; approvalAbove: number }> {
  const limits = await readSetting(db, SETTINGS.contractLimits);
  return {
    topMax: rateFromText(limits.topAgentMaxRate[kind]),
    approvalAbove: rateFromText(limits.approvalAbove[kind]),
  };
}

/** The agent's own rate (basis points) for `kind`, or for a top agent (no upline) the operator's ceiling. */
async function ownRate(db: Db, member: Member, kind: ContractKind): Promise<number> {
  if (member.uplineId === null) return (await contractLimits(db, kind)).topMax;
  const rows = await db.query<{ rate_bp: number }>(
    "SELECT rate_bp FROM agent_contracts WHERE agent_id = $1 AND kind = $2 AND state = 'ACCEPTED'",
    [member.id, kind],
  );
  return rows[0]?.rate_bp ?? 0;
}

/** The member's contracts of `kind`: received and offered, newest first, and the ceiling of its offers. */
export async function listContracts(db: Db, member: Member, kind: ContractKind): Promise<ContractList> {
  requireAgent(member);
  // An offer still waiting for the operator is not the agent's to answer yet.
  const received = await contractRows(
    db,
    "c.agent_id = $1 AND c.kind = $2 AND c.state <> 'AWAITING_APPROVAL' ORDER BY c.id DESC LIMIT 50",
    [member.id, kind],
  );
  const offered = await contractRows(db, 'c.upline_id = $1 AND c.kind = $2 ORDER BY c.id DESC LIMIT 200', [
    member.id,
    kind,
  ]);
  const max = await ownRate(db, member, kind);
  const { approvalAbove } = await contractLimits(db, kind);
  return {
    kind,
    received: await toContracts(db, received),
    offered: await toContracts(db, offered),
    maxRate: rateText(max),
    approvalAbove: approvalAbove >= max ? null : rateText(approvalAbove),
  };
}

async function one(db: Db, id: number, kind: ContractKind, forUpdate = false): Promise<ContractRow> {
  const rows = await contractRows(db, `c.id = $1 AND c.kind = $2${forUpdate ? ' FOR UPDATE OF c' : ''}`, [id, kind]);
  return rows[0] ?? refuse('contract.not.found', 'There is no such contract');
}

async function offer(
  db: Db,
  now: Date,
  upline: Member,
  kind: ContractKind,
  body: Extract<ContractActionBody, { action: 'offer' }>,
): Promise<ContractActionResult> {
  const target = await findDownline(db, upline.id, body.username);
  if (target.depth !== 1) refuse('not.downline', 'Contracts are offered to a direct downline only');
  if (!isAgentType(target.type)) refuse('contract.target.not.agent', 'Contracts are offered to agents only');
  const rateBp = rateFromText(body.rate);
  const ceiling = await ownRate(db, upline, kind);
  if (rateBp > ceiling)
    refuse(
      'contract.rate.too.high',
      upline.uplineId === null
        ? `The rate cannot exceed the operator's ceiling (${rateText(ceiling)} %)`
        : `The rate cannot exceed your own (${rateText(ceiling)} %)`,
      { maxRate: rateText(ceiling) },
    );
  const fixed = FIXED_PERIOD[kind];
  if (fixed ? body.periodType !== fixed : body.periodType === 'H') badParam('periodType', `is invalid for ${kind}`);
  const minValidBet = positiveOrZero(body.minValidBet, 'minValidBet');
  if (!body.paymentPassword) badParam('paymentPassword', 'is required');
  await verifyPaymentPassword({ db, now }, upline.id, body.paymentPassword);
  const codeStep = await matchWithdrawalCode(db, upline.id, body.authenticatorCode, now, 'bound');
  const { approvalAbove } = await contractLimits(db, kind);
  const state = rateBp > approvalAbove ? 'AWAITING_APPROVAL' : 'OFFERED';
  return db.transaction(async (tx) => {
    if (codeStep !== null) await spendWithdrawalStep(tx, upline.id, codeStep);
    const pending = await tx.query(
      "SELECT id FROM agent_contracts WHERE agent_id = $1 AND kind = $2 AND state IN ('OFFERED', 'AWAITING_APPROVAL') FOR UPDATE",
      [target.id, kind],
    );
    if (pending.length > 0) refuse('contract.offer.pending', "An offer is already waiting for this agent's answer");
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO agent_contracts (kind, upline_id, agent_id, rate_bp, min_active_members, min_valid_bet, period_type, state, created_at)
       VALUES ($1, $2, $3, $4, $5, $6::bigint, $7, $8, $9) ON CONFLICT DO NOTHING RETURNING id`,
      [kind, upline.id, target.id, rateBp, body.minActiveMembers, minValidBet.toString(), body.periodType, state, now],
    );
    const id = rows[0]?.id;
    // A parallel offer to the same agent inserted first (the one-open-offer index).
    if (id === undefined)
      return refuse('contract.offer.pending', "An offer is already waiting for this agent's answer");
    await addEvent(tx, id, state, upline.id, state === 'AWAITING_APPROVAL' ? 'waits for the operator' : null, now);
    const [contract] = await toContracts(tx, [await one(tx, id, kind)]);
    if (!contract) throw new Error('contract vanished');
    return { contract, terminated: [] };
  });
}

async function terminateRows(
  tx: Db,
  rows: readonly ContractRow[],
  byMemberId: number | null,
  note: string,
  now: Date,
): Promise<void> {
  for (const row of rows) {
    await tx.query("UPDATE agent_contracts SET state = 'TERMINATED', ended_at = $2 WHERE id = $1", [row.id, now]);
    await addEvent(tx, row.id, 'TERMINATED', byMemberId, note, now);
  }
}

async function answer(
  tx: Db,
  id: number,
  kind: ContractKind,
  terminated: readonly ContractRow[],
): Promise<ContractActionResult> {
  const [contract] = await toContracts(tx, [await one(tx, id, kind)]);
  if (!contract) throw new Error('contract vanished');
  const ended = await toContracts(
    tx,
    await contractRows(tx, 'c.id = ANY($1::int[]) ORDER BY c.id', [terminated.map((row) => row.id)]),
  );
  return { contract, terminated: ended };
}

/**
 * What accepting `row` ends below its agent (locked, after the agent's own contract): the contracts
 * the agent gives at a rate above the new one, and every contract in force below those, whose
 * agents lose their own contract.
 */
async function undercut(tx: Db, row: ContractRow): Promise<{ direct: ContractRow[]; below: ContractRow[] }> {
  const direct = await contractRows(
    tx,
    "c.upline_id = $1 AND c.kind = $2 AND c.state = 'ACCEPTED' AND c.rate_bp > $3 ORDER BY c.id FOR UPDATE OF c",
    [row.agent_id, row.kind, row.rate_bp],
  );
  const below = await lockBelow(
    tx,
    direct.map((c) => c.agent_id),
    row.kind,
  );
  return { direct, below };
}

/** Runs one of the contract actions for `member` (docs/contract.md §12). */
export async function contractAction(
  db: Db,
  now: Date,
  member: Member,
  kind: ContractKind,
  body: ContractActionBody,
): Promise<ContractActionResult> {
  requireAgent(member);
  await requireModule(db, KIND_MODULE[kind]);
  if (body.action === 'offer') return offer(db, now, member, kind, body);
  return db.transaction(async (tx) => {
    const row = await one(tx, body.contractId, kind, true);
    const isAgent = row.agent_id === member.id;
    if (!isAgent && row.upline_id !== member.id) refuse('contract.not.found', 'There is no such contract');
    if (body.action === 'terminate') {
      if (row.state !== 'ACCEPTED') refuse('contract.state.invalid', 'Only a contract in force can be terminated');
      await terminateRows(tx, [row], member.id, isAgent ? 'terminated by the agent' : 'terminated by the upline', now);
      // Locked while this contract is: an acceptance below that got here first is ended too.
      const below = await lockBelow(tx, [row.agent_id], kind);
      await terminateRows(
        tx,
        below,
        member.id,
        `the contract above it (${row.upline} → ${row.agent}) was terminated`,
        now,
      );
      return answer(tx, row.id, kind, below);
    }
    if (!isAgent) refuse('contract.not.found', 'There is no such contract');
    if (row.state !== 'OFFERED') refuse('contract.state.invalid', 'This offer was already answered');
    if (body.action === 'reject') {
      await tx.query("UPDATE agent_contracts SET state = 'REJECTED', ended_at = $2 WHERE id = $1", [row.id, now]);
      await addEvent(tx, row.id, 'REJECTED', member.id, null, now);
      return answer(tx, row.id, kind, []);
    }
    // Upline first, then the agent's own contract, then below it: the order every action locks in.
    // The upline's rate may have dropped since the offer, or its contract ended.
    // A top upline's ceiling is the operator's, read now: lowered since the offer, it holds.
    const ceiling = (await lockCeiling(tx, row.upline_id, kind)) ?? (await contractLimits(tx, kind)).topMax;
    const previous = await lockOwn(tx, member.id, kind);
    const { direct, below } = await undercut(tx, row);
    const affected = [...direct, ...below];
    if (body.action === 'preview') {
      const [contract] = await toContracts(tx, [row]);
      if (!contract) throw new Error('contract vanished');
      return { contract, terminated: await toContracts(tx, affected) };
    }
    if (row.rate_bp > ceiling) refuse('contract.rate.too.high', 'The upline can no longer give this rate');
    await terminateRows(tx, previous, member.id, 'replaced by a new contract', now);
    await terminateRows(tx, direct, member.id, `the upline accepted a lower rate (${rateText(row.rate_bp)} %)`, now);
    await terminateRows(tx, below, member.id, 'the contract above it was terminated (a lower rate)', now);
    const startsAt = await coverageStart(tx, member.id, kind, row.period_type, now);
    await tx.query("UPDATE agent_contracts SET state = 'ACCEPTED', accepted_at = $2, starts_at = $3 WHERE id = $1", [
      row.id,
      now,
      startsAt,
    ]);
    await addEvent(tx, row.id, 'ACCEPTED', member.id, null, now);
    return answer(tx, row.id, kind, affected);
  });
}
