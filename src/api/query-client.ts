/** QueryClient defaults: named stale times, and no retries on top of the HTTP client's own. */
import { QueryClient } from '@tanstack/react-query';

export const STALE = {
  SECONDS_30: 30_000,
  MINUTES_5: 5 * 60_000,
  HOUR: 60 * 60_000,
} as const;

/** Creates the app's query client. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The HTTP client already retries idempotent calls with backoff; retrying again here
        // would multiply the waits on a bad network.
        retry: false,
        // An errored query is not fetched again just because another component mounts it: that
        // remount-refetch was one half of the request storm. Reconnects, intervals and
        // a person's "Retry" still refetch.
        retryOnMount: false,
        staleTime: STALE.SECONDS_30,
        gcTime: 24 * 60 * 60_000,
        refetchOnWindowFocus: false,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
