/** Promotion calls (docs/contract.md §13). */
import { apiClient } from '@/api/api-client';
import { PromotionBonusSchema, PromotionClaimListSchema, PromotionClaimSchema, PromotionListSchema } from '#contract/promotion-schemas.ts';

/** `GET /wps/relay/MCSFE_getMerchantAvailablePromotions` (no session needed). */
export function fetchPromotions(signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/relay/MCSFE_getMerchantAvailablePromotions', schema: PromotionListSchema, signal });
}

/** `GET /wps/relay/MCS2_getPromotionClaimList`: the member's standing per promotion. */
export function fetchPromotionClaims(signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/relay/MCS2_getPromotionClaimList', schema: PromotionClaimListSchema, signal });
}

/** `POST /wps/relay/MCSFE_applyPromotion` (images as data URLs). */
export function applyPromotion(body: { promotionId: number; comment: string; images: string[] }) {
  return apiClient().request({ method: 'POST', path: '/wps/relay/MCSFE_applyPromotion', body, schema: PromotionClaimSchema });
}

/** `POST /wps/relay/MCSFE_joinPromotion`. */
export function joinPromotion(promotionId: number) {
  return apiClient().request({ method: 'POST', path: '/wps/relay/MCSFE_joinPromotion', body: { promotionId }, schema: PromotionClaimSchema });
}

/** `POST /wps/relay/MCSFE_claimIssuedPromotion` (idempotency key). */
export function claimPromotion(promotionId: number, idempotencyKey: string) {
  return apiClient().request({
    method: 'POST', path: '/wps/relay/MCSFE_claimIssuedPromotion', body: { promotionId },
    headers: { 'Idempotency-Key': idempotencyKey }, schema: PromotionBonusSchema,
  });
}
