/**
 * Renders a piece of UI the way the app does for component tests (`// @vitest-environment
 * happy-dom`): inside lingui's active English catalogue and a fresh query client, with a user
 * that types and clicks like a person (focus, blur, keys). `renderRouted` also puts it on a page of
 * a memory router, for UI that reads the address or navigates (account dialogs, links).
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';

export function renderUi(
  node: ReactNode,
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
): RenderResult & { user: UserEvent; client: QueryClient } {
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>{node}</I18nProvider>
    </QueryClientProvider>,
  );
  return { ...result, user, client };
}

/** Renders `node` as the page at `path` (its search is the address's); wait for it with `findBy…`. */
export function renderRouted(
  node: ReactNode,
  path = '/',
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
): ReturnType<typeof renderUi> {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => node }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return renderUi(<RouterProvider router={router} />, client);
}
