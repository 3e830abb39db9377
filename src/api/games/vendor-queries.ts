/** Query factory for the vendor lanes that build the nav, footer strip and category pages. */
import { queryOptions } from '@tanstack/react-query';

import { STALE } from '@/api/query-client';

import { fetchGameVendors } from './vendor-requests';

export const vendorQueries = {
  all: () => ['vendors'] as const,
  lanes: (language: string) =>
    queryOptions({
      queryKey: [...vendorQueries.all(), 'lanes', language] as const,
      queryFn: ({ signal }) => fetchGameVendors(signal),
      staleTime: STALE.MINUTES_5,
      meta: { persist: true },
    }),
};
