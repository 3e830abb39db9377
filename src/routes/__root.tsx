import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';

import { vendorQueries } from '@/api/games/vendor-queries';
import { readPlatformStatus } from '@/api/system/platform-status';
import type { RouterContext } from '@/app/router';
import { guardOverlays, loadOverlays, ScreenOverlayGate } from '@/app/screens/screen-overlay-gate';
import { StatusGate } from '@/app/shell/status-gate';
import { ForcedChangeGate } from '@/features/auth/forced-change-gate';
import { guardPath } from '@/features/auth/route-guard';
import { uiLocale } from '@/i18n/activate-locale';
import { IDLE_PRIORITY } from '@/lib/idle-turns';
import { RootSearchSchema } from '@/lib/root-search';
import { AfterIdle } from '@/ui/after-idle';
import { lazyPart } from '@/ui/lazy-part';

// The update prompt and workbox-window: their own chunk, loaded once the first screen is done;
// workbox registers the worker then.
const UpdatePrompt = lazyPart(() => import('@/pwa/update-prompt').then((m) => m.UpdatePrompt));
// The document's title (each screen's, `app/screens/document-title.tsx`): the brand until the first screen is done.
const DocumentTitle = lazyPart(() => import('@/app/screens/document-title').then((m) => m.DocumentTitle));

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: RootSearchSchema,
  // The platform status, read once per navigation (`api/system/platform-status.ts`): the guards and the
  // loaders read it from the context. Every screen's guard runs here: a path route's from its
  // `staticData`, a centre screen's from the screen table (`app/screens/`).
  beforeLoad: async ({ context, location, matches, search }) => {
    const status = await readPlatformStatus(context.queryClient);
    guardPath(
      status,
      location,
      matches.map((match) => match.staticData.guard),
    );
    guardOverlays(search, location);
    return { status };
  },
  // The header's category nav (vendor lanes) is on every page; a centre screen an address opens
  // (`?mc=`, `?ac=`, `?modal=`) starts its code and data beside the overlay's (`app/screens/screen-table.ts`).
  loaderDeps: ({ search }) => ({ mc: search.mc, ac: search.ac, modal: search.modal }),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(vendorQueries.lanes(uiLocale()));
    loadOverlays(deps, context.queryClient);
  },
  component: RootComponent,
});

function RootComponent() {
  return (
    <>
      <StatusGate>
        <Outlet />
        <ScreenOverlayGate />
        <ForcedChangeGate />
      </StatusGate>
      <AfterIdle priority={IDLE_PRIORITY.updatePrompt}>
        <UpdatePrompt />
      </AfterIdle>
      <AfterIdle priority={IDLE_PRIORITY.documentTitle}>
        <DocumentTitle />
      </AfterIdle>
    </>
  );
}
