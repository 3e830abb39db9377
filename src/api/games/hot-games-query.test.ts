import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

import { gameQueries } from './game-queries';

const call = vi.fn().mockResolvedValue({ list: [] });
vi.mock('@/api/api-client', () => ({ apiClient: () => ({ call }) }));
vi.mock('@/stores/runtime-config-store', () => ({ getRuntimeConfig: () => ({ merchant: 'op01' }) }));
vi.mock('@/i18n/platform-language', () => ({ currentPlatformLanguage: () => 'EN' }));

describe('the hot-games request', () => {
  it("sends the spec's fields, vassalage included", async () => {
    await new QueryClient().fetchQuery(gameQueries.hot('RNG', 'en', 'JDB'));
    const [, options] = call.mock.calls[0] as [unknown, { query: Record<string, unknown> }];
    expect(options.query).toMatchObject({ merchantCode: 'op01', isPlatform: 2, vassalage: 'JDB', language: 'EN' });
    expect(options.query.platform).toBeTruthy();
  });
});
