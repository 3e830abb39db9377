/**
 * Query factories for the game catalogue. Catalogue reads are public; recents and favourites are
 * member data (keyed by token, never persisted). Favourite mutations invalidate `gameQueries.favourites()`.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';

import type { RequestInput } from '#contract/endpoint.ts';
import { gameEndpoints } from '#contract/endpoints/game-endpoints.ts';

import { apiClient } from '@/api/api-client';
import { STALE } from '@/api/query-client';
import { getRuntimeConfig } from '@/stores/runtime-config-store';

import { gameLanguage } from './game-requests';

export const GAME_PAGE_SIZE = 24;
/** Hot games: the platforms spec §9 lists (isPlatform 2, flash and html5-desktop). */
const HOT_GAME_PLATFORMS = 'flash,html5-desktop';

/** A catalogue list's filters (the row's keys): `gameType` always; page and language are the factory's. */
export type GameListFilter = Omit<
  RequestInput<typeof gameEndpoints.gameList>,
  'pageNo' | 'pageSize' | 'language' | 'lang'
> & {
  gameType: string;
};

export const gameQueries = {
  all: () => ['games'] as const,
  /** Infinite list: one page per scroll step. */
  list: (filter: GameListFilter, language: string) =>
    infiniteQueryOptions({
      queryKey: [...gameQueries.all(), 'list', language, filter] as const,
      queryFn: ({ pageParam, signal }) =>
        apiClient().call(gameEndpoints.gameList, {
          query: { ...filter, pageNo: pageParam, pageSize: GAME_PAGE_SIZE, language: gameLanguage() },
          signal,
        }),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => (pages.length < last.totalPages ? pages.length + 1 : undefined),
      staleTime: STALE.MINUTES_5,
      // Persisted so a lobby seen online opens offline; public catalogue data only.
      meta: { persist: true },
    }),
  /** With the spec's request: merchantCode, isPlatform 2, vassalage (the lobby's vendor), platforms, language. */
  hot: (gameType: string | undefined, language: string, vassalage?: string) =>
    queryOptions({
      queryKey: [...gameQueries.all(), 'hot', language, gameType ?? '', vassalage ?? ''] as const,
      queryFn: ({ signal }) =>
        apiClient().call(gameEndpoints.hotGames, {
          query: {
            merchantCode: getRuntimeConfig().merchant,
            isPlatform: 2,
            vassalage,
            platform: HOT_GAME_PLATFORMS,
            language: gameLanguage(),
            gameType,
          },
          signal,
        }),
      staleTime: STALE.MINUTES_5,
      meta: { persist: true },
    }),
  /** Games of the VASSALAGE vendors (popup list). */
  vassalage: (language: string) =>
    queryOptions({
      queryKey: [...gameQueries.all(), 'vassalage', language] as const,
      queryFn: ({ signal }) => apiClient().call(gameEndpoints.vassalageGames, { query: { typeId: 1 }, signal }),
      staleTime: STALE.MINUTES_5,
    }),
  /** A PVP vendor's rooms. */
  rooms: (vassalage: string) =>
    queryOptions({
      queryKey: [...gameQueries.all(), 'rooms', vassalage] as const,
      queryFn: ({ signal }) => apiClient().call(gameEndpoints.rooms, { query: { vassalage }, signal }),
      staleTime: STALE.SECONDS_30,
    }),
  member: () => [...gameQueries.all(), 'member'] as const,
  recent: (token: string | null) =>
    queryOptions({
      queryKey: [...gameQueries.member(), 'recent', token] as const,
      queryFn: ({ signal }) => apiClient().call(gameEndpoints.recentGames, { signal }),
      enabled: token !== null,
    }),
  favourites: () => [...gameQueries.member(), 'favourites'] as const,
  favouriteIds: (token: string | null) =>
    queryOptions({
      queryKey: [...gameQueries.favourites(), 'ids', token] as const,
      queryFn: ({ signal }) => apiClient().call(gameEndpoints.favouriteIds, { signal }),
      enabled: token !== null,
    }),
  favouriteList: (token: string | null, gameType: string | undefined) =>
    infiniteQueryOptions({
      queryKey: [...gameQueries.favourites(), 'list', token, gameType ?? ''] as const,
      queryFn: ({ pageParam, signal }) =>
        apiClient().call(gameEndpoints.favouriteGames, {
          query: { pageNo: pageParam, pageSize: GAME_PAGE_SIZE, gameType },
          signal,
        }),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => (pages.length < last.totalPages ? pages.length + 1 : undefined),
      enabled: token !== null,
    }),
};
