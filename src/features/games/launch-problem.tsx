/**
 * Why a game did not open, in words: offline, login needed, under maintenance (with a way to other
 * games), the previous round unfinished, a trial account, a refused address, or the mapped API error.
 */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { errorText } from '@/api/api-error-messages';

import type { ProblemKind } from './launch-problem-kind';

interface LaunchProblemProps {
  /** The failure behind an `error` state (the platform's refusal, a network error…). */
  error: unknown;
  kind: ProblemKind;
  /** The way out: back to the lobby on the game page, "close" where the player tapped. */
  lobbyLink: ReactNode;
  onRetry: () => void;
  onLogin: () => void;
}

export function LaunchProblem({ error, kind, lobbyLink, onRetry, onLogin }: LaunchProblemProps) {
  const { t, i18n } = useLingui();
  const canRetry = kind === 'offline' || kind === 'unfinished' || kind === 'other';
  let message: string;
  switch (kind) {
    case 'offline':
      message = t`You are offline. A game needs a connection: it will start when you are back online.`;
      break;
    case 'login':
      message = t`Log in to play.`;
      break;
    case 'no-target':
      message = t`No game was chosen. Pick one in the lobby.`;
      break;
    case 'maintenance':
      message = t`This game is under maintenance right now. Please try one of our other games in the meantime.`;
      break;
    case 'unfinished':
      message = t`Your previous game round is not finished yet. Go back to that game and finish the round, then start this one again.`;
      break;
    case 'trial':
      message = t`Trial accounts cannot play this game. Register a real account to play.`;
      break;
    case 'refused':
      message = t`The game address is not on this site's list of allowed game servers, so it was not opened. Please contact customer service.`;
      break;
    default:
      message = errorText(error, i18n);
  }
  return (
    <div className="launch-problem" role="alert" data-testid="launch-problem" data-kind={kind}>
      <p>{message}</p>
      <div className="launch-problem__actions">
        {kind === 'login' && (
          <button type="button" className="button button--primary" onClick={onLogin}>
            {t`Log in`}
          </button>
        )}
        {canRetry && (
          <button type="button" className="button button--primary" onClick={onRetry} data-testid="launch-retry">
            {t`Try again`}
          </button>
        )}
        {lobbyLink}
      </div>
    </div>
  );
}
