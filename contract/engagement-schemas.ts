/** VIP levels, the winner board and red envelopes. See docs/contract.md §13. */
import * as v from 'valibot';

import { IdSchema } from './id-schema.ts';
import { LooseMoneySchema } from './money-schemas.ts';
import { LooseBooleanSchema, LooseNumberSchema, optionalOr, tolerantArray } from './tolerant.ts';
import { BalanceSchema } from './wallet-schemas.ts';

export const VipLevelSchema = v.object({
  level: optionalOr(LooseNumberSchema, 0),
  /** Total valid stake that reaches the level. */
  validStake: optionalOr(LooseMoneySchema, '0.00'),
  /** Benefits as facts the client labels: rebate percent, monthly bonus, daily withdrawals, dedicated service. */
  rebatePercent: optionalOr(v.string(), ''),
  monthlyBonus: optionalOr(LooseMoneySchema, '0.00'),
  dailyWithdrawals: optionalOr(LooseNumberSchema, 0),
  dedicatedService: optionalOr(LooseBooleanSchema, false),
});
export type VipLevel = v.InferOutput<typeof VipLevelSchema>;

/** `GET /wps/relay/MCSFE_getVipLevels` value (no session needed). */
export const VipLevelsSchema = v.object({ levels: tolerantArray(VipLevelSchema) });

/** `GET /wps/relay/MCSFE_getPlayerRankProgress` value. */
export const RankProgressSchema = v.object({
  level: optionalOr(LooseNumberSchema, 0),
  validStake: optionalOr(LooseMoneySchema, '0.00'),
  /** null at the top level. */
  nextLevel: optionalOr(LooseNumberSchema, null),
  /** Valid stake still needed for the next level. */
  toNextLevel: optionalOr(LooseMoneySchema, null),
  /** 0–100, whole percent of the way from this level to the next. */
  progressPercent: optionalOr(LooseNumberSchema, 0),
});
export type RankProgress = v.InferOutput<typeof RankProgressSchema>;

/** `GET /wps/relay/GCSGAME_getRankList` value: the biggest wins of the last 7 days (top 20). */
export const WinnerBoardSchema = v.object({
  list: tolerantArray(
    v.object({
      vo: v.object({
        /** Masked (`de***1`). */
        username: optionalOr(v.string(), ''),
        gameName: optionalOr(v.string(), ''),
        category: optionalOr(v.string(), ''),
        winAmount: optionalOr(LooseMoneySchema, '0.00'),
        time: optionalOr(LooseNumberSchema, 0),
        /** The game's picture, a path on an image CDN like a game's `iconUrl` (our extension; may be absent). */
        iconUrl: optionalOr(v.string(), ''),
      }),
    }),
  ),
});
export type WinnerBoard = v.InferOutput<typeof WinnerBoardSchema>;

/** `GET /wps/relay/MCSFE_getRafflePromotionStatus` value: the open red envelope and the member's share. */
export const RedEnvelopeStatusSchema = v.object({
  envelope: optionalOr(
    v.object({
      id: LooseNumberSchema,
      title: optionalOr(v.string(), ''),
      endAt: optionalOr(LooseNumberSchema, 0),
      available: optionalOr(LooseBooleanSchema, false),
    }),
    null,
  ),
  /** The amount the member already got from it, or null. */
  claimed: optionalOr(LooseMoneySchema, null),
});
export type RedEnvelopeStatus = v.InferOutput<typeof RedEnvelopeStatusSchema>;

export const RedEnvelopeClaimBodySchema = v.object({ id: IdSchema });

/** `POST /wps/relay/MCSFE_claimRafflePromotion` value. */
export const RedEnvelopeResultSchema = v.object({ amount: LooseMoneySchema, balance: BalanceSchema });

export const MISSION_CODES = ['BET_100', 'BET_1000', 'WIN_3'] as const;
export const MissionSchema = v.object({
  code: v.picklist(MISSION_CODES),
  /** Valid stake (money) for BET_*, winning rounds (count) for WIN_*. */
  target: optionalOr(v.string(), ''),
  progress: optionalOr(v.string(), ''),
  reward: optionalOr(LooseMoneySchema, '0.00'),
  status: v.picklist(['IN_PROGRESS', 'CLAIMABLE', 'CLAIMED']),
});
export type Mission = v.InferOutput<typeof MissionSchema>;

/** `GET /wps/relay/MCSFE_getMissionList` value: today's missions (Philippine business day) and how many are claimable. */
export const MissionListSchema = v.object({
  list: tolerantArray(MissionSchema),
  claimable: optionalOr(LooseNumberSchema, 0),
});

/** `GET /wps/relay/MCSFE_getMissionLeaderboard` value: this week's top 10 by valid stake (names masked). */
export const MissionLeaderboardSchema = v.object({
  list: tolerantArray(
    v.object({
      rank: optionalOr(LooseNumberSchema, 0),
      username: optionalOr(v.string(), ''),
      validStake: optionalOr(LooseMoneySchema, '0.00'),
    }),
  ),
});

export const MissionClaimBodySchema = v.object({ code: v.picklist(MISSION_CODES) });
