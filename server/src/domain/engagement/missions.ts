/**
 * Daily missions (business day, Philippine time) with progress from the `bets` table; a completed
 * mission's reward is claimed once per day (MAIN from BONUS, ledger type `BONUS`), and a weekly
 * leaderboard of valid stake.
 */
import type { Mission } from '#contract/engagement-schemas.ts';
import type { Balance } from '#contract/wallet-schemas.ts';

import type { Db } from '../../db/database.ts';
import { uniqueViolation, type Member } from '../accounts/member-repository.ts';
import { applyBonusRules } from '../bonus/bonus-rules.ts';
import { refuse } from '../refusal.ts';
import { balanceView } from '../wallet/balance-view.ts';
import { idempotent } from '../wallet/idempotency.ts';
import { MAIN, memberAccount, systemAccount } from '../wallet/ledger-accounts.ts';
import { postTransaction } from '../wallet/ledger.ts';
import { requireRealMember, startOfBusinessDay, type MoneyContext } from '../wallet/money-context.ts';
import { formatMoney, minorFromDb } from '../wallet/money.ts';
import { maskUsername } from './winner-board.ts';

type Code = Mission['code'];
const MISSIONS: readonly { code: Code; kind: 'stake' | 'wins'; target: bigint; reward: bigint }[] = [
  { code: 'BET_100', kind: 'stake', target: 10_000n, reward: 500n },
  { code: 'BET_1000', kind: 'stake', target: 100_000n, reward: 2_000n },
  { code: 'WIN_3', kind: 'wins', target: 3n, reward: 1_000n },
];

const dayOf = (now: Date) => new Date(startOfBusinessDay(now).getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

export async function missionList(
  db: Db,
  memberId: number,
  now: Date,
): Promise<{ list: Mission[]; claimable: number }> {
  const from = startOfBusinessDay(now);
  const totals = (
    await db.query<{ stake: string | null; wins: number }>(
      `SELECT SUM(valid_stake)::text AS stake, count(*) FILTER (WHERE win > stake)::int AS wins
     FROM bets WHERE member_id = $1 AND state = 'SETTLED' AND placed_at >= $2 AND placed_at <= $3`,
      [memberId, from, now],
    )
  )[0];
  const claimed = new Set(
    (
      await db.query<{ mission: string }>('SELECT mission FROM mission_claims WHERE member_id = $1 AND day = $2', [
        memberId,
        dayOf(now),
      ])
    ).map((row) => row.mission),
  );
  const list = MISSIONS.map((mission): Mission => {
    const progress = mission.kind === 'stake' ? minorFromDb(totals?.stake ?? '0') : BigInt(totals?.wins ?? 0);
    const status = claimed.has(mission.code) ? 'CLAIMED' : progress >= mission.target ? 'CLAIMABLE' : 'IN_PROGRESS';
    const show = (value: bigint) => (mission.kind === 'stake' ? formatMoney(value) : value.toString());
    return {
      code: mission.code,
      target: show(mission.target),
      progress: show(progress),
      reward: formatMoney(mission.reward),
      status,
    };
  });
  return { list, claimable: list.filter((mission) => mission.status === 'CLAIMABLE').length };
}

export async function claimMission(
  ctx: MoneyContext,
  member: Member,
  code: Code,
  key: string,
): Promise<{ amount: string; balance: Balance }> {
  requireRealMember(member);
  const mission = MISSIONS.find((item) => item.code === code);
  if (!mission) return refuse('mission.not.found', 'No such mission');
  // Parallel claims (other keys) all see the mission unclaimed; the unique (member, mission, day)
  // row lets one through and rolls the others back: they are told it is claimed, not a failure.
  return claimOnce(ctx, member, mission, code, key).catch((error: unknown) => {
    if (uniqueViolation(error) === 'mission_claims_pkey')
      refuse('mission.already.claimed', 'You already claimed this mission today');
    throw error;
  });
}

function claimOnce(
  ctx: MoneyContext,
  member: Member,
  mission: (typeof MISSIONS)[number],
  code: Code,
  key: string,
): Promise<{ amount: string; balance: Balance }> {
  return idempotent(
    ctx,
    { memberId: member.id, key, scope: 'mission', body: { code, day: dayOf(ctx.now) } },
    async (tx, hash) => {
      const status = (await missionList(tx, member.id, ctx.now)).list.find((item) => item.code === code)?.status;
      if (status === 'CLAIMED') refuse('mission.already.claimed', 'You already claimed this mission today');
      if (status !== 'CLAIMABLE') refuse('mission.not.completed', 'This mission is not completed yet');
      await applyBonusRules(tx, 'MISSION', member.id, mission.reward, ctx.now);
      const posted = await postTransaction(tx, ctx.now, {
        type: 'BONUS',
        memberId: member.id,
        idempotency: { key, hash },
        postings: [
          { account: await systemAccount(tx, 'BONUS'), amount: -mission.reward },
          { account: await memberAccount(tx, member.id, MAIN), amount: mission.reward },
        ],
      });
      await tx.query(
        'INSERT INTO mission_claims (member_id, mission, day, amount, ledger_transaction_id, claimed_at) VALUES ($1, $2, $3, $4::bigint, $5, $6)',
        [member.id, code, dayOf(ctx.now), mission.reward.toString(), posted.id, ctx.now],
      );
      return { amount: formatMoney(mission.reward), balance: await balanceView(tx, member.id) };
    },
  );
}

/** This week's (last 7 days) top 10 members by valid stake. */
export async function missionLeaderboard(
  db: Db,
  now: Date,
): Promise<{ list: { rank: number; username: string; validStake: string }[] }> {
  const rows = await db.query<{ username: string; stake: string }>(
    `SELECT m.username, SUM(b.valid_stake)::text AS stake FROM bets b JOIN members m ON m.id = b.member_id
     WHERE b.state = 'SETTLED' AND b.placed_at > $1 AND b.placed_at <= $2 GROUP BY m.username ORDER BY SUM(b.valid_stake) DESC, m.username LIMIT 10`,
    [new Date(now.getTime() - 7 * 86_400_000), now],
  );
  return {
    list: rows.map((row, index) => ({
      rank: index + 1,
      username: maskUsername(row.username),
      validStake: formatMoney(minorFromDb(row.stake)),
    })),
  };
}
