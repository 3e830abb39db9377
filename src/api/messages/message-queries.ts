/** Query factories for the inbox; mutations invalidate `messageQueries.all()`. */
import { queryOptions } from '@tanstack/react-query';

import { STALE } from '@/api/query-client';

import { fetchInbox, fetchUnreadCount } from './message-requests';

export const messageQueries = {
  all: () => ['messages'] as const,
  inbox: (pageNo: number) =>
    queryOptions({
      queryKey: [...messageQueries.all(), 'inbox', pageNo] as const,
      queryFn: ({ signal }) => fetchInbox(pageNo, signal),
    }),
  unread: (token: string | null) =>
    queryOptions({
      queryKey: [...messageQueries.all(), 'unread', token] as const,
      queryFn: ({ signal }) => fetchUnreadCount(signal),
      enabled: token !== null,
      staleTime: STALE.SECONDS_30,
      refetchInterval: STALE.MINUTES_5,
    }),
};
