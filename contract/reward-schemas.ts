/**
 * Rewards and bonuses of the personal centre (rewardCenter, bonusDetails). See docs/contract.md §15.
 */
import * as v from 'valibot';
import { MoneySchema } from './money-schemas.ts';
import { BalanceSchema, PageOfSchema, TransactionSchema } from './wallet-schemas.ts';

/** CLAIMABLE until claimed or past `expiresAt`. */
export const RewardStateSchema = v.picklist(['CLAIMABLE', 'CLAIMED', 'EXPIRED']);
export type RewardState = v.InferOutput<typeof RewardStateSchema>;

/** One reward granted to the member. */
export const RewardSchema = v.object({
  id: v.number(),
  title: v.string(),
  amount: MoneySchema,
  state: RewardStateSchema,
  createdAt: v.number(),
  /** null: never expires. */
  expiresAt: v.nullable(v.number()),
  claimedAt: v.nullable(v.number()),
  /** The ledger reference of the claim (shown in the account record and bonus details). */
  reference: v.nullable(v.string()),
});
export type Reward = v.InferOutput<typeof RewardSchema>;

/** `GET /wps/member/rewards` value: the rewards, claimable first, and how many can be claimed. */
export const RewardListSchema = v.object({
  claimable: v.number(),
  list: v.array(RewardSchema),
});
export type RewardList = v.InferOutput<typeof RewardListSchema>;

/** `POST /wps/member/rewards/{id}/claim` value (Idempotency-Key required). */
export const RewardClaimSchema = v.object({
  reward: RewardSchema,
  balance: BalanceSchema,
});
export type RewardClaim = v.InferOutput<typeof RewardClaimSchema>;

/** The ledger types that count as bonuses (bonus details). */
export const BONUS_TYPES = ['BONUS', 'RED_ENVELOPE', 'POINTS_CONVERT', 'SALARY', 'DIVIDEND'] as const;
export const BonusTypeSchema = v.picklist(BONUS_TYPES);
export type BonusType = v.InferOutput<typeof BonusTypeSchema>;

/** `GET /wps/report/bonus` value: a page of bonus lines (account-record lines) and their sum over the whole filter. */
export const BonusPageSchema = v.object({
  ...PageOfSchema(TransactionSchema).entries,
  total: MoneySchema,
});
export type BonusPage = v.InferOutput<typeof BonusPageSchema>;
