/** Promotion calls (docs/contract.md §13). */
import { promotionEndpoints } from '#contract/endpoints/promotion-endpoints.ts';

import { apiClient } from '@/api/api-client';

/** `GET /wps/relay/MCSFE_getMerchantAvailablePromotions` (no session needed). */
export function fetchPromotions(signal?: AbortSignal) {
  return apiClient().call(promotionEndpoints.list, { signal });
}

/** `GET /wps/relay/MCS2_getPromotionClaimList`: the member's standing per promotion. */
export function fetchPromotionClaims(signal?: AbortSignal) {
  return apiClient().call(promotionEndpoints.claims, { signal });
}

/** `POST /wps/relay/MCSFE_applyPromotion` (images as data URLs). */
export function applyPromotion(body: { promotionId: number; comment: string; images: string[] }) {
  return apiClient().call(promotionEndpoints.apply, { body });
}

/** `POST /wps/relay/MCSFE_joinPromotion`. */
export function joinPromotion(promotionId: number) {
  return apiClient().call(promotionEndpoints.join, { body: { promotionId } });
}

/** `POST /wps/relay/MCSFE_claimIssuedPromotion` (idempotency key). */
export function claimPromotion(promotionId: number, idempotencyKey: string) {
  return apiClient().call(promotionEndpoints.claim, {
    body: { promotionId },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
