/**
 * Query factories for the lottery gateway. Draws change every few seconds: short staleness, no persistence.
 * The platform language is in every key: game and group names come in it.
 */
import { queryOptions } from '@tanstack/react-query';

import { lotteryEndpoints } from '#contract/endpoints/lottery-endpoints.ts';

import { apiClient } from '@/api/api-client';
import { STALE } from '@/api/query-client';

import { fetchPopularLottery } from './lottery-requests';
import { serverNow } from './server-clock';

const POLL_MS = 10_000;

export const lotteryQueries = {
  all: () => ['lottery'] as const,
  menus: (prizeMode: string, language: string) =>
    queryOptions({
      queryKey: [...lotteryQueries.all(), 'menus', prizeMode, language] as const,
      queryFn: ({ signal }) => apiClient().call(lotteryEndpoints.menus, { query: { prizeMode }, signal }),
      staleTime: STALE.MINUTES_5,
    }),
  popular: (count: number, prizeMode: string, device: string, language: string) =>
    queryOptions({
      queryKey: [...lotteryQueries.all(), 'popular', count, prizeMode, device, language] as const,
      queryFn: ({ signal }) => fetchPopularLottery({ count, prizeMode, device, language }, signal),
      staleTime: 0,
      // Every 10 s, and right after the soonest draw (its next draw appears without waiting).
      refetchInterval: (query) => {
        const soonest = Math.min(...(query.state.data ?? []).map((game) => game.drawTime));
        return Number.isFinite(soonest) ? Math.min(POLL_MS, Math.max(1_000, soonest - serverNow() + 1_000)) : POLL_MS;
      },
    }),
  /** The latest result of every game. */
  latest: (language: string) =>
    queryOptions({
      queryKey: [...lotteryQueries.all(), 'latest', language] as const,
      queryFn: ({ signal }) => apiClient().call(lotteryEndpoints.latestResults, { signal }),
      staleTime: 0,
      refetchInterval: POLL_MS,
    }),
  vnMenus: (prizeMode: string, device: string, language: string) =>
    queryOptions({
      queryKey: [...lotteryQueries.all(), 'vn-menus', prizeMode, device, language] as const,
      queryFn: ({ signal }) => apiClient().call(lotteryEndpoints.vnMenus, { query: { prizeMode, device }, signal }),
      staleTime: STALE.MINUTES_5,
    }),
  /** A game's draws, newest first (today's and the past week's). */
  vnOpened: (gameCode: string, language: string) =>
    queryOptions({
      queryKey: [...lotteryQueries.all(), 'vn-opened', gameCode, language] as const,
      queryFn: ({ signal }) => apiClient().call(lotteryEndpoints.vnOpened, { query: { gameCode, count: 7 }, signal }),
      staleTime: 0,
      refetchInterval: POLL_MS,
    }),
  vnRecent: (token: string | null, language: string) =>
    queryOptions({
      queryKey: [...lotteryQueries.all(), 'vn-recent', token, language] as const,
      queryFn: ({ signal }) => apiClient().call(lotteryEndpoints.vnRecent, { signal }),
      enabled: token !== null,
      staleTime: STALE.SECONDS_30,
    }),
};
