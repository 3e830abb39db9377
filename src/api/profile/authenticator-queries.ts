/** Query factory for the authenticator's status (member data: never persisted). */
import { queryOptions } from '@tanstack/react-query';

import { STALE } from '@/api/query-client';

import { fetchAuthenticatorStatus } from './authenticator-requests';
import { profileQueries } from './profile-queries';

export const authenticatorQueries = {
  all: () => [...profileQueries.all(), 'authenticator'] as const,
  status: (token: string | null) =>
    queryOptions({
      queryKey: [...authenticatorQueries.all(), 'status', token] as const,
      queryFn: ({ signal }) => fetchAuthenticatorStatus(signal),
      enabled: token !== null,
      staleTime: STALE.SECONDS_30,
    }),
};
