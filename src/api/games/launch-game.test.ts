import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/api/api-error';
import { systemQueries } from '@/api/system/system-queries';

import { isMethodRefused, LaunchAddressRefused, launchErrorKind, obtainLaunchUrl } from './launch-game';

const call = vi.fn();
const request = vi.fn();
vi.mock('@/api/api-client', () => ({ apiClient: () => ({ call, request }), allowRetryNow: () => undefined }));
vi.mock('@/stores/runtime-config-store', () => ({
  getRuntimeConfig: () => ({ merchant: 'op01', launchCdns: [], gameOrigins: [] }),
}));
// The status as the navigation read it (the first read happened before any launch).
vi.mock('@/api/system/platform-status', () => ({
  readPlatformStatus: (client: QueryClient) =>
    Promise.resolve(client.getQueryData(systemQueries.status().queryKey) ?? null),
}));
vi.mock('@/i18n/platform-language', () => ({ currentPlatformLanguage: () => 'EN' }));

const METHOD_REFUSED = new ApiError('business', 'http_method_not_support', 405, '#459 http_method_not_support');
const member = { username: 'player01', token: 'tok-1' };

function clientWithStatus(launchGameCDNs: string[] = []): QueryClient {
  const client = new QueryClient();
  client.setQueryData(systemQueries.status().queryKey, { info: { launchGameCDNs } } as never);
  return client;
}

beforeEach(() => {
  call.mockReset();
  request.mockReset();
});

describe('obtainLaunchUrl', () => {
  it("posts the spec's fields and frames a vendor's https address", async () => {
    call.mockResolvedValue({ content: { game_url: 'https://games.vendor.example/fish?t=1' } });
    const url = await obtainLaunchUrl(clientWithStatus(), { vassalage: 'FISHV', nodeId: 12, gameId: 'F12' }, 1, member);
    expect(url).toBe('https://games.vendor.example/fish?t=1');
    expect(request).not.toHaveBeenCalled();
    const [, options] = call.mock.calls[0] as [unknown, { body: Record<string, unknown> }];
    expect(options.body).toMatchObject({
      gameId: 'F12',
      nodeId: 12,
      accountType: 1,
      confirmTrans: 0,
      vassalage: 'FISHV',
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      username: 'player01',
      token: 'tok-1',
      merchantCode: 'op01',
      language: 'EN',
    });
  });

  it('launches once more with GET, the same fields as a query, when POST is answered #459', async () => {
    call.mockRejectedValue(METHOD_REFUSED);
    request.mockResolvedValue({ content: { game_url: 'https://games.vendor.example/p?t=2' } });
    const url = await obtainLaunchUrl(clientWithStatus(), { vassalage: 'CPVP', roomId: 5 }, 1, member);
    expect(url).toBe('https://games.vendor.example/p?t=2');
    expect(call).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]?.[0]).toMatchObject({
      method: 'GET',
      path: '/wps/game/launchGame',
      query: { roomId: 5, vassalage: 'CPVP', launchMode: 'GLS', token: 'tok-1' },
    });
  });

  it('does not loop: a GET refused as well is the answer', async () => {
    call.mockRejectedValue(METHOD_REFUSED);
    request.mockRejectedValue(METHOD_REFUSED);
    await expect(obtainLaunchUrl(clientWithStatus(), { vassalage: 'X' }, 1, member)).rejects.toBe(METHOD_REFUSED);
    expect(call).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('sends other refusals on without a second try', async () => {
    const maintenance = new ApiError('business', 'game.maintenance', 200, '#543');
    call.mockRejectedValue(maintenance);
    await expect(obtainLaunchUrl(clientWithStatus(), { vassalage: 'X' }, 1, member)).rejects.toBe(maintenance);
    expect(request).not.toHaveBeenCalled();
  });

  it('refuses an address that may not be framed', async () => {
    call.mockResolvedValue({ content: { game_url: 'http://plain.vendor.example/p' } });
    const launching = obtainLaunchUrl(clientWithStatus(), { vassalage: 'X' }, 1, member);
    await expect(launching).rejects.toBeInstanceOf(LaunchAddressRefused);
  });
});

describe('launch errors', () => {
  it('knows #459 by its code or its message', () => {
    expect(isMethodRefused(METHOD_REFUSED)).toBe(true);
    expect(isMethodRefused(new ApiError('http', null, 500, '#459 http_method_not_support'))).toBe(true);
    expect(isMethodRefused(new ApiError('business', 'system.busy', 500, '#727 system busy'))).toBe(false);
    expect(isMethodRefused(new Error('#459'))).toBe(false);
  });

  it('sorts a refused address apart from the platform refusals', () => {
    expect(launchErrorKind(new LaunchAddressRefused())).toBe('refused');
    expect(launchErrorKind(new ApiError('business', '#734', 200, null))).toBe('unfinished');
  });
});
