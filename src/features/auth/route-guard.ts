/**
 * The route guard (spec §2): when the platform's `loginedToHomePage` is on, every path but the
 * open ones redirects to /login without a session. Status comes from the query cache (or one
 * fetch); when it cannot be had, the guard does not block (the app shows its offline notice).
 */
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';

import { systemQueries } from '@/api/system/system-queries';
import { splashTimeLeft } from '@/app/splash-clock';
import { sessionState } from '@/stores/session-store';

const GUARD_WAIT_MS = 2_500;

export const OPEN_PATHS: readonly string[] = ['/login', '/register', '/register.html', '/helpmc', '/download'];

/** Throws a redirect to /login when the guard applies. */
export async function guardRoute(queryClient: QueryClient, pathname: string): Promise<void> {
  if (sessionState.token || OPEN_PATHS.some((open) => open.toLowerCase() === pathname.toLowerCase())) return;
  // Never hold navigation on a slow or hung platform: wait at most GUARD_WAIT_MS for status, and
  // never past the first visit's splash deadline (the gate must be able to show its message then).
  const wait = Math.min(GUARD_WAIT_MS, splashTimeLeft());
  const status = await Promise.race([
    queryClient.ensureQueryData(systemQueries.status()).catch(() => null),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), wait)),
  ]);
  if (status?.info.settings.loginedToHomePage) {
    // TanStack Router's idiom: a thrown redirect (not an Error) is how beforeLoad navigates.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    throw redirect({ to: '/login', replace: true });
  }
}
