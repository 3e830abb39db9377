/**
 * Where the player tapped a game: "Starting the game…" while the platform is asked, then either
 * /game (the address arrived) or the reason it did not open, over the page they are on, with
 * "Try again" where that can help (and by itself once an offline device is back online).
 */
import '@/styles/games.css';

import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';

import { launchErrorKind } from '@/api/games/launch-game';
import { LaunchProblem } from '@/features/games/launch-problem';
import { useAuthModal } from '@/hooks/use-auth-modal';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { dismissLaunchProblem, launchState } from '@/stores/launch-store';

export function LaunchNotice() {
  const { t } = useLingui();
  const { pending, problem } = useSnapshot(launchState);
  const { open } = useAuthModal();
  const isOnline = useOnlineStatus();
  const kind = problem ? launchErrorKind(problem.error) : null;
  const retry = problem?.retry;
  // Refused for being offline: it starts once the connection is back, as the game page would.
  const wasOnline = useRef(isOnline);
  useEffect(() => {
    const cameBack = isOnline && !wasOnline.current;
    wasOnline.current = isOnline;
    if (cameBack && kind === 'offline' && retry) retry();
  }, [isOnline, kind, retry]);

  if (pending !== null) {
    return (
      <div className="launch-notice" data-testid="launch-pending">
        <p className="launch-problem" role="status">
          <span className="spinner" aria-hidden="true" /> {t`Starting the game…`}
        </p>
      </div>
    );
  }
  if (!problem || kind === null) return null;
  return (
    <div className="launch-notice">
      <LaunchProblem
        error={problem.error}
        kind={kind}
        onRetry={problem.retry}
        onLogin={() => open('login')}
        lobbyLink={
          <button
            type="button"
            className="button button--ghost"
            onClick={dismissLaunchProblem}
            data-testid="launch-problem-close"
          >
            {t`Close`}
          </button>
        }
      />
    </div>
  );
}
