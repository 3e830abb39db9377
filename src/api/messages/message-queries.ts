/**
 * Query factories for the inbox; mutations invalidate `messageQueries.all()`. The inbox is keyed by
 * the interface language (the `Language` header carries it): the platform translates its messages.
 */
import { queryOptions } from '@tanstack/react-query';

import { inboxEndpoints } from '#contract/endpoints/inbox-endpoints.ts';
import { unreadEndpoints } from '#contract/endpoints/smoke-relay-endpoints.ts';

import { apiClient } from '@/api/api-client';
import { STALE } from '@/api/query-client';

export const messageQueries = {
  all: () => ['messages'] as const,
  inbox: (pageNo: number, locale: string) =>
    queryOptions({
      queryKey: [...messageQueries.all(), 'inbox', pageNo, locale] as const,
      queryFn: ({ signal }) => apiClient().call(inboxEndpoints.inbox, { query: { pageNo, pageSize: 10 }, signal }),
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
