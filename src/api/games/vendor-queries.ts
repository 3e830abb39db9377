/** Query factory for the vendor lanes that build the nav, footer strip and category pages. */
import { queryOptions } from '@tanstack/react-query';

import { vendorEndpoints } from '#contract/endpoints/game-vendor-endpoints.ts';

import { apiClient } from '@/api/api-client';
import { STALE } from '@/api/query-client';

export const vendorQueries = {
  all: () => ['vendors'] as const,
  /** Game vendors grouped in category lanes, for the desktop web platform. */
  lanes: (language: string) =>
    queryOptions({
      queryKey: [...vendorQueries.all(), 'lanes', language] as const,
      queryFn: ({ signal }) =>
        apiClient().call(vendorEndpoints.gameVendor, { query: { platform: 'html5-desktop' }, signal }),
      staleTime: STALE.MINUTES_5,
      meta: { persist: true },
    }),
};
