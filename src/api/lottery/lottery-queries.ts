/** Query factories for the lottery gateway. Draws change every few seconds: short staleness, no persistence. */
import { queryOptions } from '@tanstack/react-query';

import { STALE } from '@/api/query-client';

import {
  fetchLatestResults,
  fetchLotteryMenus,
  fetchPopularLottery,
  fetchVnMenus,
  fetchVnOpened,
  fetchVnRecent,
} from './lottery-requests';
import { serverNow } from './server-clock';

const POLL_MS = 10_000;

export const lotteryQueries = {
  all: () => ['lottery'] as const,
  menus: (prizeMode: string) =>
    queryOptions({
      queryKey: [...lotteryQueries.all(), 'menus', prizeMode] as const,
      queryFn: ({ signal }) => fetchLotteryMenus(prizeMode, signal),
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
  latest: () =>
    queryOptions({
      queryKey: [...lotteryQueries.all(), 'latest'] as const,
      queryFn: ({ signal }) => fetchLatestResults(signal),
      staleTime: 0,
      refetchInterval: POLL_MS,
    }),
  vnMenus: (prizeMode: string, device: string) =>
    queryOptions({
      queryKey: [...lotteryQueries.all(), 'vn-menus', prizeMode, device] as const,
      queryFn: ({ signal }) => fetchVnMenus(prizeMode, device, signal),
      staleTime: STALE.MINUTES_5,
    }),
  vnOpened: (gameCode: string) =>
    queryOptions({
      queryKey: [...lotteryQueries.all(), 'vn-opened', gameCode] as const,
      queryFn: ({ signal }) => fetchVnOpened(gameCode, signal),
      staleTime: 0,
      refetchInterval: POLL_MS,
    }),
  vnRecent: (token: string | null) =>
    queryOptions({
      queryKey: [...lotteryQueries.all(), 'vn-recent', token] as const,
      queryFn: ({ signal }) => fetchVnRecent(signal),
      enabled: token !== null,
      staleTime: STALE.SECONDS_30,
    }),
};
