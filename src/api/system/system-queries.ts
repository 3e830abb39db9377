/** Query factories for system data; all of it is persisted for offline starts. */
import { queryOptions } from '@tanstack/react-query';

import { systemEndpoints } from '#contract/endpoints/system-endpoints.ts';

import { apiClient } from '@/api/api-client';
import { STALE } from '@/api/query-client';

export const systemQueries = {
  all: () => ['system'] as const,
  /** The gate, CDNs and resources; the platform is told which host the visitor used. */
  status: () =>
    queryOptions({
      queryKey: [...systemQueries.all(), 'status'] as const,
      queryFn: ({ signal }) =>
        apiClient().call(systemEndpoints.status, {
          query: { url: window.location.host },
          headers: { 'Cache-Control': 'no-cache' },
          signal,
        }),
      // Boot re-asks it at every start (boot.ts); this only keeps the components that mount in the
      // first seconds from asking again.
      staleTime: 10_000,
      refetchInterval: STALE.MINUTES_5,
      meta: { persist: true },
    }),
  /** The module permission tree. */
  whitelabel: () =>
    queryOptions({
      queryKey: [...systemQueries.all(), 'whitelabel'] as const,
      queryFn: ({ signal }) => apiClient().call(systemEndpoints.whitelabel, { signal }),
      staleTime: STALE.MINUTES_5,
      meta: { persist: true },
    }),
  registerRules: () =>
    queryOptions({
      queryKey: [...systemQueries.all(), 'registerRules'] as const,
      queryFn: ({ signal }) => apiClient().call(systemEndpoints.registerRules, { signal }),
      staleTime: STALE.MINUTES_5,
      meta: { persist: true },
    }),
  /** Alternative API origins. */
  routers: () =>
    queryOptions({
      queryKey: [...systemQueries.all(), 'routers'] as const,
      queryFn: ({ signal }) => apiClient().call(systemEndpoints.domainRoute, { query: { device: 'WEB' }, signal }),
      staleTime: STALE.HOUR,
      meta: { persist: true },
    }),
  /** Per UI language: the platform answers in the Language header's language. */
  helpCenter: (locale: string) =>
    queryOptions({
      queryKey: [...systemQueries.all(), 'helpCenter', locale] as const,
      queryFn: ({ signal }) => apiClient().call(systemEndpoints.helpCenter, { signal }),
      staleTime: STALE.HOUR,
      meta: { persist: true },
    }),
};
