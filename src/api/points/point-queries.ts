/**
 * Query factories for the points mall. Keys live under the wallet's, so every money action's
 * wallet invalidation refreshes points too and sign-out removes them with the wallet data. Rewards
 * and redemptions are keyed by the interface language: the platform names the rewards in it.
 */
import { queryOptions } from '@tanstack/react-query';

import { pointEndpoints } from '#contract/endpoints/point-endpoints.ts';

import { apiClient } from '@/api/api-client';
import { STALE } from '@/api/query-client';
import { walletQueries } from '@/api/wallet/wallet-queries';

export const POINT_PAGE_SIZE = 10;

export const pointQueries = {
  all: () => [...walletQueries.all(), 'points'] as const,
  balance: () =>
    queryOptions({
      queryKey: [...pointQueries.all(), 'balance'] as const,
      queryFn: ({ signal }) => apiClient().call(pointEndpoints.balance, { signal }),
    }),
  config: () =>
    queryOptions({
      queryKey: [...pointQueries.all(), 'config'] as const,
      queryFn: ({ signal }) => apiClient().call(pointEndpoints.config, { signal }),
      staleTime: STALE.MINUTES_5,
    }),
  rewards: (locale: string) =>
    queryOptions({
      queryKey: [...pointQueries.all(), 'rewards', locale] as const,
      queryFn: ({ signal }) => apiClient().call(pointEndpoints.rewards, { signal }),
    }),
  redemptions: (pageNo: number, locale: string) =>
    queryOptions({
      queryKey: [...pointQueries.all(), 'redemptions', pageNo, locale] as const,
      queryFn: ({ signal }) =>
        apiClient().call(pointEndpoints.redemptions, { query: { pageNo, pageSize: POINT_PAGE_SIZE }, signal }),
    }),
  entries: (pageNo: number) =>
    queryOptions({
      queryKey: [...pointQueries.all(), 'entries', pageNo] as const,
      queryFn: ({ signal }) =>
        apiClient().call(pointEndpoints.entries, { query: { pageNo, pageSize: POINT_PAGE_SIZE }, signal }),
    }),
};
