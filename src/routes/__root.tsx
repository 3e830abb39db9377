import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';

import { vendorQueries } from '@/api/games/vendor-queries';
import { CentreOverlayGate } from '@/app/centre-overlay-gate';
import { readPlatformStatus } from '@/app/platform-status';
import type { RouterContext } from '@/app/router';
import { StatusGate } from '@/app/shell/status-gate';
import { AuthOverlayGate } from '@/features/auth/auth-overlay-gate';
import { guardRoute } from '@/features/auth/route-guard';
import { uiLocale } from '@/i18n/activate-locale';
import { RootSearchSchema } from '@/lib/auth-search';
import { IDLE_PRIORITY } from '@/lib/idle-turns';
import { sessionState } from '@/stores/session-store';
import { AfterIdle } from '@/ui/after-idle';
import { lazyPart } from '@/ui/lazy-part';

// The update prompt and workbox-window: their own chunk, loaded once the first screen is done;
// workbox registers the worker then.
const UpdatePrompt = lazyPart(() => import('@/pwa/update-prompt').then((m) => m.UpdatePrompt));

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: RootSearchSchema,
  // The platform status, read once per navigation (`app/platform-status.ts`): the login guard and
  // the loaders read it from the context.
  beforeLoad: async ({ context, location }) => {
    const status = await readPlatformStatus(context.queryClient);
    guardRoute(status, location);
    return { status };
  },
  // The header's category nav (vendor lanes) is on every page; a centre screen an address opens
  // (`?mc=`, `?ac=`) starts its code and data beside the overlay's (`app/centres/centre-screens.ts`).
  loaderDeps: ({ search }) => ({ mc: search.mc, ac: search.ac }),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(vendorQueries.lanes(uiLocale()));
    if (deps.mc || deps.ac)
      void import('@/app/centres/centre-screens')
        .then((screens) => screens.loadCentreScreen(deps, context.queryClient, sessionState.token))
        // Not downloaded: the overlay's own part boundary shows it and tries again.
        .catch(() => undefined);
  },
  component: RootComponent,
});

function RootComponent() {
  return (
    <>
      <StatusGate>
        <Outlet />
        <AuthOverlayGate />
        <CentreOverlayGate />
      </StatusGate>
      <AfterIdle priority={IDLE_PRIORITY.updatePrompt}>
        <UpdatePrompt />
      </AfterIdle>
    </>
  );
}
