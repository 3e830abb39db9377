/** Points mall: balance, rewards, redemptions, points details, conversion. See docs/contract.md §13. */
import * as v from 'valibot';

import { IdSchema } from './id-schema.ts';
import { LooseMoneySchema } from './money-schemas.ts';
import { LooseNumberSchema, optionalOr, tolerantArray } from './tolerant.ts';
import { BalanceSchema } from './wallet-schemas.ts';

/** Points are whole numbers; they never expire. */
const PointsSchema = v.pipe(LooseNumberSchema, v.integer());

/** `GET /wps/relay/MCS2_getPointBalance` value. */
export const PointBalanceSchema = v.object({
  balance: optionalOr(PointsSchema, 0),
  totalEarned: optionalOr(PointsSchema, 0),
});
export type PointBalance = v.InferOutput<typeof PointBalanceSchema>;

/** `GET /wps/relay/MCS2_getPointConfig` value: `pointsRatio` points convert to `exchangeRatio` money. */
export const PointConfigSchema = v.object({
  pointsRatio: optionalOr(PointsSchema, 0),
  exchangeRatio: optionalOr(LooseMoneySchema, '0.00'),
  /** Valid stake that earns one point. */
  stakePerPoint: optionalOr(LooseMoneySchema, '0.00'),
});
export type PointConfig = v.InferOutput<typeof PointConfigSchema>;

export const PointRewardSchema = v.object({
  id: LooseNumberSchema,
  name: optionalOr(v.string(), ''),
  remark: optionalOr(v.string(), ''),
  pointsRequirement: optionalOr(PointsSchema, 0),
  /** The member's total valid stake must reach it to redeem ("amount requirement"). */
  amountRequirement: optionalOr(LooseMoneySchema, '0.00'),
  availableQuantity: optionalOr(PointsSchema, 0),
  units: optionalOr(v.string(), ''),
});
export type PointReward = v.InferOutput<typeof PointRewardSchema>;

/** `GET /wps/relay/MCS2_getPointReward` value: the rewards and the member's valid stake to compare. */
export const PointRewardListSchema = v.object({
  list: tolerantArray(PointRewardSchema),
  validStake: optionalOr(LooseMoneySchema, '0.00'),
});

export const REDEEM_STATES = ['PROCESS', 'REJECTED', 'APPROVED'] as const;
export const RedemptionSchema = v.object({
  id: LooseNumberSchema,
  rewardName: optionalOr(v.string(), ''),
  quantity: optionalOr(PointsSchema, 0),
  units: optionalOr(v.string(), ''),
  points: optionalOr(PointsSchema, 0),
  state: v.picklist(REDEEM_STATES),
  remark: optionalOr(v.string(), ''),
  createdAt: optionalOr(LooseNumberSchema, 0),
  decidedAt: optionalOr(LooseNumberSchema, null),
});
export type Redemption = v.InferOutput<typeof RedemptionSchema>;

export const POINT_ENTRY_KINDS = ['EARN', 'REDEEM', 'REDEEM_RETURN', 'CONVERT', 'ADJUST'] as const;
/** One row of `ODSFE2_MemTransDet`: a points movement (changed points signed). */
export const PointEntrySchema = v.object({
  id: LooseNumberSchema,
  kind: v.picklist(POINT_ENTRY_KINDS),
  changedPoints: optionalOr(PointsSchema, 0),
  balanceAfter: optionalOr(PointsSchema, 0),
  remark: optionalOr(v.string(), ''),
  createdAt: optionalOr(LooseNumberSchema, 0),
});
export type PointEntry = v.InferOutput<typeof PointEntrySchema>;

/** `POST passwordCheck/MCS2_redeemPointReward` body (encrypted, Idempotency-Key): the login password. */
export const RedeemBodySchema = v.object({
  rewardId: IdSchema,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99)),
  password: v.pipe(v.string(), v.maxLength(128)),
});

/** `POST passwordCheck/MCS2_convertPoint` body (encrypted, Idempotency-Key). */
export const ConvertBodySchema = v.object({
  points: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000_000)),
  password: v.pipe(v.string(), v.maxLength(128)),
});

export const ConvertResultSchema = v.object({
  points: optionalOr(PointsSchema, 0),
  amount: LooseMoneySchema,
  pointBalance: optionalOr(PointsSchema, 0),
  balance: BalanceSchema,
});
export type ConvertResult = v.InferOutput<typeof ConvertResultSchema>;
