/** Query factories for my account's avatar data (member data: never persisted). */
import { queryOptions } from '@tanstack/react-query';

import { memberQueries } from '@/api/member/member-queries';
import { STALE } from '@/api/query-client';

import { fetchAvatar, fetchStaticAvatars } from './profile-requests';

export const profileQueries = {
  all: () => [...memberQueries.all(), 'profile'] as const,
  avatar: (token: string | null) =>
    queryOptions({
      queryKey: [...profileQueries.all(), 'avatar', token] as const,
      queryFn: ({ signal }) => fetchAvatar(signal),
      enabled: token !== null,
    }),
  staticAvatars: () =>
    queryOptions({
      queryKey: [...profileQueries.all(), 'staticAvatars'] as const,
      queryFn: ({ signal }) => fetchStaticAvatars(signal),
      staleTime: STALE.HOUR,
    }),
};
