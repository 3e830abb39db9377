/**
 * Rewards (reward centre): the operator grants an amount to a member; the member claims it once.
 * A claim locks the reward row, refuses a claimed (`reward.claimed`) or expired (`reward.expired`)
 * one, and credits MAIN from the BONUS system account (ledger type BONUS) in the same transaction
 * that marks it claimed. Claims are idempotent on the member's key; a second key finds it claimed.
 */
import type { Reward, RewardClaim, RewardList, RewardState } from '#contract/reward-schemas.ts';

import type { Db } from '../../db/database.ts';
import type { Member } from '../accounts/member-repository.ts';
import { applyBonusRules } from '../bonus/bonus-rules.ts';
import { refuse } from '../refusal.ts';
import { balanceView } from '../wallet/balance-view.ts';
import { idempotent } from '../wallet/idempotency.ts';
import { MAIN, memberAccount, systemAccount } from '../wallet/ledger-accounts.ts';
import { postTransaction } from '../wallet/ledger.ts';
import { requireRealMember, type MoneyContext } from '../wallet/money-context.ts';
import { formatMoney, minorFromDb } from '../wallet/money.ts';

export interface RewardRow {
  id: number;
  member_id: number;
  title: string;
  amount: string;
  created_at: Date;
  expires_at: Date | null;
  claimed_at: Date | null;
  reference: string | null;
}

export const REWARD_COLUMNS = `r.id, r.member_id, r.title, r.amount::text AS amount, r.created_at, r.expires_at, r.claimed_at, t.reference`;
export const REWARD_FROM = 'rewards r LEFT JOIN ledger_transactions t ON t.id = r.claim_transaction_id';

const ms = (value: Date | null) => (value === null ? null : value.getTime());

export function rewardState(row: Pick<RewardRow, 'claimed_at' | 'expires_at'>, now: Date): RewardState {
  if (row.claimed_at !== null) return 'CLAIMED';
  if (row.expires_at !== null && row.expires_at.getTime() <= now.getTime()) return 'EXPIRED';
  return 'CLAIMABLE';
}

export function toReward(row: RewardRow, now: Date): Reward {
  return {
    id: row.id,
    title: row.title,
    amount: formatMoney(minorFromDb(row.amount)),
    state: rewardState(row, now),
    createdAt: ms(row.created_at) ?? 0,
    expiresAt: ms(row.expires_at),
    claimedAt: ms(row.claimed_at),
    reference: row.reference,
  };
}

const ORDER: Record<RewardState, number> = { CLAIMABLE: 0, CLAIMED: 1, EXPIRED: 2 };

/** The member's rewards (the latest 100): claimable first (soonest expiry first), then the rest, newest first. */
export async function memberRewards(db: Db, memberId: number, now: Date): Promise<RewardList> {
  const rows = await db.query<RewardRow>(
    `SELECT ${REWARD_COLUMNS} FROM ${REWARD_FROM} WHERE r.member_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT 100`,
    [memberId],
  );
  const list = rows.map((row) => toReward(row, now));
  const expiry = (reward: Reward) => reward.expiresAt ?? Number.MAX_SAFE_INTEGER;
  list.sort(
    (a, b) =>
      ORDER[a.state] - ORDER[b.state] || (a.state === 'CLAIMABLE' ? expiry(a) - expiry(b) : b.createdAt - a.createdAt),
  );
  return { claimable: list.filter((reward) => reward.state === 'CLAIMABLE').length, list };
}

/** Claims a reward: pays its amount into MAIN once. */
export async function claimReward(
  ctx: MoneyContext,
  member: Member,
  rewardId: number,
  key: string,
): Promise<RewardClaim> {
  requireRealMember(member);
  return idempotent(ctx, { memberId: member.id, key, scope: 'reward', body: { rewardId } }, async (tx, hash) => {
    const locked = await tx.query<{ id: number; amount: string; claimed_at: Date | null; expires_at: Date | null }>(
      'SELECT id, amount::text AS amount, claimed_at, expires_at FROM rewards WHERE id = $1 AND member_id = $2 FOR UPDATE',
      [rewardId, member.id],
    );
    const reward = locked[0];
    if (!reward) return refuse('no.data', 'No such reward');
    const state = rewardState(reward, ctx.now);
    if (state === 'CLAIMED') refuse('reward.claimed', 'This reward was already claimed');
    if (state === 'EXPIRED') refuse('reward.expired', 'This reward has expired');
    const amount = minorFromDb(reward.amount);
    await applyBonusRules(tx, 'REWARD', member.id, amount, ctx.now);
    const posted = await postTransaction(tx, ctx.now, {
      type: 'BONUS',
      memberId: member.id,
      idempotency: { key, hash },
      postings: [
        { account: await systemAccount(tx, 'BONUS'), amount: -amount },
        { account: await memberAccount(tx, member.id, MAIN), amount },
      ],
    });
    await tx.query('UPDATE rewards SET claimed_at = $2, claim_transaction_id = $3 WHERE id = $1', [
      rewardId,
      ctx.now,
      posted.id,
    ]);
    const rows = await tx.query<RewardRow>(`SELECT ${REWARD_COLUMNS} FROM ${REWARD_FROM} WHERE r.id = $1`, [rewardId]);
    const row = rows[0];
    if (!row) throw new Error(`reward ${rewardId} vanished`);
    return { reward: toReward(row, ctx.now), balance: await balanceView(tx, member.id) };
  });
}
