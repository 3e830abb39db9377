/**
 * The route guard (spec §2): when the platform's `loginedToHomePage` is on, every path but the
 * open ones redirects to /login without a session. The status is the navigation's one read
 * (`app/platform-status.ts`, in the router context); when it is not known, the guard does not
 * block (the app shows its offline notice).
 */
import { redirect } from '@tanstack/react-router';

import type { SystemStatus } from '#contract/system-schemas.ts';

import { sessionState } from '@/stores/session-store';

export const OPEN_PATHS: readonly string[] = ['/login', '/register', '/register.html', '/helpmc', '/download'];

/** Throws a redirect to /login when the guard applies. */
export function guardRoute(status: SystemStatus | null, pathname: string): void {
  if (sessionState.token || OPEN_PATHS.some((open) => open.toLowerCase() === pathname.toLowerCase())) return;
  if (status?.info.settings.loginedToHomePage) {
    // TanStack Router's idiom: a thrown redirect (not an Error) is how beforeLoad navigates.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    throw redirect({ to: '/login', replace: true });
  }
}
