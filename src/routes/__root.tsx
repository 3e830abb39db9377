import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { RootSearchSchema } from '@/lib/auth-search';
import { guardRoute } from '@/features/auth/route-guard';
import { AuthOverlayGate } from '@/features/auth/auth-overlay-gate';
import { MemberCentreOverlay } from '@/app/member-centre/member-centre-overlay';
import { AgentCentreOverlay } from '@/features/agents/agent-centre-overlay';
import { StatusGate } from '@/app/shell/status-gate';
import { lazy, Suspense } from 'react';

// The update prompt and workbox-window: their own chunk; workbox registers the worker after load.
const UpdatePrompt = lazy(() => import('@/pwa/update-prompt').then((m) => ({ default: m.UpdatePrompt })));

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
        <MemberCentreOverlay />
        <AgentCentreOverlay />
      </StatusGate>
      <Suspense fallback={null}>
        <UpdatePrompt />
      </Suspense>
    </>
  );
}
