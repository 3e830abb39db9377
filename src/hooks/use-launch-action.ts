/** Carries out a launch-rules decision: navigate, start the lottery, remember the RNG vendor, ask guests to log in, or open the VASSALAGE list. */
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';

import type { GameCategory } from '#contract/vendor-schemas.ts';

import { useAuthModal } from '@/hooks/use-auth-modal';
import { gameSearchFor } from '@/lib/game-search';
import type { LaunchAction } from '@/lib/launch-rules';
import { setRngVendor } from '@/stores/game-preferences-store';

export interface VassalagePopup {
  vendor: string;
  category: GameCategory;
}

/** `run(action)` plus the VASSALAGE popup it may open (render it where the hook is used). */
export function useLaunchAction() {
  const navigate = useNavigate();
  const { open } = useAuthModal();
  const [popup, setPopup] = useState<VassalagePopup | null>(null);
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
          void navigate({ to: '/game', search: gameSearchFor(action.target, action.category) });
      }
    },
    [navigate, open],
  );
  const closePopup = useCallback(() => setPopup(null), []);
  return { run, popup, closePopup };
}
