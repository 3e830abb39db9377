/** Query factories for system data; all of it is persisted for offline starts. */
import { queryOptions } from '@tanstack/react-query';

import { STALE } from '@/api/query-client';

import {
  fetchDomainRoutes,
  fetchHelpCenter,
  fetchRegisterRules,
  fetchSystemStatus,
  fetchWhitelabel,
} from './system-requests';

export const systemQueries = {
  all: () => ['system'] as const,
  status: () =>
    queryOptions({
      queryKey: [...systemQueries.all(), 'status'] as const,
      queryFn: ({ signal }) => fetchSystemStatus(signal),
      // Boot re-asks it at every start (boot.ts); this only keeps the components that mount in the
      // first seconds from asking again.
      staleTime: 10_000,
      refetchInterval: STALE.MINUTES_5,
      meta: { persist: true },
    }),
  whitelabel: () =>
    queryOptions({
      queryKey: [...systemQueries.all(), 'whitelabel'] as const,
      queryFn: ({ signal }) => fetchWhitelabel(signal),
      staleTime: STALE.MINUTES_5,
      meta: { persist: true },
    }),
  registerRules: () =>
    queryOptions({
      queryKey: [...systemQueries.all(), 'registerRules'] as const,
      queryFn: ({ signal }) => fetchRegisterRules(signal),
      staleTime: STALE.MINUTES_5,
      meta: { persist: true },
    }),
  routers: () =>
    queryOptions({
      queryKey: [...systemQueries.all(), 'routers'] as const,
      queryFn: ({ signal }) => fetchDomainRoutes(signal),
      staleTime: STALE.HOUR,
      meta: { persist: true },
    }),
  /** Per UI language: the platform answers in the Language header's language. */
  helpCenter: (locale: string) =>
    queryOptions({
      queryKey: [...systemQueries.all(), 'helpCenter', locale] as const,
      queryFn: ({ signal }) => fetchHelpCenter(signal),
      staleTime: STALE.HOUR,
      meta: { persist: true },
    }),
};
