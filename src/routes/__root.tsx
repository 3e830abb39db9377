import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';

import { CentreOverlayGate } from '@/app/centre-overlay-gate';
import { StatusGate } from '@/app/shell/status-gate';
import { AuthOverlayGate } from '@/features/auth/auth-overlay-gate';
import { guardRoute } from '@/features/auth/route-guard';
import { RootSearchSchema } from '@/lib/auth-search';
import { IDLE_PRIORITY } from '@/lib/idle-turns';
import { AfterIdle } from '@/ui/after-idle';
import { lazyPart } from '@/ui/lazy-part';

// The update prompt and workbox-window: their own chunk, loaded once the first screen is done;
// workbox registers the worker then.
const UpdatePrompt = lazyPart(() => import('@/pwa/update-prompt').then((m) => m.UpdatePrompt));

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  validateSearch: RootSearchSchema,
  beforeLoad: ({ context, location }) => guardRoute(context.queryClient, location.pathname),
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
