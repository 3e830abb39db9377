/** Operator actions on rewards (admin API and CLI): grant a reward to a member, list rewards. */
import type { Reward } from '#contract/reward-schemas.ts';

import type { Db } from '../../db/database.ts';
import { findMemberByUsername } from '../accounts/member-repository.ts';
import { OperatorError } from '../operator-error.ts';
import { parseAmount } from '../wallet/money.ts';
import { REWARD_COLUMNS, REWARD_FROM, toReward, type RewardRow } from './rewards.ts';

export interface RewardGrant {
  username: string;
  title: string;
  amount: string;
  /** Days until it expires (0 < days ≤ 365); absent: never expires. */
  validDays?: number | undefined;
}

export interface OperatorReward extends Reward {
  username: string;
}

const MAX_REWARD_MINOR = 100_000_000n;

async function grantReward(db: Db, grant: RewardGrant, now = new Date()): Promise<OperatorReward> {
  const member = await findMemberByUsername(db, grant.username);
  if (!member) throw new OperatorError('not.found', `no account ${grant.username}`);
  const title = grant.title.trim();
  if (title.length < 1 || title.length > 100) throw new OperatorError('invalid', 'the title needs 1 to 100 characters');
  const amount = parseAmount(grant.amount.trim());
  if (amount === null || amount === 0n || amount > MAX_REWARD_MINOR)
    throw new OperatorError('invalid', `not an amount between 0.01 and 1000000.00: ${grant.amount}`);
  const days = grant.validDays;
  if (days !== undefined && (!Number.isInteger(days) || days < 1 || days > 365))
    throw new OperatorError('invalid', 'days must be a whole number from 1 to 365');
  const expiresAt = days === undefined ? null : new Date(now.getTime() + days * 86_400_000);
  const inserted = await db.query<{ id: number }>(
    'INSERT INTO rewards (member_id, title, amount, created_at, expires_at) VALUES ($1, $2, $3::bigint, $4, $5) RETURNING id',
    [member.id, title, amount.toString(), now, expiresAt],
  );
  const id = inserted[0]?.id;
  if (id === undefined) throw new Error('reward was not inserted');
  return {
    ...toReward(
      {
        id,
        member_id: member.id,
        title,
        amount: amount.toString(),
        created_at: now,
        expires_at: expiresAt,
        claimed_at: null,
        reference: null,
      },
      now,
    ),
    username: member.username,
  };
}

async function listRewards(db: Db, username?: string, now = new Date()): Promise<OperatorReward[]> {
  const rows = await db.query<RewardRow & { username: string }>(
    `SELECT ${REWARD_COLUMNS}, m.username FROM ${REWARD_FROM} JOIN members m ON m.id = r.member_id
     WHERE $1::text IS NULL OR lower(m.username) = lower($1) ORDER BY r.created_at DESC, r.id DESC LIMIT 200`,
    [username?.trim() || null],
  );
  return rows.map((row) => ({ ...toReward(row, now), username: row.username }));
}

export const rewardOperatorActions = { grantReward, listRewards };
