import { hashKey, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { gameQueries } from '@/api/games/game-queries';
import { vendorQueries } from '@/api/games/vendor-queries';
import { noticeQueries } from '@/api/notices/notice-queries';
import { gamePreferencesState } from '@/stores/game-preferences-store';

import { lobbyCategory, prefetchFirstScreen } from './first-screen-queries';

// The requests never leave: what matters is which keys are asked, and that they are the pages' own.
vi.mock('@/api/api-client', () => ({ apiClient: () => ({ call: () => new Promise(() => undefined) }) }));

function asked(location: { pathname: string; search: string }, isSignedIn = false) {
  const client = new QueryClient();
  prefetchFirstScreen(client, location, 'tl', isSignedIn);
  return client
    .getQueryCache()
    .getAll()
    .map((query) => query.queryHash);
}

/** The key `LobbyGames` builds for its "all" view (undefined fields included, as the page passes them). */
function lobbyKey(gameType: string, vassalage?: string) {
  return hashKey(gameQueries.list({ gameType, vassalage, gameName: undefined, tag: undefined }, 'tl').queryKey);
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
});
