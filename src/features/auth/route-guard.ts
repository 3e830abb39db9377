/**
 * The route guards, for path routes and the screens an address's search value opens alike. Login
 * (spec §2): when the platform's `loginedToHomePage` is on, every path but the open ones redirects
 * to /login without a session. Trial: a trial account asking for a personal-centre screen
 * (`?mc=`) gets the real-account warning (`?modal=trial`) in its place. The status is the navigation's one read
 * (`app/platform-status.ts`, in the router context); when it is not known, the guard does not
 * block (the app shows its offline notice).
 */
import { redirect } from '@tanstack/react-router';

import type { SystemStatus } from '#contract/system-schemas.ts';

import { isTrialSession, sessionState } from '@/stores/session-store';

export const OPEN_PATHS: readonly string[] = ['/login', '/register', '/register.html', '/helpmc', '/download'];

/** Throws a redirect when a guard applies. */
export function guardRoute(
  status: SystemStatus | null,
  location: { pathname: string; searchStr: string; search: { mc?: string } },
): void {
  guardTrial(location);
  guardLogin(status, location.pathname);
}

function guardTrial({ pathname, searchStr, search }: { pathname: string; searchStr: string; search: { mc?: string } }) {
  if (!search.mc || !isTrialSession(sessionState.info)) return;
  const params = new URLSearchParams(searchStr);
  params.delete('mc');
  params.set('modal', 'trial');
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  throw redirect({ href: `${pathname}?${params.toString()}`, replace: true });
}

function guardLogin(status: SystemStatus | null, pathname: string): void {
  if (sessionState.token || OPEN_PATHS.some((open) => open.toLowerCase() === pathname.toLowerCase())) return;
  if (status?.info.settings.loginedToHomePage) {
    // TanStack Router's idiom: a thrown redirect (not an Error) is how beforeLoad navigates.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    throw redirect({ to: '/login', replace: true });
  }
}
