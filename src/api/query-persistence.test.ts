import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { clearStored } from '@/lib/storage';

import { persistQueries, restorePersistedQueries } from './query-persistence';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fillAndPersist(buster: string): Promise<void> {
  const source = new QueryClient();
  const stop = persistQueries(source, buster);
  await source.fetchQuery({
    queryKey: ['notices', 'lists'],
    queryFn: () => ({ player: [1, 2] }),
    meta: { persist: true },
  });
  await source.fetchQuery({ queryKey: ['member', 'info'], queryFn: () => ({ secret: 'x' }) });
  await wait(1_200);
  stop();
}

describe('query persistence', () => {
  it('restores only the queries marked persist', async () => {
    await clearStored();
    await fillAndPersist('build-1');
    const target = new QueryClient();
    await restorePersistedQueries(target, 'build-1');
    expect(target.getQueryData(['notices', 'lists'])).toEqual({ player: [1, 2] });
    expect(target.getQueryData(['member', 'info'])).toBeUndefined();
  });

  it('drops the cache of another build', async () => {
    await clearStored();
    await fillAndPersist('build-1');
    const target = new QueryClient();
    await restorePersistedQueries(target, 'build-2');
    expect(target.getQueryData(['notices', 'lists'])).toBeUndefined();
  });

  it('keeps the last good data of a query whose refetch failed, restored as a success', async () => {
    await clearStored();
    const source = new QueryClient();
    const stop = persistQueries(source, 'build-1');
    await source.fetchQuery({ queryKey: ['system', 'status'], queryFn: () => ({ state: 0 }), meta: { persist: true } });
    await source.fetchQuery({
      queryKey: ['vendors', 'lanes'],
      queryFn: () => ({ lanes: [1] }),
      meta: { persist: true },
    });
    await wait(1_200);
    // Offline now: the status refetch fails; a later change saves the snapshot again.
    await source
      .fetchQuery({
        queryKey: ['system', 'status'],
        queryFn: () => Promise.reject(new Error('offline')),
        meta: { persist: true },
        staleTime: 0,
      })
      .catch(() => undefined);
    await source.fetchQuery({
      queryKey: ['vendors', 'lanes'],
      queryFn: () => ({ lanes: [2] }),
      meta: { persist: true },
      staleTime: 0,
    });
    await wait(1_200);
    stop();
    const target = new QueryClient();
    await restorePersistedQueries(target, 'build-1');
    expect(target.getQueryData(['system', 'status'])).toEqual({ state: 0 });
    expect(target.getQueryState(['system', 'status'])?.status).toBe('success');
    expect(target.getQueryData(['vendors', 'lanes'])).toEqual({ lanes: [2] });
  });
});
