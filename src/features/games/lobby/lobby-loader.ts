/**
 * A game lobby's loader (`/rng`, `/live`…): the list its default view shows (the key `LobbyGames`
 * reads for "all") and, on a navigation, the first row's icons, the lobby's largest paint. A tap
 * on a lobby link starts the list while the finger is still down (`defaultPreload: 'intent'`).
 */
import type { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';

import type { SystemStatus } from '#contract/system-schemas.ts';
import type { GameCategory } from '#contract/vendor-schemas.ts';

import { gameQueries } from '@/api/games/game-queries';
import { uiLocale } from '@/i18n/activate-locale';
import { imageCdn } from '@/lib/image-cdn';
import { preloadPicturesOf } from '@/lib/route-loading';
import { gamePreferencesState } from '@/stores/game-preferences-store';

import { gameIconSrc } from './game-icon';
import { LobbySearchSchema, type LobbySearch } from './lobby-search';

/** A phone's lobby grid has three columns; the first row holds the lobby's largest paint. */
const FIRST_ROW_TILES = 3;

/** The list a lobby's default view shows, or null for a search, tag or other view (they ask for their own). */
function defaultListQuery(category: GameCategory, deps: LobbySearch) {
  if (deps.view || deps.q || deps.tag) return null;
  // RNG opens on the vendor the player chose last time (`LobbyPage` puts it in the address).
  const vendor = deps.page ?? (category === 'RNG' ? (gamePreferencesState.rngVendor ?? undefined) : undefined);
  return gameQueries.list({ gameType: category, vassalage: vendor, gameName: undefined, tag: undefined }, uiLocale());
}

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
    const list = defaultListQuery(category, deps);
    if (!list) return;
    const games = context.queryClient.fetchInfiniteQuery(list);
    const cdn = imageCdn(context.status?.info.imageCDNs);
    preloadPicturesOf(
      games,
      ({ pages }) => (pages[0]?.games ?? []).slice(0, FIRST_ROW_TILES).map((game) => gameIconSrc(game, cdn)),
      { preload },
    );
  };
}

/**
 * The lobby's list needs no platform status: a visit that opens on a lobby starts it in boot beside
 * the status read (the route's `firstData`), a round trip before the loader could; the loader then
 * gets the same request from Query.
 */
export function lobbyFirstData(category: GameCategory) {
  return (queryClient: QueryClient, search: unknown): void => {
    const deps = v.safeParse(LobbySearchSchema, search);
    const list = deps.success ? defaultListQuery(category, deps.output) : null;
    if (list) void queryClient.prefetchInfiniteQuery(list);
  };
}

/** The search values a lobby's loader depends on. */
export const lobbyLoaderDeps = ({ search }: { search: LobbySearch }): LobbySearch => search;
