/**
 * Query factories for promotions. The public list has its own key; the member's standing lives
 * under the wallet's key, so money actions refresh it and sign-out removes it.
 */
import { queryOptions } from '@tanstack/react-query';

import { STALE } from '@/api/query-client';
import { walletQueries } from '@/api/wallet/wallet-queries';

import { fetchPromotionClaims, fetchPromotions } from './promotion-requests';

export const promotionQueries = {
  list: () =>
    queryOptions({
      queryKey: ['promotions', 'list'] as const,
      queryFn: ({ signal }) => fetchPromotions(signal),
      staleTime: STALE.SECONDS_30,
    }),
  claims: (token: string | null) =>
    queryOptions({
      queryKey: [...walletQueries.all(), 'promotionClaims', token] as const,
      queryFn: ({ signal }) => fetchPromotionClaims(signal),
      enabled: token !== null,
    }),
};
