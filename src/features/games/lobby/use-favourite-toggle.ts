/** The member's favourite ids and a star handler: members flip the star, guests get the login popup. */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';

import type { Game } from '#contract/game-schemas.ts';

import { errorText } from '@/api/api-error-messages';
import { useSetFavourite } from '@/api/games/game-mutations';
import { gameQueries } from '@/api/games/game-queries';
import { useAuthModal } from '@/hooks/use-auth-modal';
import { sessionState } from '@/stores/session-store';

export function useFavouriteToggle() {
  const { i18n } = useLingui();
  const { token } = useSnapshot(sessionState);
  const { open } = useAuthModal();
  const ids = useQuery(gameQueries.favouriteIds(token));
  const mutation = useSetFavourite();
  const [error, setError] = useState<string | null>(null);
  const favouriteIds = useMemo(() => new Set(ids.data?.nodeIds ?? []), [ids.data]);
  const { mutate } = mutation;
  const toggle = useCallback(
    (game: Game) => {
      if (token === null) {
        open('login');
        return;
      }
      setError(null);
      mutate(
        {
          nodeId: game.nodeId,
          vendor: game.vassalage,
          gameType: game.gameType,
          isFavourite: !favouriteIds.has(game.nodeId),
        },
        { onError: (e) => setError(errorText(e, i18n)) },
      );
    },
    [token, open, mutate, favouriteIds, i18n],
  );
  return { favouriteIds, toggle, error };
}
