/**
 * Query factories for the inbox; mutations invalidate `messageQueries.all()`. The inbox is keyed by
 * the interface language (the `Language` header carries it): the platform translates its messages.
 */
import { queryOptions } from '@tanstack/react-query';

import { messageEndpoints } from '#contract/endpoints/message-endpoints.ts';
import { unreadEndpoints } from '#contract/endpoints/message-unread-endpoints.ts';

import { apiClient } from '@/api/api-client';
import { STALE } from '@/api/query-client';

export const messageQueries = {
  all: () => ['messages'] as const,
  list: (pageNo: number, locale: string) =>
    queryOptions({
      queryKey: [...messageQueries.all(), 'list', pageNo, locale] as const,
      queryFn: ({ signal }) => apiClient().call(messageEndpoints.list, { query: { pageNo, pageSize: 10 }, signal }),
    }),
  unread: (token: string | null) =>
    queryOptions({
      queryKey: [...messageQueries.all(), 'unread', token] as const,
      queryFn: ({ signal }) => apiClient().call(unreadEndpoints.unreadCount, { signal }),
      enabled: token !== null,
      staleTime: STALE.SECONDS_30,
      refetchInterval: STALE.MINUTES_5,
    }),
};
