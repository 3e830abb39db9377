/** VIP levels computed from the member's total valid stake (settled bets); benefits per level. */
import type { RankProgress, VipLevel } from '#contract/engagement-schemas.ts';

import type { Db } from '../../db/database.ts';
import { validStakeOf } from '../points/point-ledger.ts';
import { formatMoney } from '../wallet/money.ts';

interface Level {
  stake: bigint;
  rebatePercent: string;
  monthlyBonus: bigint;
  dailyWithdrawals: number;
  dedicatedService: boolean;
}

/** Valid stake thresholds in minor units (₱0, ₱10,000, ₱50,000, ₱200,000, ₱1,000,000, ₱5,000,000). */
export const VIP_LEVELS: readonly Level[] = [
  { stake: 0n, rebatePercent: '0.2', monthlyBonus: 0n, dailyWithdrawals: 3, dedicatedService: false },
  { stake: 1_000_000n, rebatePercent: '0.3', monthlyBonus: 5_000n, dailyWithdrawals: 5, dedicatedService: false },
  { stake: 5_000_000n, rebatePercent: '0.4', monthlyBonus: 20_000n, dailyWithdrawals: 8, dedicatedService: false },
  { stake: 20_000_000n, rebatePercent: '0.5', monthlyBonus: 80_000n, dailyWithdrawals: 10, dedicatedService: true },
  { stake: 100_000_000n, rebatePercent: '0.7', monthlyBonus: 300_000n, dailyWithdrawals: 15, dedicatedService: true },
  { stake: 500_000_000n, rebatePercent: '1.0', monthlyBonus: 1_000_000n, dailyWithdrawals: 20, dedicatedService: true },
];

export const vipLevels = (): VipLevel[] =>
  VIP_LEVELS.map((level, index) => ({
    level: index,
    validStake: formatMoney(level.stake),
    rebatePercent: level.rebatePercent,
    monthlyBonus: formatMoney(level.monthlyBonus),
    dailyWithdrawals: level.dailyWithdrawals,
    dedicatedService: level.dedicatedService,
  }));

/** The level reached by `stake` and the way to the next one. */
export function rankOf(stake: bigint): RankProgress {
  let level = 0;
  VIP_LEVELS.forEach((item, index) => {
    if (stake >= item.stake) level = index;
  });
  const next = VIP_LEVELS[level + 1];
  const from = VIP_LEVELS[level]?.stake ?? 0n;
  return {
    level,
    validStake: formatMoney(stake),
    nextLevel: next ? level + 1 : null,
    toNextLevel: next ? formatMoney(next.stake - stake) : null,
    progressPercent: next ? Number(((stake - from) * 100n) / (next.stake - from)) : 100,
  };
}

export async function rankProgress(db: Db, memberId: number): Promise<RankProgress> {
  return rankOf(await validStakeOf(db, memberId));
}
