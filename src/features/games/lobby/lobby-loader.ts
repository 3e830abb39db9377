/**
 * A game lobby's loader (`/rng`, `/live`…): the list its default view shows (the key `LobbyGames`
 * reads for "all") and, on a navigation, the first row's icons, the lobby's largest paint. A tap
 * on a lobby link starts the list while the finger is still down (`defaultPreload: 'intent'`).
 */
import type { QueryClient } from '@tanstack/react-query';

import type { SystemStatus } from '#contract/system-schemas.ts';
import type { GameCategory } from '#contract/vendor-schemas.ts';

import { gameQueries } from '@/api/games/game-queries';
import { uiLocale } from '@/i18n/activate-locale';
import { imageCdn } from '@/lib/image-cdn';
import { preloadPicturesOf } from '@/lib/route-loading';
import { gamePreferencesState } from '@/stores/game-preferences-store';

import { gameIconSrc } from './game-icon';
import type { LobbySearch } from './lobby-search';

/** A phone's lobby grid has three columns; the first row holds the lobby's largest paint. */
const FIRST_ROW_TILES = 3;

export function lobbyLoader(category: GameCategory) {
  return ({
    context,
    deps,
    preload,
  }: {
    context: { queryClient: QueryClient; status: SystemStatus | null };
    deps: LobbySearch;
    preload: boolean;
  }): void => {
    // Only the default view; a search, tag or other view asks for its own list.
    if (deps.view || deps.q || deps.tag) return;
    // RNG opens on the vendor the player chose last time (`LobbyPage` puts it in the address).
    const vendor = deps.page ?? (category === 'RNG' ? (gamePreferencesState.rngVendor ?? undefined) : undefined);
    const games = context.queryClient.fetchInfiniteQuery(
      gameQueries.list({ gameType: category, vassalage: vendor, gameName: undefined, tag: undefined }, uiLocale()),
    );
    const cdn = imageCdn(context.status?.info.imageCDNs);
    preloadPicturesOf(
      games,
      ({ pages }) => (pages[0]?.games ?? []).slice(0, FIRST_ROW_TILES).map((game) => gameIconSrc(game, cdn)),
      { preload },
    );
  };
}

/** The search values a lobby's loader depends on. */
export const lobbyLoaderDeps = ({ search }: { search: LobbySearch }): LobbySearch => search;
