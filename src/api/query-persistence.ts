/**
 * Persists the queries marked `meta: { persist: true }` (notices, routers, whitelabel, system
 * status, vendor lists, register rules) to IndexedDB, so a cold start without network shows the
 * last known home. The cache is tagged with the build id and dropped when the build changes.
 */
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

import { readStored, writeStored } from '@/lib/storage';

const KEY = 'query-cache';
const MAX_AGE_MS = 14 * 24 * 60 * 60_000;
const WRITE_DELAY_MS = 1_000;

interface Snapshot {
  buster: string;
  savedAt: number;
  state: DehydratedState;
}

/** Restores persisted queries into the client; resolves when done (never rejects). */
export async function restorePersistedQueries(queryClient: QueryClient, buster: string): Promise<void> {
  const snapshot = await readStored<Snapshot>(KEY);
  if (!snapshot || snapshot.buster !== buster || Date.now() - snapshot.savedAt > MAX_AGE_MS) return;
  hydrate(queryClient, snapshot.state);
}

/** Writes persisted queries after each change (debounced); returns the unsubscribe function. */
export function persistQueries(queryClient: QueryClient, buster: string): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = () => {
    timer = null;
    const dehydrated = dehydrate(queryClient, {
      // Data whose last refetch failed (offline, platform down) is still the last known good copy:
      // keep it, or the next offline start loses its status, nav and lists.
      shouldDehydrateQuery: (query) => query.meta?.persist === true && query.state.data !== undefined,
    });
    // Stored as plain successes: a restored error state would stop the refetch on mount.
    const state: DehydratedState = {
      ...dehydrated,
      queries: dehydrated.queries.map((q) => ({
        ...q,
        state: { ...q.state, status: 'success', error: null, fetchFailureCount: 0, fetchFailureReason: null },
      })),
    };
    void writeStored(KEY, { buster, savedAt: Date.now(), state } satisfies Snapshot);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.meta?.persist !== true) return;
    if (event.query.state.status !== 'success') return;
    timer ??= setTimeout(save, WRITE_DELAY_MS);
  });
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
}
