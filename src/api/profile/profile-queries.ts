/** Query factories for my account's avatar data (member data: never persisted). */
import { queryOptions } from '@tanstack/react-query';

import { profileEndpoints } from '#contract/endpoints/profile-endpoints.ts';

import { apiClient } from '@/api/api-client';
import { memberQueries } from '@/api/member/member-queries';
import { STALE } from '@/api/query-client';

export const profileQueries = {
  all: () => [...memberQueries.all(), 'profile'] as const,
  avatar: (token: string | null) =>
    queryOptions({
      queryKey: [...profileQueries.all(), 'avatar', token] as const,
      queryFn: ({ signal }) => apiClient().call(profileEndpoints.avatar, { signal }),
      enabled: token !== null,
    }),
  /** The STATIC set. */
  staticAvatars: () =>
    queryOptions({
      queryKey: [...profileQueries.all(), 'staticAvatars'] as const,
      queryFn: ({ signal }) => apiClient().call(profileEndpoints.staticAvatars, { signal }),
      staleTime: STALE.HOUR,
    }),
};
