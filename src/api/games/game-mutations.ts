/**
 * Favourite add/remove. The star flips at once (optimistic update of the id list) and rolls back on
 * a refusal; afterwards every favourite query is refetched through the factory key.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';

import type { RequestInput } from '#contract/endpoint.ts';
import { gameEndpoints } from '#contract/endpoints/game-endpoints.ts';

import { apiClient } from '@/api/api-client';
import { sessionState } from '@/stores/session-store';

import { gameQueries } from './game-queries';

/** The favourite row's body, and which way to set it. */
export type FavouriteChange = RequestInput<typeof gameEndpoints.addFavourite> & { isFavourite: boolean };

/** `mutate({nodeId, vendor, gameType, isFavourite})` sets the game's favourite state (adding twice is fine). */
export function useSetFavourite() {
  const queryClient = useQueryClient();
  const { token } = useSnapshot(sessionState);
  const idsKey = gameQueries.favouriteIds(token).queryKey;
  return useMutation({
    mutationFn: ({ isFavourite, ...body }: FavouriteChange) =>
      apiClient().call(isFavourite ? gameEndpoints.addFavourite : gameEndpoints.removeFavourite, { body }),
    onMutate: async ({ nodeId, isFavourite }) => {
      await queryClient.cancelQueries({ queryKey: idsKey });
      const previous = queryClient.getQueryData(idsKey);
      queryClient.setQueryData(idsKey, (old) => {
        const ids = (old?.nodeIds ?? []).filter((id) => id !== nodeId);
        return { nodeIds: isFavourite ? [...ids, nodeId] : ids };
      });
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(idsKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: gameQueries.favourites() }),
  });
}
