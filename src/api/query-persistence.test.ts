import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { clearStored } from '@/lib/storage';
import { persistQueries, restorePersistedQueries } from './query-persistence';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fillAndPersist(buster: string): Promise<void> {
  const source = new QueryClient();
  const stop = persistQueries(source, buster);
  await source.fetchQuery({ queryKey: ['notices', 'lists'], queryFn: () => ({ player: [1, 2] }), meta: { persist: true } });
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
});
