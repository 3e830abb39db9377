/**
 * The home page's loader (routes `/`, `/home`, `/index`, `/register`…): the announcement lists
 * (banners, marquee, popups; the key `useAnnouncements` reads), the hot games (the first screen's
 * pictures) and, on a navigation, the first banner's picture, which is the home's largest paint.
 */
import type { QueryClient } from '@tanstack/react-query';

import type { SystemStatus } from '#contract/system-schemas.ts';

import { gameQueries } from '@/api/games/game-queries';
import { noticeQueries } from '@/api/notices/notice-queries';
import { bannerImageSrc } from '@/app/home/banner-image';
import { uiLocale } from '@/i18n/activate-locale';
import { imageCdn } from '@/lib/image-cdn';
import { preloadPicturesOf } from '@/lib/route-loading';
import { sessionState } from '@/stores/session-store';

interface LoaderArgs {
  context: { queryClient: QueryClient; status: SystemStatus | null };
  preload: boolean;
}

/** Pages that show the announcement lists (the notice page, promotions). */
export function loadAnnouncements({ context }: LoaderArgs): void {
  void context.queryClient.prefetchQuery(noticeQueries.lists(uiLocale(), sessionState.token !== null));
}

/**
 * The home's lists, which do not need the platform status: boot starts them beside the status read on
 * a first load (the route's `firstData`), so the banner's address is not a round trip later; the
 * loader asks again and Query answers from the same request.
 */
export function startHomeData(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(noticeQueries.lists(uiLocale(), sessionState.token !== null));
  void queryClient.prefetchQuery(gameQueries.hot(undefined, uiLocale()));
}

export function loadHome({ context, preload }: LoaderArgs): void {
  startHomeData(context.queryClient);
  const lists = context.queryClient.fetchQuery(noticeQueries.lists(uiLocale(), sessionState.token !== null));
  const cdn = imageCdn(context.status?.info.imageCDNs);
  preloadPicturesOf(lists, ({ banners }) => banners.slice(0, 1).map((banner) => bannerImageSrc(banner, cdn)), {
    preload,
  });
}
