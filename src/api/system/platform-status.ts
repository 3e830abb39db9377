/**
 * The platform status, read here and nowhere else: once per navigation by the root route's
 * `beforeLoad` (it puts it into the router context, where the login guard and the loaders that need
 * the image CDN find it), by a game launch (its launch CDNs) and by components (`useSystemStatus`,
 * which watches the same cache and never asks on its own before the first read did).
 *
 * The first read of a visit always asks the platform, however fresh a restored copy is: a persisted
 * "maintenance" must not outlive the maintenance. Later reads take the cache (Query refreshes it on
 * its own interval). A read never holds a navigation on a slow or hung platform: it waits at most
 * `STATUS_WAIT_MS`, and never past the first visit's splash deadline (`splash-clock.ts`), so the
 * status gate can explain the wait then; it gives null when the status is not known by then.
 * Boot starts the first read before the router does (so it is the first call through the gate);
 * every read until that one settles shares it, so a restored copy never answers in its place.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';

import type { SystemStatus } from '#contract/system-schemas.ts';

import { splashTimeLeft, startSplashClock } from '@/lib/splash-clock';

import { systemQueries } from './system-queries';

const STATUS_WAIT_MS = 2_500;

let firstRead: Promise<SystemStatus | null> | null = null;
let isFirstReadSettled = false;

export function readPlatformStatus(queryClient: QueryClient): Promise<SystemStatus | null> {
  if (firstRead === null) {
    // The first visit's splash deadline counts from this first ask.
    startSplashClock();
    firstRead = boundedRead(queryClient, queryClient.fetchQuery({ ...systemQueries.status(), staleTime: 0 })).finally(
      () => (isFirstReadSettled = true),
    );
    return firstRead;
  }
  if (!isFirstReadSettled) return firstRead;
  const cached = queryClient.getQueryData(systemQueries.status().queryKey);
  if (cached) return Promise.resolve(cached);
  return boundedRead(queryClient, queryClient.ensureQueryData(systemQueries.status()));
}

async function boundedRead(queryClient: QueryClient, read: Promise<SystemStatus>): Promise<SystemStatus | null> {
  const cached = queryClient.getQueryData(systemQueries.status().queryKey);
  const wait = Math.min(STATUS_WAIT_MS, splashTimeLeft());
  let timer: ReturnType<typeof setTimeout> | undefined;
  const status = await Promise.race([
    read.catch(() => null),
    new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), wait))),
  ]);
  clearTimeout(timer);
  // A restored copy still answers (offline start) when the fresh ask is late or fails.
  return status ?? cached ?? null;
}

/** The status as components read it (persisted; works offline once fetched). */
export function useSystemStatus() {
  return useQuery(systemQueries.status());
}

/** Tests only: the next read is a first one again. */
export function resetPlatformStatusRead(): void {
  firstRead = null;
  isFirstReadSettled = false;
}
