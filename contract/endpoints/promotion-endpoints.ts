/** Promotions (contract §4.4; docs/contract.md §13). The list is public: sent without Authorization. */
import * as v from 'valibot';

import { endpoint } from '../endpoint.ts';
import {
  ApplyPromotionBodySchema,
  PromotionBonusSchema,
  PromotionClaimListSchema,
  PromotionClaimSchema,
  PromotionIdBodySchema,
  PromotionListSchema,
} from '../promotion-schemas.ts';
import { LanguageQuery, NoInput } from '../request-schemas.ts';

export const promotionEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getMerchantAvailablePromotions',
    token: 'none',
    request: v.object(LanguageQuery),
    response: PromotionListSchema,
  }),
  claims: endpoint({
    method: 'GET',
    path: '/wps/relay/MCS2_getPromotionClaimList',
    token: 'required',
    request: NoInput,
    response: PromotionClaimListSchema,
  }),
  /** Our extension: apply with a comment and images (data URLs). */
  apply: endpoint({
    method: 'POST',
    path: '/wps/relay/MCSFE_applyPromotion',
    extension: true,
    token: 'required',
    request: ApplyPromotionBodySchema,
    response: PromotionClaimSchema,
  }),
  join: endpoint({
    method: 'POST',
    path: '/wps/relay/MCSFE_joinPromotion',
    extension: true,
    token: 'required',
    request: PromotionIdBodySchema,
    response: PromotionClaimSchema,
  }),
  /** Money: Idempotency-Key. */
  claim: endpoint({
    method: 'POST',
    path: '/wps/relay/MCSFE_claimIssuedPromotion',
    token: 'required',
    request: PromotionIdBodySchema,
    response: PromotionBonusSchema,
  }),
};
