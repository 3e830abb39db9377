/** Points mall: balance, rewards, redemptions, points details, conversion. See docs/contract.md §13. */
import * as v from 'valibot';
import { IdSchema } from './id-schema.ts';
import { MoneySchema } from './money-schemas.ts';
import { BalanceSchema } from './wallet-schemas.ts';

/** Points are whole numbers; they never expire. */
const PointsSchema = v.pipe(v.number(), v.integer());

/** `GET /wps/relay/MCS2_getPointBalance` value. */
export const PointBalanceSchema = v.object({ balance: PointsSchema, totalEarned: PointsSchema });
export type PointBalance = v.InferOutput<typeof PointBalanceSchema>;

/** `GET /wps/relay/MCS2_getPointConfig` value: `pointsRatio` points convert to `exchangeRatio` money. */
export const PointConfigSchema = v.object({
  pointsRatio: PointsSchema,
  exchangeRatio: MoneySchema,
  /** Valid stake that earns one point. */
  stakePerPoint: MoneySchema,
});
export type PointConfig = v.InferOutput<typeof PointConfigSchema>;

export const PointRewardSchema = v.object({
  id: v.number(),
  name: v.string(),
  remark: v.string(),
  pointsRequirement: PointsSchema,
  /** The member's total valid stake must reach it to redeem ("amount requirement"). */
  amountRequirement: MoneySchema,
  availableQuantity: PointsSchema,
  units: v.string(),
});
export type PointReward = v.InferOutput<typeof PointRewardSchema>;

/** `GET /wps/relay/MCS2_getPointReward` value: the rewards and the member's valid stake to compare. */
export const PointRewardListSchema = v.object({ list: v.array(PointRewardSchema), validStake: MoneySchema });

export const REDEEM_STATES = ['PROCESS', 'REJECTED', 'APPROVED'] as const;
export const RedemptionSchema = v.object({
  id: v.number(),
  rewardName: v.string(),
  quantity: PointsSchema,
  units: v.string(),
  points: PointsSchema,
  state: v.picklist(REDEEM_STATES),
  remark: v.string(),
  createdAt: v.number(),
  decidedAt: v.nullable(v.number()),
});
export type Redemption = v.InferOutput<typeof RedemptionSchema>;

export const POINT_ENTRY_KINDS = ['EARN', 'REDEEM', 'REDEEM_RETURN', 'CONVERT', 'ADJUST'] as const;
/** One row of `ODSFE2_MemTransDet`: a points movement (changed points signed). */
export const PointEntrySchema = v.object({
  id: v.number(),
  kind: v.picklist(POINT_ENTRY_KINDS),
  changedPoints: PointsSchema,
  balanceAfter: PointsSchema,
  remark: v.string(),
  createdAt: v.number(),
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
  points: PointsSchema,
  amount: MoneySchema,
  pointBalance: PointsSchema,
  balance: BalanceSchema,
});
export type ConvertResult = v.InferOutput<typeof ConvertResultSchema>;
