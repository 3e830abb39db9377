/** Query factories for content and support; mutations invalidate the matching `all()` key. */
import { queryOptions } from '@tanstack/react-query';

import { contentEndpoints } from '#contract/endpoints/content-endpoints.ts';

import { apiClient } from '@/api/api-client';
import { STALE } from '@/api/query-client';

/** The chat room polls this often while it is open. */
export const CHAT_POLL_MS = 3_000;

export const referralQueries = {
  all: () => ['referral'] as const,
  links: () =>
    queryOptions({
      queryKey: [...referralQueries.all(), 'links'] as const,
      queryFn: ({ signal }) => apiClient().call(contentEndpoints.referralLinks, { signal }),
    }),
  records: (pageNo: number) =>
    queryOptions({
      queryKey: [...referralQueries.all(), 'records', pageNo] as const,
      queryFn: ({ signal }) =>
        apiClient().call(contentEndpoints.referralRecords, { query: { pageNo, pageSize: 10 }, signal }),
    }),
};

export const feedbackQueries = {
  all: () => ['feedback'] as const,
  settings: () =>
    queryOptions({
      queryKey: [...feedbackQueries.all(), 'settings'] as const,
      queryFn: ({ signal }) => apiClient().call(contentEndpoints.feedbackSettings, { signal }),
      staleTime: STALE.HOUR,
    }),
  mine: (token: string | null, pageNo: number) =>
    queryOptions({
      queryKey: [...feedbackQueries.all(), 'mine', token, pageNo] as const,
      queryFn: ({ signal }) =>
        apiClient().call(contentEndpoints.myFeedback, { query: { pageNo, pageSize: 10 }, signal }),
      enabled: token !== null,
    }),
};

export const chatQueries = {
  all: () => ['chat'] as const,
  /** The conversation: fetched whole, then polled while the chat room is open. */
  messages: (token: string | null) =>
    queryOptions({
      queryKey: [...chatQueries.all(), 'messages', token] as const,
      queryFn: ({ signal }) => apiClient().call(contentEndpoints.chatMessages, { query: { after: 0 }, signal }),
      enabled: token !== null,
      staleTime: 0,
      refetchInterval: CHAT_POLL_MS,
    }),
};
