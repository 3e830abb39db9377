/** Query factories for VIP, the winner board and red envelopes; member data lives under the wallet's key. */
import { queryOptions } from '@tanstack/react-query';

import { engagementEndpoints } from '#contract/endpoints/engagement-endpoints.ts';

import { apiClient } from '@/api/api-client';
import { STALE } from '@/api/query-client';
import { walletQueries } from '@/api/wallet/wallet-queries';

/** How many wins the winner board shows. */
export const WINNERS_SHOWN = 20;

export const engagementQueries = {
  vipLevels: () =>
    queryOptions({
      queryKey: ['vip', 'levels'] as const,
      queryFn: ({ signal }) => apiClient().call(engagementEndpoints.vipLevels, { signal }),
      staleTime: STALE.HOUR,
    }),
  winners: () =>
    queryOptions({
      queryKey: ['winners'] as const,
      queryFn: ({ signal }) =>
        apiClient().call(engagementEndpoints.winnerBoard, { query: { limitNum: WINNERS_SHOWN }, signal }),
      staleTime: STALE.SECONDS_30,
      // Public: the home's big wins show offline as last seen.
      meta: { persist: true },
    }),
  rank: (token: string | null) =>
    queryOptions({
      queryKey: [...walletQueries.all(), 'rank', token] as const,
      queryFn: ({ signal }) => apiClient().call(engagementEndpoints.rankProgress, { signal }),
      enabled: token !== null,
    }),
  missions: (token: string | null) =>
    queryOptions({
      queryKey: [...walletQueries.all(), 'missions', token] as const,
      queryFn: ({ signal }) => apiClient().call(engagementEndpoints.missions, { signal }),
      enabled: token !== null,
      staleTime: STALE.SECONDS_30,
    }),
  missionLeaderboard: () =>
    queryOptions({
      queryKey: ['missionLeaderboard'] as const,
      queryFn: ({ signal }) => apiClient().call(engagementEndpoints.missionLeaderboard, { signal }),
    }),
  /** The open envelope, its title in the interface language (the platform translates it). */
  redEnvelope: (token: string | null, locale: string) =>
    queryOptions({
      queryKey: [...walletQueries.all(), 'redEnvelope', token, locale] as const,
      queryFn: ({ signal }) => apiClient().call(engagementEndpoints.redEnvelope, { signal }),
      enabled: token !== null,
    }),
};
