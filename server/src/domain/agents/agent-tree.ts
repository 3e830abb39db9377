/**
 * The agent tree: `members.upline_id` links each member to its upline, at any depth. Team
 * queries walk it with a recursive CTE; every agent call checks that the member it acts on is
 * inside the caller's tree (a refusal, never a silent empty answer).
 */
import { AGENT_TYPES } from '#contract/session-schemas.ts';

import type { Db } from '../../db/database.ts';
import { findMemberByUsername, type Member } from '../accounts/member-repository.ts';
import { refuse } from '../refusal.ts';

/** Descendants of $1 (not $1 itself) with their depth (1 = direct downline). */
export const TEAM_CTE = `WITH RECURSIVE team(id, depth) AS (
  SELECT id, 1 FROM members WHERE upline_id = $1
  UNION ALL
  SELECT m.id, t.depth + 1 FROM members m JOIN team t ON m.upline_id = t.id WHERE t.depth < 1000
)`;

export const isAgentType = (type: number): boolean => AGENT_TYPES.includes(type);

/** Refuses non-agents with `agent.only` ('Non-agents cannot …', spec §6). */
export function requireAgent(member: Pick<Member, 'type'>): void {
  if (!isAgentType(member.type)) refuse('agent.only', 'Only agents can use the agent centre');
}

/** Ids of everyone below `agentId`, at any depth. */
export async function teamIds(db: Db, agentId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(`${TEAM_CTE} SELECT id FROM team`, [agentId]);
  return rows.map((row) => row.id);
}

/** The depth of `memberId` below `agentId` (1 = direct), or null when outside the tree. */
export async function depthBelow(db: Db, agentId: number, memberId: number): Promise<number | null> {
  const rows = await db.query<{ depth: number }>(`${TEAM_CTE} SELECT depth FROM team WHERE id = $2`, [
    agentId,
    memberId,
  ]);
  return rows[0]?.depth ?? null;
}

/** The team member called `username`; `not.downline` when there is none in the caller's tree. */
export async function findDownline(db: Db, agentId: number, username: string): Promise<Member & { depth: number }> {
  const member = await findMemberByUsername(db, username);
  const depth = member ? await depthBelow(db, agentId, member.id) : null;
  if (!member || depth === null) return refuse('not.downline', 'This account is not in your team');
  return { ...member, depth };
}
