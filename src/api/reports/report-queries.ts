/**
 * Query factories for the member's reports. Keys sit under the wallet's, so every money action
 * (which invalidates `walletQueries.all()`) refreshes them too.
 */
import { queryOptions } from '@tanstack/react-query';

import { reportEndpoints } from '#contract/endpoints/report-endpoints.ts';

import { apiClient } from '@/api/api-client';
import { walletQueries } from '@/api/wallet/wallet-queries';

import { type BetQuery, type ProfitQuery } from './report-requests';

export const reportQueries = {
  all: () => [...walletQueries.all(), 'reports'] as const,
  bets: (params: BetQuery) =>
    queryOptions({
      queryKey: [...reportQueries.all(), 'bets', params] as const,
      queryFn: ({ signal }) => apiClient().call(reportEndpoints.bets, { query: { ...params, pageSize: 10 }, signal }),
    }),
  profit: (params: ProfitQuery) =>
    queryOptions({
      queryKey: [...reportQueries.all(), 'profit', params] as const,
      queryFn: ({ signal }) => apiClient().call(reportEndpoints.profit, { query: { ...params }, signal }),
    }),
};
