/**
 * The router: generated route tree, query client in context, intent preloading. Route loaders start
 * their page's data in Query (`lib/route-loading.ts`); Query owns freshness, so the router keeps no
 * copy of its own (`defaultPreloadStaleTime: 0` makes a navigation after a hover ask Query again,
 * which answers from its cache or the request already in flight).
 */
import type { MessageDescriptor } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';

import { RouteError } from '@/app/shell/route-error';
import { RoutePending } from '@/app/shell/route-pending';
import type { PathGuard } from '@/features/auth/route-guard';
import type { AuthModal } from '@/lib/screen-ids';

import { routeTree } from '../routeTree.gen';

/** What every route's `beforeLoad` and `loader` get; the root adds the navigation's `status`. */
export interface RouterContext {
  queryClient: QueryClient;
}

/** Creates the app router. */
export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 300,
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  /**
   * What a path route declares about itself, beside its loader and page: its title (the document's
   * title, `app/screens/document-title.tsx`; every page route has one, `screen-table.test.ts`), its
   * guard (the root route runs it, `features/auth/route-guard.ts`) and the account dialog it opens
   * over its page (/register), and the first screen's data that does not need the platform status
   * (`firstData`: boot starts it beside the status read when the visit opens on this route, a round
   * trip before the loader could). Overlay screens declare the same in the screen table.
   */
  interface StaticDataRouteOption {
    title?: MessageDescriptor;
    guard?: PathGuard;
    dialog?: AuthModal;
    firstData?: (queryClient: QueryClient, search: unknown) => void;
  }
}
