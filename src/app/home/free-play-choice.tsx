/**
 * A guest's tap on a game a free-play session may launch (`freePlay`, where the operator has free
 * play on, FREEPLAY3): the choice real gaming sites give, play for fun now or log in to play for
 * real. "Play for fun" starts a trial session (play credit, never money) and launches the game in
 * the same tap. Its own chunk, loaded with the tap: nothing of it is on the first screen. Without
 * free play the login opens as for any other game.
 */
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';

import type { Game } from '#contract/game-schemas.ts';

import { useFreePlay } from '@/api/session/session-mutations';
import { completeLogin } from '@/features/auth/complete-login';
import { useAuthModal } from '@/hooks/use-auth-modal';
import { useImageCdn, useWhitelabelFlags } from '@/hooks/use-platform-data';
import { gameAction } from '@/lib/launch-rules';
import { cdnUrl } from '@/lib/pick-cdn';
import { isModuleOn } from '@/lib/whitelabel';
import { asCategory } from '@/ui/category-art';
import { Dialog } from '@/ui/dialog';
import { FormError } from '@/ui/form-error';

interface FreePlayChoiceProps {
  game: Game;
  onClose: () => void;
}

export function FreePlayChoice({ game, onClose }: FreePlayChoiceProps) {
  const { t } = useLingui();
  const { open } = useAuthModal();
  const flags = useWhitelabelFlags();
  const cdn = useImageCdn();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const freePlay = useFreePlay();
  const isOffered = isModuleOn(flags, 'FREEPLAY3');
  // The operator has free play off: the login, as for any game.
  useEffect(() => {
    if (isOffered) return;
    onClose();
    open('login');
  }, [isOffered, onClose, open]);
  if (!isOffered) return null;

  const logIn = () => {
    onClose();
    open('login');
  };
  const playForFun = () =>
    freePlay.mutate(undefined, {
      onSuccess: (session) => {
        completeLogin(session, { loginType: 'freeplay', isForcedChangeOn: false });
        onClose();
        const action = gameAction(
          { vassalage: game.vassalage, nodeId: game.nodeId, gameId: game.gameId },
          asCategory(game.gameType) ?? 'RNG',
          true,
        );
        if (action.kind !== 'launch') return;
        void import('@/hooks/tap-launch').then(({ tapLaunch }) => tapLaunch({ queryClient, navigate, open }, action));
      },
    });
  return (
    <Dialog
      open
      onClose={onClose}
      title={game.gameName}
      variant="sheet"
      closeLabel={t`Close`}
      art={
        game.iconUrl ? (
          <img className="free-play-choice__picture" src={cdnUrl(cdn, game.iconUrl)} alt="" width={160} height={160} />
        ) : undefined
      }
    >
      <div className="free-play-choice" data-testid="free-play-choice">
        <button
          type="button"
          className="button button--accent button--block"
          data-testid="free-play-choice-fun"
          disabled={freePlay.isPending}
          onClick={playForFun}
        >
          {t`Play for fun`}
        </button>
        <button
          type="button"
          className="button button--ghost button--block"
          data-testid="free-play-choice-login"
          onClick={logIn}
        >
          {t`Log in to play for real`}
        </button>
        <FormError error={freePlay.error} />
      </div>
    </Dialog>
  );
}
