import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { StatusGate } from '@/features/shell/status-gate';
import { UpdatePrompt } from '@/pwa/update-prompt';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootComponent,
});

function RootComponent() {
  return (
    <>
      <StatusGate>
        <Outlet />
      </StatusGate>
      <UpdatePrompt />
    </>
  );
}
