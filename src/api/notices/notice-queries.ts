/** Query factory for announcements. The language is in the key: they reload on a language change. */
import { queryOptions } from '@tanstack/react-query';

import { STALE } from '@/api/query-client';

import { fetchAnnouncements } from './notice-requests';

export const noticeQueries = {
  all: () => ['notices'] as const,
  lists: (language: string, isLoggedIn: boolean) =>
    queryOptions({
      queryKey: [...noticeQueries.all(), 'lists', language, isLoggedIn] as const,
      queryFn: ({ signal }) => fetchAnnouncements(signal),
      staleTime: STALE.MINUTES_5,
      meta: { persist: true },
    }),
};
