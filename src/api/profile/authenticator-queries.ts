/** Query factory for the authenticator's status (member data: never persisted). */
import { queryOptions } from '@tanstack/react-query';

import { authenticatorEndpoints } from '#contract/endpoints/authenticator-endpoints.ts';

import { apiClient } from '@/api/api-client';
import { STALE } from '@/api/query-client';

import { profileQueries } from './profile-queries';

export const authenticatorQueries = {
  all: () => [...profileQueries.all(), 'authenticator'] as const,
  /** Bound, for withdrawals, recovery codes left. */
  status: (token: string | null) =>
    queryOptions({
      queryKey: [...authenticatorQueries.all(), 'status', token] as const,
      queryFn: ({ signal }) => apiClient().call(authenticatorEndpoints.status, { signal }),
      enabled: token !== null,
      staleTime: STALE.SECONDS_30,
    }),
};
