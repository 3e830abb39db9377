/**
 * Query factories for rewards and bonuses. Keys sit under the wallet's: a claim is a money action
 * and invalidates `walletQueries.all()`, which refreshes the list, the bonuses and the balance.
 */
import { queryOptions } from '@tanstack/react-query';

import type { RequestInput } from '#contract/endpoint.ts';
import { rewardEndpoints } from '#contract/endpoints/reward-endpoints.ts';

import { apiClient } from '@/api/api-client';
import { walletQueries } from '@/api/wallet/wallet-queries';

/** The bonus lines' filters and page as a screen gives them (the page size is the factory's). */
type BonusQuery = Omit<RequestInput<typeof rewardEndpoints.bonuses>, 'pageSize'>;

export const rewardQueries = {
  all: () => [...walletQueries.all(), 'rewards'] as const,
  list: () =>
    queryOptions({
      queryKey: [...rewardQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => apiClient().call(rewardEndpoints.list, { signal }),
    }),
  bonuses: (params: BonusQuery) =>
    queryOptions({
      queryKey: [...rewardQueries.all(), 'bonuses', params] as const,
      queryFn: ({ signal }) =>
        apiClient().call(rewardEndpoints.bonuses, { query: { ...params, pageSize: 10 }, signal }),
    }),
  /** Under the wallet's keys: a claim, a bet or a withdrawal refreshes it with the balance. */
  wagering: () =>
    queryOptions({
      queryKey: [...rewardQueries.all(), 'wagering'] as const,
      queryFn: ({ signal }) => apiClient().call(rewardEndpoints.wagering, { signal }),
    }),
};
