import { hashKey, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { gameQueries } from '@/api/games/game-queries';
import { vendorQueries } from '@/api/games/vendor-queries';
import { noticeQueries } from '@/api/notices/notice-queries';
import { systemQueries } from '@/api/system/system-queries';
import { preloadImage } from '@/lib/preload-image';
import { gamePreferencesState } from '@/stores/game-preferences-store';

import { lobbyCategory, prefetchFirstScreen } from './first-screen-queries';

// The requests never leave: what matters is which keys are asked, and that they are the pages' own.
vi.mock('@/api/api-client', () => ({ apiClient: () => ({ call: () => new Promise(() => undefined) }) }));
vi.mock('@/lib/preload-image', () => ({ preloadImage: vi.fn() }));

function asked(location: { pathname: string; search: string }, isSignedIn = false) {
  const client = new QueryClient();
  prefetchFirstScreen(client, location, 'tl', isSignedIn, Promise.resolve());
  return client
    .getQueryCache()
    .getAll()
    .map((query) => query.queryHash);
}

function lobbyQueryKey(gameType: string, vassalage?: string) {
  return gameQueries.list({ gameType, vassalage, gameName: undefined, tag: undefined }, 'tl').queryKey;
}

/** The key `LobbyGames` builds for its "all" view (undefined fields included, as the page passes them). */
function lobbyKey(gameType: string, vassalage?: string) {
  return hashKey(lobbyQueryKey(gameType, vassalage));
}

describe('prefetchFirstScreen', () => {
  afterEach(() => {
    gamePreferencesState.rngVendor = null;
  });

  it('asks the nav lanes and the home lists on /', () => {
    expect(asked({ pathname: '/', search: '' })).toEqual([
      hashKey(vendorQueries.lanes('tl').queryKey),
      hashKey(noticeQueries.lists('tl', false).queryKey),
    ]);
  });

  it("asks a lobby's first games page with the key the lobby uses", () => {
    expect(asked({ pathname: '/rng', search: '' })).toContain(lobbyKey('RNG'));
    expect(asked({ pathname: '/cockfight', search: '' })).toContain(lobbyKey('COCKFIGHT'));
    expect(asked({ pathname: '/live', search: '?page=WM' })).toContain(lobbyKey('LIVE', 'WM'));
  });

  it('opens RNG on the remembered vendor, as the lobby does', () => {
    gamePreferencesState.rngVendor = 'PNG';
    expect(asked({ pathname: '/rng', search: '' })).toContain(lobbyKey('RNG', 'PNG'));
  });

  it('leaves other views, searches and pages to the page itself', () => {
    expect(asked({ pathname: '/rng', search: '?view=hot' })).toHaveLength(1);
    expect(asked({ pathname: '/rng', search: '?q=dragon' })).toHaveLength(1);
    expect(asked({ pathname: '/login', search: '' })).toHaveLength(1);
    expect(lobbyCategory('/elott')).toBeNull();
  });

  it("asks home's first banner picture once the lists and status are known, on the status's image CDN", async () => {
    vi.stubGlobal('window', { location: { origin: 'https://app.test' } });
    const client = new QueryClient();
    const banner = (id: number, url: string) => ({ id, title: `B${id}`, announcementImages: [{ sequence: 0, url }] });
    client.setQueryData(noticeQueries.lists('tl', false).queryKey, {
      banners: [banner(7, 'BANNER/7.png'), banner(8, 'BANNER/8.png')],
      player: [],
      popup: [],
      promotion: [],
      headline: [],
    } as never);
    let settle = () => undefined as void;
    const status = new Promise<void>((resolve) => (settle = resolve));
    prefetchFirstScreen(client, { pathname: '/', search: '' }, 'tl', false, status);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Not before status: it may name another image CDN than the config.
    expect(preloadImage).not.toHaveBeenCalled();
    client.setQueryData(systemQueries.status().queryKey, { info: { imageCDNs: ['https://img.test/'] } } as never);
    settle();
    await vi.waitFor(() => expect(preloadImage).toHaveBeenCalledWith('https://img.test/BANNER/7.png'));
    expect(preloadImage).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it("asks a lobby's first row of icons once its first page and status are known", async () => {
    vi.stubGlobal('window', { location: { origin: 'https://app.test' } });
    vi.mocked(preloadImage).mockClear();
    const client = new QueryClient();
    const games = ['A', 'B', 'C', 'D'].map((code) => ({ iconUrl: `GAMES/RNG/${code}.png` }));
    client.setQueryData(lobbyQueryKey('RNG'), { pages: [{ games }], pageParams: [1] } as never);
    client.setQueryData(systemQueries.status().queryKey, { info: { imageCDNs: ['https://img.test'] } } as never);
    prefetchFirstScreen(client, { pathname: '/rng', search: '' }, 'tl', false, Promise.resolve());
    await vi.waitFor(() => expect(preloadImage).toHaveBeenCalledTimes(3));
    expect(vi.mocked(preloadImage).mock.calls.map(([url]) => url)).toEqual([
      'https://img.test/GAMES/RNG/A.png',
      'https://img.test/GAMES/RNG/B.png',
      'https://img.test/GAMES/RNG/C.png',
    ]);
    vi.unstubAllGlobals();
  });
});
