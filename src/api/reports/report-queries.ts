/**
 * Query factories for the member's reports. Keys sit under the wallet's, so every money action
 * (which invalidates `walletQueries.all()`) refreshes them too.
 */
import { queryOptions } from '@tanstack/react-query';

import type { RequestInput } from '#contract/endpoint.ts';
import { reportEndpoints } from '#contract/endpoints/report-endpoints.ts';

import { apiClient } from '@/api/api-client';
import { walletQueries } from '@/api/wallet/wallet-queries';

/** The betting record's filters and page as a screen gives them (the page size is the factory's). */
type BetQuery = Omit<RequestInput<typeof reportEndpoints.bets>, 'pageSize'>;

export const reportQueries = {
  all: () => [...walletQueries.all(), 'reports'] as const,
  bets: (params: BetQuery) =>
    queryOptions({
      queryKey: [...reportQueries.all(), 'bets', params] as const,
      queryFn: ({ signal }) => apiClient().call(reportEndpoints.bets, { query: { ...params, pageSize: 10 }, signal }),
    }),
  profit: (params: RequestInput<typeof reportEndpoints.profit>) =>
    queryOptions({
      queryKey: [...reportQueries.all(), 'profit', params] as const,
      queryFn: ({ signal }) => apiClient().call(reportEndpoints.profit, { query: { ...params }, signal }),
    }),
};
