/**
 * Carries out a launch-rules decision: navigate, start the lottery, remember the RNG vendor, ask
 * guests to log in, open the VASSALAGE list, or launch a game. A game launch asks the platform
 * first and moves the player to /game only with an address; a refusal leaves the player where they
 * tapped, with the reason (`launchState.problem`, shown by the shell).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';

import type { GameCategory } from '#contract/vendor-schemas.ts';

import { useAuthModal } from '@/hooks/use-auth-modal';
import type { LaunchAction } from '@/lib/launch-rules';
import { setRngVendor } from '@/stores/game-preferences-store';
import { failTapLaunch } from '@/stores/launch-store';
import { sessionState } from '@/stores/session-store';

export interface VassalagePopup {
  vendor: string;
  category: GameCategory;
}

type GameLaunch = Extract<LaunchAction, { kind: 'launch' }>;

/** `run(action)` plus the VASSALAGE popup it may open (render it where the hook is used). */
export function useLaunchAction() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { open } = useAuthModal();
  const [popup, setPopup] = useState<VassalagePopup | null>(null);

  const launch = useCallback(
    // The launch code comes with the first tap: the first screen does not carry it. A guest is
    // asked to log in at once; a chunk that cannot be downloaded is a refusal with a retry.
    (action: GameLaunch) => {
      if (sessionState.token === null) return open('login');
      const deps = { queryClient, navigate, open };
      const start = (): void =>
        void import('./tap-launch').then(
          ({ tapLaunch }) => tapLaunch(deps, action),
          (error: unknown) => failTapLaunch({ error, retry: start }),
        );
      start();
    },
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
