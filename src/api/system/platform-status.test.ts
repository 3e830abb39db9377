import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { resetSplashClock } from '@/lib/splash-clock';

import { readPlatformStatus, resetPlatformStatusRead } from './platform-status';
import { systemQueries } from './system-queries';

const ask = vi.fn<() => Promise<unknown>>();
// The status request is the only call: its answer is the test's.
vi.mock('@/api/api-client', () => ({ apiClient: () => ({ call: () => ask() }) }));

// The request names the host the visitor used.
vi.stubGlobal('window', { location: { host: 'tala.test' } });

const STATUS = { info: { settings: { loginedToHomePage: false } } };

describe('readPlatformStatus', () => {
  afterEach(() => {
    resetPlatformStatusRead();
    resetSplashClock();
    ask.mockReset();
    vi.useRealTimers();
  });

  it('asks the platform on the first read even with a restored copy, then reads the cache', async () => {
    const client = new QueryClient();
    client.setQueryData(systemQueries.status().queryKey, { ...STATUS, restored: true } as never);
    ask.mockResolvedValue(STATUS);
    expect(await readPlatformStatus(client)).toEqual(STATUS);
    expect(await readPlatformStatus(client)).toEqual(STATUS);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('shares the first read with every read made before it settles: one ask, never the restored copy', async () => {
    const client = new QueryClient();
    client.setQueryData(systemQueries.status().queryKey, { ...STATUS, restored: true } as never);
    let answer: (value: unknown) => void = () => undefined;
    ask.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    // Boot's read, then the root route's while the first is still on its way.
    const boot = readPlatformStatus(client);
    const root = readPlatformStatus(client);
    answer(STATUS);
    expect(await root).toEqual(STATUS);
    expect(await boot).toEqual(STATUS);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('answers with the restored copy when the first ask fails (an offline start)', async () => {
    const client = new QueryClient();
    client.setQueryData(systemQueries.status().queryKey, STATUS as never);
    ask.mockRejectedValue(new Error('offline'));
    expect(await readPlatformStatus(client)).toEqual(STATUS);
  });

  it('never holds a navigation on a hung platform: null after the wait', async () => {
    vi.useFakeTimers();
    ask.mockReturnValue(new Promise(() => undefined));
    const read = readPlatformStatus(new QueryClient());
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await read).toBeNull();
  });
});
