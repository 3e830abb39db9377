/**
 * `/game?vassalage=…&nodeId=…` (or `roomId`): launches on mount and frames the game. The address
 * bar holds what to launch, never the single-use launch URL, so a reload launches afresh. The
 * balance is refreshed after every round the game reports and when the player returns. The bar
 * shows the balance only while the game does not: a game that reports its balance (the house games)
 * shows it on its own screen, which stays in view in full screen too.
 */
import '@/styles/games.css';

import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { walletQueries } from '@/api/wallet/wallet-queries';
import { useAuthModal } from '@/hooks/use-auth-modal';
import { CATEGORY_LABELS } from '@/lib/category-label';
import type { GameSearch } from '@/lib/game-search';
import { launchTargetOf } from '@/lib/game-target';
import { CATEGORY_PATHS } from '@/lib/nav-model';
import { BarBalance } from '@/ui/bar-balance';

import { GameFrame } from './game-frame';
import { LaunchProblem } from './launch-problem';
import { problemKind } from './launch-problem-kind';
import { useFullscreen } from './use-fullscreen';
import { useGameLaunch } from './use-game-launch';

export function GamePage() {
  const { t, i18n } = useLingui();
  const search: GameSearch = useSearch({ from: '/_framed/game' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { open } = useAuthModal();
  const [attempt, setAttempt] = useState(0);
  const { vassalage, nodeId, roomId, gameType } = search;
  const target = useMemo(
    () => launchTargetOf({ vassalage, nodeId, roomId, gameType }),
    [vassalage, nodeId, roomId, gameType],
  );
  const state = useGameLaunch(target, attempt);
  const stage = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(stage);
  const lobby = search.gameType ? CATEGORY_PATHS[search.gameType] : '/';

  // The launch address whose game shows the balance itself (a new launch asks again).
  const [balanceShownBy, setBalanceShownBy] = useState<string | null>(null);
  const launchedUrl = state.kind === 'ready' ? state.url : null;
  const refreshBalance = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: walletQueries.all() }),
    [queryClient],
  );
  const onRound = useCallback(
    (showsBalance: boolean) => {
      if (showsBalance) setBalanceShownBy(launchedUrl);
      refreshBalance();
    },
    [launchedUrl, refreshBalance],
  );
  const backToLobby = useCallback(() => void navigate({ to: lobby }), [navigate, lobby]);
  // Coming back from a game: the balance has moved.
  useEffect(() => refreshBalance, [refreshBalance]);
  // A guest who opened /game directly gets the login popup; after logging in the launch runs.
  const needsLogin = state.kind === 'login';
  useEffect(() => {
    if (needsLogin) open('login', { replace: true });
  }, [needsLogin, open]);

  const kind = problemKind(state);
  // Trial accounts get the spec's warning dialog (real account needed) on top of the page's text.
  const isTrial = kind === 'trial';
  useEffect(() => {
    if (isTrial) open('trial', { replace: true });
  }, [isTrial, open]);
  return (
    <section className="game-page" data-state={state.kind}>
      <div className="game-page__bar">
        <Link to={lobby} className="button button--ghost" data-testid="back-to-lobby">
          <span className="dir-icon" aria-hidden="true">
            ←
          </span>{' '}
          <span className="game-page__back-label">{t`Back to the lobby`}</span>
        </Link>
        <h1 className="game-page__title">{search.gameType ? i18n._(CATEGORY_LABELS[search.gameType]) : t`Game`}</h1>
        {(launchedUrl === null || balanceShownBy !== launchedUrl) && <BarBalance />}
        {state.kind === 'ready' && fullscreen.isSupported && (
          <button
            type="button"
            className="button button--ghost"
            onClick={fullscreen.toggle}
            aria-pressed={fullscreen.isFullscreen}
            data-testid="fullscreen-toggle"
          >
            {fullscreen.isFullscreen ? t`Exit full screen` : t`Full screen`}
          </button>
        )}
      </div>
      <div ref={stage} className="game-page__stage">
        {state.kind === 'ready' && <GameFrame url={state.url} onRound={onRound} onExit={backToLobby} />}
        {state.kind === 'loading' && (
          <p className="route-pending" role="status">
            <span className="spinner" aria-hidden="true" /> {t`Starting the game…`}
          </p>
        )}
        {kind !== null && (
          <LaunchProblem
            error={state.kind === 'error' ? state.error : null}
            kind={kind}
            onRetry={() => setAttempt((n) => n + 1)}
            onLogin={() => open('login')}
            lobbyLink={
              <Link to={lobby} className="button button--ghost" data-testid="launch-problem-lobby">
                {kind === 'maintenance' ? t`Browse other games` : t`Back to the lobby`}
              </Link>
            }
          />
        )}
      </div>
    </section>
  );
}
