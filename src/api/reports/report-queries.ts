/**
 * Query factories for the member's reports. Keys sit under the wallet's, so every money action
 * (which invalidates `walletQueries.all()`) refreshes them too.
 */
import { queryOptions } from '@tanstack/react-query';

import { walletQueries } from '@/api/wallet/wallet-queries';

import { fetchBets, fetchProfit, type BetQuery, type ProfitQuery } from './report-requests';

export const reportQueries = {
  all: () => [...walletQueries.all(), 'reports'] as const,
  bets: (params: BetQuery) =>
    queryOptions({
      queryKey: [...reportQueries.all(), 'bets', params] as const,
      queryFn: ({ signal }) => fetchBets(params, signal),
    }),
  profit: (params: ProfitQuery) =>
    queryOptions({
      queryKey: [...reportQueries.all(), 'profit', params] as const,
      queryFn: ({ signal }) => fetchProfit(params, signal),
    }),
};
