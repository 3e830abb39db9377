/** VIP levels, the winner board and red envelopes. See docs/contract.md §13. */
import * as v from 'valibot';
import { IdSchema } from './id-schema.ts';
import { MoneySchema } from './money-schemas.ts';
import { BalanceSchema } from './wallet-schemas.ts';

export const VipLevelSchema = v.object({
  level: v.number(),
  /** Total valid stake that reaches the level. */
  validStake: MoneySchema,
  /** Benefits as facts the client labels: rebate percent, monthly bonus, daily withdrawals, dedicated service. */
  rebatePercent: v.string(),
  monthlyBonus: MoneySchema,
  dailyWithdrawals: v.number(),
  dedicatedService: v.boolean(),
});
export type VipLevel = v.InferOutput<typeof VipLevelSchema>;

/** `GET /wps/relay/MCSFE_getVipLevels` value (no session needed). */
export const VipLevelsSchema = v.object({ levels: v.array(VipLevelSchema) });

/** `GET /wps/relay/MCSFE_getPlayerRankProgress` value. */
export const RankProgressSchema = v.object({
  level: v.number(),
  validStake: MoneySchema,
  /** null at the top level. */
  nextLevel: v.nullable(v.number()),
  /** Valid stake still needed for the next level. */
  toNextLevel: v.nullable(MoneySchema),
  /** 0–100, whole percent of the way from this level to the next. */
  progressPercent: v.number(),
});
export type RankProgress = v.InferOutput<typeof RankProgressSchema>;

/** `GET /wps/relay/GCSGAME_getRankList` value: the biggest wins of the last 7 days (top 20). */
export const WinnerBoardSchema = v.object({
  list: v.array(v.object({
    vo: v.object({
      /** Masked (`de***1`). */
      username: v.string(),
      gameName: v.string(),
      category: v.string(),
      winAmount: MoneySchema,
      time: v.number(),
    }),
  })),
});
export type WinnerBoard = v.InferOutput<typeof WinnerBoardSchema>;

/** `GET /wps/relay/MCSFE_getRafflePromotionStatus` value: the open red envelope and the member's share. */
export const RedEnvelopeStatusSchema = v.object({
  envelope: v.nullable(v.object({ id: v.number(), title: v.string(), endAt: v.number(), available: v.boolean() })),
  /** The amount the member already got from it, or null. */
  claimed: v.nullable(MoneySchema),
});
export type RedEnvelopeStatus = v.InferOutput<typeof RedEnvelopeStatusSchema>;

export const RedEnvelopeClaimBodySchema = v.object({ id: IdSchema });

/** `POST /wps/relay/MCSFE_claimRafflePromotion` value. */
export const RedEnvelopeResultSchema = v.object({ amount: MoneySchema, balance: BalanceSchema });

export const MISSION_CODES = ['BET_100', 'BET_1000', 'WIN_3'] as const;
export const MissionSchema = v.object({
  code: v.picklist(MISSION_CODES),
  /** Valid stake (money) for BET_*, winning rounds (count) for WIN_*. */
  target: v.string(),
  progress: v.string(),
  reward: MoneySchema,
  status: v.picklist(['IN_PROGRESS', 'CLAIMABLE', 'CLAIMED']),
});
export type Mission = v.InferOutput<typeof MissionSchema>;

/** `GET /wps/relay/MCSFE_getMissionList` value: today's missions (Philippine business day) and how many are claimable. */
export const MissionListSchema = v.object({ list: v.array(MissionSchema), claimable: v.number() });

/** `GET /wps/relay/MCSFE_getMissionLeaderboard` value: this week's top 10 by valid stake (names masked). */
export const MissionLeaderboardSchema = v.object({ list: v.array(v.object({ rank: v.number(), username: v.string(), validStake: MoneySchema })) });

export const MissionClaimBodySchema = v.object({ code: v.picklist(MISSION_CODES) });
