/** Query factories for member data (never persisted: it belongs to the session). */
import { queryOptions } from '@tanstack/react-query';

import { memberEndpoints } from '#contract/endpoints/member-endpoints.ts';
import { sessionEndpoints } from '#contract/endpoints/session-endpoints.ts';

import { apiClient } from '@/api/api-client';
import { STALE } from '@/api/query-client';
import { keepMemberInSession } from '@/stores/session-store';

export const memberQueries = {
  all: () => ['member'] as const,
  info: (token: string | null) =>
    queryOptions({
      queryKey: [...memberQueries.all(), 'info', token] as const,
      // The session keeps the member fields the spec names (spec §3): refreshed with every read.
      queryFn: ({ signal }) =>
        apiClient()
          .call(memberEndpoints.info, { signal })
          .then((info) => {
            if (token !== null) keepMemberInSession(info, token);
            return info;
          }),
      enabled: token !== null,
      staleTime: STALE.SECONDS_30,
    }),
};

export const sessionQueries = {
  all: () => ['session'] as const,
  /** Dialling codes for the phone fields. */
  countries: () =>
    queryOptions({
      queryKey: [...sessionQueries.all(), 'countries'] as const,
      queryFn: ({ signal }) => apiClient().call(sessionEndpoints.countries, { signal }),
      staleTime: STALE.HOUR,
      meta: { persist: true },
    }),
  /** A fresh slider challenge (only when module SLIDER3 is on). */
  slider: (nonce: number) =>
    queryOptions({
      queryKey: [...sessionQueries.all(), 'slider', nonce] as const,
      queryFn: ({ signal }) => apiClient().call(sessionEndpoints.slider, { query: { _: Date.now() }, signal }),
      staleTime: Infinity,
      gcTime: 0,
    }),
};
