/**
 * Query factories for rewards and bonuses. Keys sit under the wallet's: a claim is a money action
 * and invalidates `walletQueries.all()`, which refreshes the list, the bonuses and the balance.
 */
import { queryOptions } from '@tanstack/react-query';

import { walletQueries } from '@/api/wallet/wallet-queries';

import { fetchBonuses, fetchRewards, fetchWagering, type BonusQuery } from './reward-requests';

export const rewardQueries = {
  all: () => [...walletQueries.all(), 'rewards'] as const,
  list: () =>
    queryOptions({
      queryKey: [...rewardQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => fetchRewards(signal),
    }),
  bonuses: (params: BonusQuery) =>
    queryOptions({
      queryKey: [...rewardQueries.all(), 'bonuses', params] as const,
      queryFn: ({ signal }) => fetchBonuses(params, signal),
    }),
  /** Under the wallet's keys: a claim, a bet or a withdrawal refreshes it with the balance. */
  wagering: () =>
    queryOptions({
      queryKey: [...rewardQueries.all(), 'wagering'] as const,
      queryFn: ({ signal }) => fetchWagering(signal),
    }),
};
