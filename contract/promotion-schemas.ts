/** Promotions with claim rules and budgets, activity apply and bonus claim. See docs/contract.md §13. */
import * as v from 'valibot';

import { IdSchema } from './id-schema.ts';
import { LooseMoneySchema } from './money-schemas.ts';
import { LooseNumberSchema, optionalOr, tolerantArray } from './tolerant.ts';
import { BalanceSchema } from './wallet-schemas.ts';

/** Activity apply limits (spec §9): comment 140 characters, png or jpg only, each up to 5 MB, at most 3 images. */
export const APPLY_LIMITS = {
  commentLength: 140,
  imageBytes: 5 * 1024 * 1024,
  images: 3,
  imageTypes: ['image/png', 'image/jpeg'],
} as const;

/** The spec's activity statuses; a member without an entry sees APPLY / JOIN as their next step. */
export const ACTIVITY_STATUSES = [
  'APPLYING',
  'CLOSE',
  'REJECTED',
  'ISSUED',
  'CLAIMED',
  'PROCESS',
  'JOINED',
  'COMING_SOON',
] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

export const PromotionSchema = v.object({
  id: LooseNumberSchema,
  /** APPLY: apply with comment and images, reviewed; JOIN: join, then bet to unlock the bonus. */
  kind: v.picklist(['APPLY', 'JOIN']),
  title: optionalOr(v.string(), ''),
  summary: optionalOr(v.string(), ''),
  /** Server HTML: sanitised before display. */
  content: optionalOr(v.string(), ''),
  bonus: optionalOr(LooseMoneySchema, '0.00'),
  minValidStake: optionalOr(LooseMoneySchema, '0.00'),
  startAt: optionalOr(LooseNumberSchema, 0),
  endAt: optionalOr(LooseNumberSchema, null),
  /** OPEN, COMING_SOON or CLOSE (ended, or the budget cannot pay another bonus). */
  phase: v.picklist(['OPEN', 'COMING_SOON', 'CLOSE']),
});
export type Promotion = v.InferOutput<typeof PromotionSchema>;

/** `GET /wps/relay/MCSFE_getMerchantAvailablePromotions` value (no session needed). */
export const PromotionListSchema = v.object({ list: tolerantArray(PromotionSchema) });

/** The member's standing in one promotion. */
export const PromotionClaimSchema = v.object({
  promotionId: LooseNumberSchema,
  status: v.picklist(ACTIVITY_STATUSES),
  /** JOIN: valid stake since joining. */
  progress: optionalOr(LooseMoneySchema, '0.00'),
  remark: optionalOr(v.string(), ''),
});
export type PromotionClaim = v.InferOutput<typeof PromotionClaimSchema>;

/** `GET /wps/relay/MCS2_getPromotionClaimList` value. */
export const PromotionClaimListSchema = v.object({ list: tolerantArray(PromotionClaimSchema) });

/** `POST /wps/relay/MCSFE_applyPromotion` body: images as `data:image/png|jpeg;base64,…` URLs. */
export const ApplyPromotionBodySchema = v.object({
  promotionId: IdSchema,
  comment: v.pipe(v.string(), v.maxLength(APPLY_LIMITS.commentLength)),
  images: v.pipe(v.array(v.string()), v.maxLength(APPLY_LIMITS.images)),
});

export const PromotionIdBodySchema = v.object({ promotionId: IdSchema });

/** `POST /wps/relay/MCSFE_claimIssuedPromotion` value. */
export const PromotionBonusSchema = v.object({
  promotionId: LooseNumberSchema,
  amount: LooseMoneySchema,
  balance: BalanceSchema,
});
export type PromotionBonus = v.InferOutput<typeof PromotionBonusSchema>;
