/**
 * The lists the start page's first screen shows, asked at boot beside status instead of after the
 * layout and page chunks have arrived (LCP on slow 4G, issue 14). The keys are the ones the pages
 * use (`useAnnouncements` on home, `LobbyGames`' "all" view on a lobby), so the pages find them
 * in flight or done. The pictures of the largest paint (home's first banner, a lobby's first row) are
 * asked as soon as the lists and status are known, not after the page has rendered their `<img>`.
 */
import type { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';

import type { GameCategory } from '#contract/vendor-schemas.ts';

import { gameQueries } from '@/api/games/game-queries';
import { vendorQueries } from '@/api/games/vendor-queries';
import { noticeQueries } from '@/api/notices/notice-queries';
import { systemQueries } from '@/api/system/system-queries';
import { gameIconSrc } from '@/features/categories/game-icon';
import { LobbySearchSchema } from '@/features/categories/lobby-search';
import { bannerImageSrc } from '@/features/home/banner-image';
import { imageCdn } from '@/lib/image-cdn';
import { CATEGORY_PATHS } from '@/lib/nav-model';
import { preloadImage } from '@/lib/preload-image';
import { gamePreferencesState } from '@/stores/game-preferences-store';

/** A phone's lobby grid has three columns; the first row holds the lobby's largest paint. */
const FIRST_ROW_TILES = 3;
const LOBBY_CATEGORIES: readonly GameCategory[] = ['LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'COCKFIGHT'];

/** The lobby category a start URL opens, when it opens one. */
export function lobbyCategory(pathname: string): GameCategory | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return LOBBY_CATEGORIES.find((category) => CATEGORY_PATHS[category].toLowerCase() === path) ?? null;
}

export function prefetchFirstScreen(
  queryClient: QueryClient,
  location: Pick<Location, 'pathname' | 'search'>,
  locale: string,
  isSignedIn: boolean,
  /** Settles when boot's status call does (the status names the image CDN). */
  statusSettled: Promise<unknown>,
): void {
  // The header nav needs the vendor lanes on every page.
  void queryClient.prefetchQuery(vendorQueries.lanes(locale));
  if (location.pathname === '/') {
    const lists = queryClient.fetchQuery(noticeQueries.lists(locale, isSignedIn));
    preloadWhenKnown(queryClient, lists, statusSettled, ({ banners }, cdn) =>
      banners.slice(0, 1).map((banner) => bannerImageSrc(banner, cdn)),
    );
    return;
  }
  const category = lobbyCategory(location.pathname);
  if (!category) return;
  const search = new URLSearchParams(location.search);
  // Only the default view of a lobby; a search, tag or other view is asked by the page itself.
  if (search.has('view') || search.has('q') || search.has('tag')) return;
  // The router reads search values as JSON when they parse (`?page="TALA"`), as text otherwise.
  const page =
    search.get('page')?.replace(/^"(.*)"$/, '$1') ?? (category === 'RNG' ? gamePreferencesState.rngVendor : null);
  // A vendor id the lobby's own search schema would not accept is left to the page.
  if (page !== null && page !== undefined && v.parse(LobbySearchSchema, { page }).page !== page) return;
  const games = queryClient.fetchInfiniteQuery(
    gameQueries.list({ gameType: category, vassalage: page ?? undefined }, locale),
  );
  preloadWhenKnown(queryClient, games, statusSettled, ({ pages }, cdn) =>
    (pages[0]?.games ?? []).slice(0, FIRST_ROW_TILES).map((game) => gameIconSrc(game, cdn)),
  );
}

/**
 * Once a first-screen list and the status (which names the image CDN) are known, asks for the
 * pictures the page will show first, before its code has rendered their `<img>` elements.
 */
function preloadWhenKnown<T>(
  queryClient: QueryClient,
  list: Promise<T>,
  statusSettled: Promise<unknown>,
  pictures: (data: T, cdn: string) => (string | null)[],
): void {
  void Promise.all([list, statusSettled])
    .then(([data]) => {
      const status = queryClient.getQueryData(systemQueries.status().queryKey);
      for (const src of pictures(data, imageCdn(status?.info.imageCDNs))) if (src) preloadImage(src);
    })
    // A failed list is the page's to show; there is nothing to preload.
    .catch(() => undefined);
}
