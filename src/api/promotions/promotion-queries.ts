/**
 * Query factories for promotions. The public list has its own key; the member's standing lives
 * under the wallet's key, so money actions refresh it and sign-out removes it.
 */
import { queryOptions } from '@tanstack/react-query';

import { promotionEndpoints } from '#contract/endpoints/promotion-endpoints.ts';

import { apiClient } from '@/api/api-client';
import { STALE } from '@/api/query-client';
import { walletQueries } from '@/api/wallet/wallet-queries';

export const promotionQueries = {
  /** In the interface language (the key; the `Language` header carries it): the platform translates them. */
  list: (locale: string) =>
    queryOptions({
      queryKey: ['promotions', 'list', locale] as const,
      queryFn: ({ signal }) => apiClient().call(promotionEndpoints.list, { signal }),
      staleTime: STALE.SECONDS_30,
    }),
  claims: (token: string | null) =>
    queryOptions({
      queryKey: [...walletQueries.all(), 'promotionClaims', token] as const,
      queryFn: ({ signal }) => apiClient().call(promotionEndpoints.claims, { signal }),
      enabled: token !== null,
    }),
};
