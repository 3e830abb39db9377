/** Query factories for VIP, the winner board and red envelopes; member data lives under the wallet's key. */
import { queryOptions } from '@tanstack/react-query';

import { STALE } from '@/api/query-client';
import { walletQueries } from '@/api/wallet/wallet-queries';

import {
  fetchMissionLeaderboard,
  fetchMissions,
  fetchRankProgress,
  fetchRedEnvelope,
  fetchVipLevels,
  fetchWinnerBoard,
} from './engagement-requests';

export const engagementQueries = {
  vipLevels: () =>
    queryOptions({
      queryKey: ['vip', 'levels'] as const,
      queryFn: ({ signal }) => fetchVipLevels(signal),
      staleTime: STALE.HOUR,
    }),
  winners: () =>
    queryOptions({
      queryKey: ['winners'] as const,
      queryFn: ({ signal }) => fetchWinnerBoard(signal),
      staleTime: STALE.SECONDS_30,
    }),
  rank: (token: string | null) =>
    queryOptions({
      queryKey: [...walletQueries.all(), 'rank', token] as const,
      queryFn: ({ signal }) => fetchRankProgress(signal),
      enabled: token !== null,
    }),
  missions: (token: string | null) =>
    queryOptions({
      queryKey: [...walletQueries.all(), 'missions', token] as const,
      queryFn: ({ signal }) => fetchMissions(signal),
      enabled: token !== null,
      staleTime: STALE.SECONDS_30,
    }),
  missionLeaderboard: () =>
    queryOptions({
      queryKey: ['missionLeaderboard'] as const,
      queryFn: ({ signal }) => fetchMissionLeaderboard(signal),
    }),
  redEnvelope: (token: string | null) =>
    queryOptions({
      queryKey: [...walletQueries.all(), 'redEnvelope', token] as const,
      queryFn: ({ signal }) => fetchRedEnvelope(signal),
      enabled: token !== null,
    }),
};
