/**
 * Query factories for the game catalogue. Catalogue reads are public; recents and favourites are
 * member data (keyed by token, never persisted). Favourite mutations invalidate `gameQueries.favourites()`.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';

import { STALE } from '@/api/query-client';

import {
  fetchFavouriteGames,
  fetchFavouriteIds,
  fetchGameList,
  fetchHotGames,
  fetchRecentGames,
  fetchRooms,
  fetchVassalageGames,
  type GameListParams,
} from './game-requests';

export const GAME_PAGE_SIZE = 24;

export type GameListFilter = Omit<GameListParams, 'pageNo' | 'pageSize'>;

export const gameQueries = {
  all: () => ['games'] as const,
  /** Infinite list: one page per scroll step. */
  list: (filter: GameListFilter, language: string) =>
    infiniteQueryOptions({
      queryKey: [...gameQueries.all(), 'list', language, filter] as const,
      queryFn: ({ pageParam, signal }) =>
        fetchGameList({ ...filter, pageNo: pageParam, pageSize: GAME_PAGE_SIZE }, signal),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => (pages.length < last.totalPages ? pages.length + 1 : undefined),
      staleTime: STALE.MINUTES_5,
      // Persisted so a lobby seen online opens offline (issue 14); public catalogue data only.
      meta: { persist: true },
    }),
  hot: (gameType: string | undefined, language: string) =>
    queryOptions({
      queryKey: [...gameQueries.all(), 'hot', language, gameType ?? ''] as const,
      queryFn: ({ signal }) => fetchHotGames(gameType, signal),
      staleTime: STALE.MINUTES_5,
      meta: { persist: true },
    }),
  vassalage: (language: string) =>
    queryOptions({
      queryKey: [...gameQueries.all(), 'vassalage', language] as const,
      queryFn: ({ signal }) => fetchVassalageGames(signal),
      staleTime: STALE.MINUTES_5,
    }),
  rooms: (vassalage: string) =>
    queryOptions({
      queryKey: [...gameQueries.all(), 'rooms', vassalage] as const,
      queryFn: ({ signal }) => fetchRooms(vassalage, signal),
      staleTime: STALE.SECONDS_30,
    }),
  member: () => [...gameQueries.all(), 'member'] as const,
  recent: (token: string | null) =>
    queryOptions({
      queryKey: [...gameQueries.member(), 'recent', token] as const,
      queryFn: ({ signal }) => fetchRecentGames(signal),
      enabled: token !== null,
    }),
  favourites: () => [...gameQueries.member(), 'favourites'] as const,
  favouriteIds: (token: string | null) =>
    queryOptions({
      queryKey: [...gameQueries.favourites(), 'ids', token] as const,
      queryFn: ({ signal }) => fetchFavouriteIds(signal),
      enabled: token !== null,
    }),
  favouriteList: (token: string | null, gameType: string | undefined) =>
    infiniteQueryOptions({
      queryKey: [...gameQueries.favourites(), 'list', token, gameType ?? ''] as const,
      queryFn: ({ pageParam, signal }) =>
        fetchFavouriteGames({ pageNo: pageParam, pageSize: GAME_PAGE_SIZE, gameType }, signal),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => (pages.length < last.totalPages ? pages.length + 1 : undefined),
      enabled: token !== null,
    }),
};
