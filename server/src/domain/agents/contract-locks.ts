/**
 * Row locks that make accepting and terminating contracts serialise on the upline.
 * An agent's contract in force of a kind is its ceiling for the contracts it gives: accepting a
 * downline offer locks it (`lockCeiling`), and everything that ends it (terminate, replace) holds
 * it locked before looking for the contracts below, which it locks level by level from the top
 * (`lockBelow`). Whichever transaction takes the upline's row first wins; the other sees its
 * outcome: an acceptance after a termination finds no ceiling and is refused, a termination after
 * an acceptance finds the new contract and ends it too. Locks are always taken top-down (upline's
 * contract before downline's), so two of these transactions never wait on each other in a circle.
 */
import type { ContractKind } from '#contract/agent-schemas.ts';

import type { Db } from '../../db/database.ts';
import { contractRows, type ContractRow } from './contract-rows.ts';

const IN_FORCE = "c.kind = $2 AND c.state = 'ACCEPTED'";

/**
 * Locks `agentId`'s contract in force of `kind` and returns its rate in basis points: 0 without one,
 * null for a top agent (no upline, no ceiling).
 */
export async function lockCeiling(tx: Db, agentId: number, kind: ContractKind): Promise<number | null> {
  const member = await tx.query<{ upline_id: number | null }>('SELECT upline_id FROM members WHERE id = $1', [agentId]);
  if (member[0]?.upline_id === null) return null;
  // Twice at most: when the contract it waited for was replaced meanwhile, the replacement is a new
  // row this statement's snapshot did not see as in force; the next statement does.
  for (let attempt = 0; attempt < 2; attempt++) {
    const rows = await contractRows(tx, `c.agent_id = $1 AND ${IN_FORCE} FOR UPDATE OF c`, [agentId, kind]);
    if (rows[0]) return rows[0].rate_bp;
  }
  return 0;
}

/** Locks and returns `agentId`'s own contract in force of `kind`, if any. */
export async function lockOwn(tx: Db, agentId: number, kind: ContractKind): Promise<ContractRow[]> {
  return contractRows(tx, `c.agent_id = $1 AND ${IN_FORCE} FOR UPDATE OF c`, [agentId, kind]);
}

/**
 * Locks and returns every contract in force of `kind` given by `agentIds` to their downline agents,
 * and theirs, at any depth: one level at a time, each level read after the one above it is locked
 * (so it sees every acceptance that got the upper lock first), rows of a level in id order.
 */
export async function lockBelow(tx: Db, agentIds: readonly number[], kind: ContractKind): Promise<ContractRow[]> {
  const found: ContractRow[] = [];
  const seen = new Set<number>(agentIds);
  let uplines = [...agentIds];
  while (uplines.length > 0) {
    const level = await contractRows(tx, `c.upline_id = ANY($1::int[]) AND ${IN_FORCE} ORDER BY c.id FOR UPDATE OF c`, [
      uplines,
      kind,
    ]);
    found.push(...level);
    uplines = level.map((row) => row.agent_id).filter((id) => !seen.has(id));
    for (const id of uplines) seen.add(id);
  }
  return found;
}
