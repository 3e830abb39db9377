/** Query factory for announcements. The language is in the key: they reload on a language change. */
import { queryOptions } from '@tanstack/react-query';

import { announcementEndpoints } from '#contract/endpoints/announcement-endpoints.ts';

import { apiClient } from '@/api/api-client';
import { STALE } from '@/api/query-client';

/** Banners, player notices, popups, promotions and headlines. */
const ANNOUNCEMENT_TYPES = 'B,PL,PU,PR,H';

export const noticeQueries = {
  all: () => ['notices'] as const,
  lists: (language: string, isLoggedIn: boolean) =>
    queryOptions({
      queryKey: [...noticeQueries.all(), 'lists', language, isLoggedIn] as const,
      queryFn: ({ signal }) =>
        apiClient().call(announcementEndpoints.list, {
          query: { types: ANNOUNCEMENT_TYPES, platform: 'W', execution: 'B' },
          signal,
        }),
      staleTime: STALE.MINUTES_5,
      meta: { persist: true },
    }),
};
