/**
 * Query factories for the points mall. Keys live under the wallet's, so every money action's
 * wallet invalidation refreshes points too and sign-out removes them with the wallet data.
 */
import { queryOptions } from '@tanstack/react-query';

import { STALE } from '@/api/query-client';
import { walletQueries } from '@/api/wallet/wallet-queries';

import {
  fetchPointBalance,
  fetchPointConfig,
  fetchPointEntries,
  fetchPointRewards,
  fetchRedemptions,
} from './point-requests';

export const pointQueries = {
  all: () => [...walletQueries.all(), 'points'] as const,
  balance: () =>
    queryOptions({
      queryKey: [...pointQueries.all(), 'balance'] as const,
      queryFn: ({ signal }) => fetchPointBalance(signal),
    }),
  config: () =>
    queryOptions({
      queryKey: [...pointQueries.all(), 'config'] as const,
      queryFn: ({ signal }) => fetchPointConfig(signal),
      staleTime: STALE.MINUTES_5,
    }),
  rewards: () =>
    queryOptions({
      queryKey: [...pointQueries.all(), 'rewards'] as const,
      queryFn: ({ signal }) => fetchPointRewards(signal),
    }),
  redemptions: (pageNo: number) =>
    queryOptions({
      queryKey: [...pointQueries.all(), 'redemptions', pageNo] as const,
      queryFn: ({ signal }) => fetchRedemptions(pageNo, signal),
    }),
  entries: (pageNo: number) =>
    queryOptions({
      queryKey: [...pointQueries.all(), 'entries', pageNo] as const,
      queryFn: ({ signal }) => fetchPointEntries(pageNo, signal),
    }),
};
