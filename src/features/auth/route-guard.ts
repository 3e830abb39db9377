/**
 * The route guards, for path routes and the screens an address's search value opens alike; the
 * root route's `beforeLoad` runs them on every navigation. Each screen declares its guard once: a
 * path route in its `staticData` (`guard: 'open'` stays open without a session), a centre screen
 * through its centre (`CENTRE_GUARDS` in `lib/screen-ids.ts`: `member`, `agent`),
 * an account dialog (`?modal=`) in its row of the screen table (`guest`, `session`, `any`).
 *
 * Login (spec §2): when the platform's `loginedToHomePage` is on, every path but the open ones
 * redirects to /login without a session. Member: a trial account asking for a personal-centre
 * screen gets the real-account warning (`?modal=trial`) in its place. Agent: anyone but an agent
 * (isAgent 1, 2, 41, 42) gets the spec's message instead of the centre. The status is the
 * navigation's one read (`api/system/platform-status.ts`, in the router context); when it is not known,
 * the login guard does not block (the app shows its offline notice). Dialogs: `guest` (log in,
 * register) shows only without a session, `session` (the welcome dialogs, change password) only
 * with one, `any` always; their guards never redirect, the overlay shell shows nothing instead.
 */
import { redirect } from '@tanstack/react-router';

import type { SystemStatus } from '#contract/system-schemas.ts';

import { canUseAgentCentre, canUseMemberCentre, isTrialSession, sessionState } from '@/stores/session-store';

/** A path route's guard (`staticData.guard`): `open` needs no session; the default follows the login setting. */
export type PathGuard = 'open' | 'login';
/** An overlay's guard: who may open a centre's screens (`member`, `agent`) or an account dialog (`guest`, `session`, `any`). */
export type OverlayGuard = 'member' | 'agent' | 'guest' | 'session' | 'any';

type SessionInfo = typeof sessionState.info;
/** What a guard reads of the session. */
export interface GuardedSession {
  token: string | null;
  info: SessionInfo;
}

/**
 * What a session gets of a centre: `open`; `trial` (the real-account warning instead); `agent-only`
 * (the spec's message); `none` (no session yet: nothing shows).
 */
export type OverlayAccess = 'open' | 'trial' | 'agent-only' | 'none';

export function overlayAccess(guard: OverlayGuard, { token, info }: GuardedSession): OverlayAccess {
  if (guard === 'any') return 'open';
  if (guard === 'guest') return token === null ? 'open' : 'none';
  if (guard === 'session') return token === null ? 'none' : 'open';
  if (info === null) return 'none';
  if (guard === 'agent') return canUseAgentCentre(info) ? 'open' : 'agent-only';
  if (isTrialSession(info)) return 'trial';
  return canUseMemberCentre(info) ? 'open' : 'none';
}

interface GuardedLocation {
  pathname: string;
  searchStr: string;
}

/** Throws the login redirect when the path is not open and the platform wants a session. */
export function guardPath(
  status: SystemStatus | null,
  location: GuardedLocation,
  guards: readonly (PathGuard | undefined)[],
): void {
  if (sessionState.token || guards.includes('open')) return;
  if (status?.info.settings.loginedToHomePage) {
    // TanStack Router's idiom: a thrown redirect (not an Error) is how beforeLoad navigates.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    throw redirect({ to: '/login', replace: true });
  }
}

/** Throws the redirect a centre's guard asks for (`param` is the search key that opened it). */
export function guardOverlay(guard: OverlayGuard, param: string, location: GuardedLocation): void {
  if (overlayAccess(guard, sessionState) !== 'trial') return;
  const params = new URLSearchParams(location.searchStr);
  params.delete(param);
  params.set('modal', 'trial');
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  throw redirect({ href: `${location.pathname}?${params.toString()}`, replace: true });
}
