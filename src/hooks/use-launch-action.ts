/**
 * Carries out a launch-rules decision: navigate, start the lottery, remember the RNG vendor, ask
 * guests to log in, open the VASSALAGE list, or launch a game. A game launch asks the platform
 * first and moves the player to /game only with an address; a refusal leaves the player where they
 * tapped, with the reason (`launchState.problem`, shown by the shell).
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';

import type { GameCategory } from '#contract/vendor-schemas.ts';

import { ApiError } from '@/api/api-error';
import { useAuthModal } from '@/hooks/use-auth-modal';
import { gameSearchFor } from '@/lib/game-search';
import type { LaunchAction } from '@/lib/launch-rules';
import { setRngVendor } from '@/stores/game-preferences-store';
import { beginTapLaunch, endTapLaunch, failTapLaunch, launchKeyOf, prepareLaunch } from '@/stores/launch-store';
import { isTrialSession, sessionState } from '@/stores/session-store';

export interface VassalagePopup {
  vendor: string;
  category: GameCategory;
}

type GameLaunch = Extract<LaunchAction, { kind: 'launch' }>;

interface TapDeps {
  queryClient: QueryClient;
  navigate: ReturnType<typeof useNavigate>;
  open: ReturnType<typeof useAuthModal>['open'];
}

/** Asks for the address; moves to /game with it, or leaves the reason (and a retry) where the player is. */
function tapLaunch(deps: TapDeps, action: GameLaunch): void {
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
  // The launch code comes with the first tap: the first screen does not carry it.
  import('@/api/games/launch-game')
    .then(async ({ obtainLaunchUrl, launchErrorKind }) => {
      try {
        return await obtainLaunchUrl(deps.queryClient, action.target, accountType, { username: info?.userName, token });
      } catch (error) {
        if (launchErrorKind(error) === 'trial') deps.open('trial');
        throw error;
      }
    })
    .then((url) => {
      prepareLaunch(key, url);
      void deps.navigate({ to: '/game', search });
    })
    .catch((error: unknown) => failTapLaunch({ error, retry }))
    .finally(() => endTapLaunch(key));
}

/** `run(action)` plus the VASSALAGE popup it may open (render it where the hook is used). */
export function useLaunchAction() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { open } = useAuthModal();
  const [popup, setPopup] = useState<VassalagePopup | null>(null);

  const launch = useCallback(
    (action: GameLaunch) => tapLaunch({ queryClient, navigate, open }, action),
    [navigate, open, queryClient],
  );

  const run = useCallback(
    (action: LaunchAction) => {
      switch (action.kind) {
        case 'page':
          void navigate({ to: action.to, search: action.vendor ? { page: action.vendor } : {} });
          return;
        case 'rng':
          setRngVendor(action.vendor);
          void navigate({ to: '/rng', search: { page: action.vendor } });
          return;
        case 'popup':
          setPopup({ vendor: action.vendor, category: action.category });
          return;
        case 'lottery':
          if (action.start.to === '/vnlottery') void navigate({ to: '/vnlottery' });
          else void navigate({ to: '/lottery', search: action.start.search });
          return;
        case 'login':
          open('login');
          return;
        case 'launch':
          launch(action);
      }
    },
    [navigate, open, launch],
  );
  const closePopup = useCallback(() => setPopup(null), []);
  return { run, popup, closePopup };
}
