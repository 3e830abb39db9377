/**
 * The operator's word on contract offers above `agent.contractLimits.approvalAbove` (docs/security.md
 * "Agent contracts"): such an offer waits AWAITING_APPROVAL, hidden from its agent, until the
 * operator approves it (it becomes OFFERED and the agent may accept it) or rejects it. The row is
 * locked for the decision, so an approval and a rejection cannot both land.
 */
import type { Contract } from '#contract/agent-schemas.ts';

import type { Db } from '../../db/database.ts';
import { OperatorError } from '../operator-error.ts';
import { addEvent, contractRows, toContracts } from './contract-rows.ts';

/** Offers waiting for the operator, oldest first. */
export async function awaitingApproval(db: Db): Promise<Contract[]> {
  return toContracts(db, await contractRows(db, "c.state = 'AWAITING_APPROVAL' ORDER BY c.id LIMIT 200", []));
}

/** Approves (→ OFFERED) or rejects (→ REJECTED) an offer waiting for the operator. */
export async function decideContract(
  db: Db,
  input: { id: number; decision: 'approve' | 'reject'; note?: string | undefined },
  now: Date,
): Promise<Contract> {
  return db.transaction(async (tx) => {
    const [row] = await contractRows(tx, 'c.id = $1 FOR UPDATE OF c', [input.id]);
    if (!row) throw new OperatorError('not.found', `no contract ${input.id}`);
    if (row.state !== 'AWAITING_APPROVAL')
      throw new OperatorError('invalid', `contract ${input.id} is ${row.state}, not awaiting approval`);
    const state = input.decision === 'approve' ? 'OFFERED' : 'REJECTED';
    await tx.query(
      `UPDATE agent_contracts SET state = $2${state === 'REJECTED' ? ', ended_at = $3' : ''} WHERE id = $1`,
      [row.id, state, ...(state === 'REJECTED' ? [now] : [])],
    );
    const note = input.note?.trim() || (state === 'OFFERED' ? 'approved by the operator' : 'rejected by the operator');
    await addEvent(tx, row.id, state, null, note, now);
    const [contract] = await toContracts(tx, await contractRows(tx, 'c.id = $1', [row.id]));
    if (!contract) throw new Error('contract vanished');
    return contract;
  });
}
