/**
 * Rewards and bonuses of the personal centre (rewardCenter, bonusDetails). See docs/contract.md §15.
 */
import * as v from 'valibot';

import { LooseMoneySchema } from './money-schemas.ts';
import { LooseNumberSchema, optionalOr, tolerantArray } from './tolerant.ts';
import { BalanceSchema, PageOfSchema, TransactionSchema } from './wallet-schemas.ts';

/** CLAIMABLE until claimed or past `expiresAt`. */
export const RewardStateSchema = v.picklist(['CLAIMABLE', 'CLAIMED', 'EXPIRED']);
export type RewardState = v.InferOutput<typeof RewardStateSchema>;

/** One reward granted to the member. */
export const RewardSchema = v.object({
  id: LooseNumberSchema,
  title: optionalOr(v.string(), ''),
  amount: LooseMoneySchema,
  state: RewardStateSchema,
  createdAt: optionalOr(LooseNumberSchema, 0),
  /** null: never expires. */
  expiresAt: optionalOr(LooseNumberSchema, null),
  claimedAt: optionalOr(LooseNumberSchema, null),
  /** The ledger reference of the claim (shown in the account record and bonus details). */
  reference: optionalOr(v.string(), null),
});
export type Reward = v.InferOutput<typeof RewardSchema>;

/** `GET /wps/member/rewards` value: the rewards, claimable first, and how many can be claimed. */
export const RewardListSchema = v.object({
  claimable: optionalOr(LooseNumberSchema, 0),
  list: tolerantArray(RewardSchema),
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
  total: optionalOr(LooseMoneySchema, '0.00'),
});
export type BonusPage = v.InferOutput<typeof BonusPageSchema>;

/**
 * `GET /wps/member/bonus/wagering` value: the bonus wagering still open (docs/contract.md §15).
 * `requirement` sums the bonuses' requirements since nothing was last outstanding, `wagered` the
 * valid bets counted toward them; withdrawals wait until `remaining` is 0.00 (all three are 0.00
 * then).
 */
export const BonusWageringSchema = v.object({
  requirement: optionalOr(LooseMoneySchema, '0.00'),
  wagered: optionalOr(LooseMoneySchema, '0.00'),
  remaining: optionalOr(LooseMoneySchema, '0.00'),
});
export type BonusWagering = v.InferOutput<typeof BonusWageringSchema>;

/** The details (`value`) of a `withdraw.wagering.required` refusal. */
export const WageringRefusalSchema = v.object({ remaining: LooseMoneySchema });
