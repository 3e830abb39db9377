/**
 * A game launch started by a tap (`useLaunchAction`), in its own chunk that comes with the first tap:
 * asks the platform for the address (the launch query the /game page reads, `launchQueries.game`)
 * and moves to /game with it, or leaves the reason (and a retry) where the player tapped.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { useNavigate } from '@tanstack/react-router';

import { ApiError } from '@/api/api-error';
import { launchErrorKind } from '@/api/games/launch-game';
import { launchQueries } from '@/api/games/launch-queries';
import type { useAuthModal } from '@/hooks/use-auth-modal';
import { gameSearchFor } from '@/lib/game-target';
import type { LaunchAction } from '@/lib/launch-rules';
import { failTapLaunch } from '@/stores/launch-store';
import { isTrialSession, sessionState } from '@/stores/session-store';
import { beginTapLaunch, endTapLaunch, launchKeyOf, prepareLaunch } from '@/stores/tap-launch-store';

type GameLaunch = Extract<LaunchAction, { kind: 'launch' }>;

export interface TapDeps {
  queryClient: QueryClient;
  navigate: ReturnType<typeof useNavigate>;
  open: ReturnType<typeof useAuthModal>['open'];
}

/** Asks for the address; moves to /game with it, or leaves the reason (and a retry) where the player is. */
export function tapLaunch(deps: TapDeps, action: GameLaunch): void {
  const { token, info } = sessionState;
  if (token === null) return deps.open('login');
  const search = gameSearchFor(action.target, action.category);
  const key = launchKeyOf(search, token);
  if (!beginTapLaunch(key)) return;
  const retry = () => tapLaunch(deps, action);
  // Offline nothing is sent: the reason shows at once, and the launch runs when the device is back.
  if (!navigator.onLine) {
    failTapLaunch({ error: new ApiError('offline', null, 0, null, true), retry });
    return endTapLaunch(key);
  }
  // A trial session plays on the free-play wallet (the platform allows it for the house games only).
  const accountType = isTrialSession(info) ? 0 : 1;
  const member = { username: info?.userName, token };
  // Every tap asks afresh (`staleTime: 0`): an address is single use.
  deps.queryClient
    .fetchQuery({ ...launchQueries.game(action.target, accountType, member, 0), staleTime: 0 })
    .catch((error: unknown) => {
      if (launchErrorKind(error) === 'trial') deps.open('trial');
      throw error;
    })
    .then((url) => {
      prepareLaunch(key, url);
      void deps.navigate({ to: '/game', search });
    })
    .catch((error: unknown) => failTapLaunch({ error, retry }))
    .finally(() => endTapLaunch(key));
}
