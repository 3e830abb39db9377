/**
 * Bonus wagering (docs/security.md "Bonus farming"): every bonus paid carries a requirement =
 * bonus × `bonus.wageringMultiplier` (read at the grant, stored with it). Valid stake of settled
 * bets placed after a grant counts toward the grants made before the bet, oldest first; stake
 * beyond what is outstanding is not kept for later grants; a bet whose chance to win is above
 * `bonus.wageringMaxWinChance` (default 70 %) does not count at all. While any requirement is outstanding
 * the member may not withdraw or send money to another member (`withdraw.wagering.required`,
 * with the amount still to wager), so a bonus cannot leave the platform unplayed.
 */
import type { BonusWagering } from '#contract/reward-schemas.ts';

import type { Db } from '../../db/database.ts';
import { refuse } from '../refusal.ts';
import { readSetting, SETTINGS } from '../setting-definitions.ts';
import { formatMoney, minorFromDb } from '../wallet/money.ts';
import type { BonusProgramme } from './bonus-rules.ts';

/** Records a grant's requirement in the claim's own transaction (it commits with the credit). */
export async function recordBonusWagering(
  tx: Db,
  programme: BonusProgramme,
  memberId: number,
  bonus: bigint,
  now: Date,
): Promise<void> {
  const multiplier = BigInt(await readSetting(tx, SETTINGS.wageringMultiplier));
  await tx.query(
    'INSERT INTO bonus_wagering (member_id, programme, bonus, requirement, granted_at) VALUES ($1, $2, $3::bigint, $4::bigint, $5)',
    [memberId, programme, bonus.toString(), (bonus * multiplier).toString(), now],
  );
}

interface Progress {
  requirement: bigint;
  wagered: bigint;
}

/**
 * The requirements still open and the stake counted toward them. Each grant's "segment" is the
 * stake placed from its grant to the next grant; walking the segments in order, a segment's stake
 * pays off what is outstanding then (every earlier grant), and whatever is left is lost.
 */
async function progress(db: Db, memberId: number): Promise<Progress> {
  const maxChanceBp = Math.round((await readSetting(db, SETTINGS.wageringMaxWinChance)) * 10_000);
  const rows = await db.query<{ requirement: string; stake: string }>(
    `WITH g AS (
       SELECT id, requirement, granted_at, LEAD(granted_at) OVER (ORDER BY granted_at, id) AS next_at
       FROM bonus_wagering WHERE member_id = $1)
     SELECT g.requirement::text AS requirement,
       (SELECT COALESCE(SUM(b.valid_stake), 0) FROM bets b
        WHERE b.member_id = $1 AND b.state = 'SETTLED' AND b.placed_at >= g.granted_at
          AND (g.next_at IS NULL OR b.placed_at < g.next_at)
          AND (b.win_chance_bp IS NULL OR b.win_chance_bp <= $2))::text AS stake
     FROM g ORDER BY g.granted_at, g.id`,
    [memberId, maxChanceBp],
  );
  let outstanding = 0n;
  // The requirements added since nothing was last outstanding: the "of Y" a member is shown.
  let open = 0n;
  for (const row of rows) {
    outstanding += minorFromDb(row.requirement);
    open += minorFromDb(row.requirement);
    const stake = minorFromDb(row.stake);
    outstanding = stake >= outstanding ? 0n : outstanding - stake;
    if (outstanding === 0n) open = 0n;
  }
  return { requirement: open, wagered: open - outstanding };
}

/** The member's wagering (all `0.00` when nothing is outstanding): `GET /wps/member/bonus/wagering`. */
export async function bonusWagering(db: Db, memberId: number): Promise<BonusWagering> {
  const { requirement, wagered } = await progress(db, memberId);
  return {
    requirement: formatMoney(requirement),
    wagered: formatMoney(wagered),
    remaining: formatMoney(requirement - wagered),
  };
}

/**
 * Refuses while a requirement is outstanding. Call it inside the money transaction, after the
 * member's MAIN account is locked: a bonus is credited under that lock too, so a grant either
 * committed before (and is seen here) or waits until this movement has committed.
 */
export async function requireBonusWagered(tx: Db, memberId: number): Promise<void> {
  const { requirement, wagered } = await progress(tx, memberId);
  if (requirement === wagered) return;
  const remaining = formatMoney(requirement - wagered);
  refuse('withdraw.wagering.required', `Wager ${remaining} more before you withdraw: bonuses must be played first`, {
    remaining,
  });
}
