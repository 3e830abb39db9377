/**
 * My games (`?mc=myGames`): the member's favourite games and the games they played last, across
 * every category (a lobby lists only its own), each one tap from playing; the star takes a game
 * off or puts it back. A platform without favourites or recents hides that list.
 */
import '@/styles/games.css';

import { useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';

import type { Game } from '#contract/game-schemas.ts';
import { GAME_CATEGORIES } from '#contract/vendor-schemas.ts';

import { gameQueries } from '@/api/games/game-queries';
import { useBalance } from '@/hooks/use-balance';
import { useLaunchAction } from '@/hooks/use-launch-action';
import { useImageCdn } from '@/hooks/use-platform-data';
import { gameAction } from '@/lib/launch-rules';
import { sessionState } from '@/stores/session-store';
import { isAbsent } from '@/ui/feature-absence';
import { FormError } from '@/ui/form-error';
import { QueryState } from '@/ui/query-state';

import { GameGrid } from './game-grid';
import { useFavouriteToggle } from './use-favourite-toggle';

export function MyGamesPage() {
  const { t } = useLingui();
  const { token } = useSnapshot(sessionState);
  const favouriteList = useInfiniteQuery(gameQueries.favouriteList(token, undefined));
  const recent = useQuery(gameQueries.recent(token));
  const favourites = useFavouriteToggle();
  const launcher = useLaunchAction();
  const { format } = useBalance();
  const handlers = {
    imageCdn: useImageCdn(),
    favouriteIds: favourites.favouriteIds,
    onToggleFavourite: favourites.toggle,
    formatMoney: format,
    // A game opens in its own category's frame page (the lists mix categories).
    onLaunch: (game: Game) =>
      launcher.run(
        gameAction(
          { vassalage: game.vassalage, nodeId: game.nodeId, gameId: game.gameId },
          GAME_CATEGORIES.find((category) => category === game.gameType) ?? 'RNG',
          token !== null,
        ),
      ),
  };
  const favouriteGames = favouriteList.data?.pages.flatMap((page) => page.content) ?? [];
  return (
    <div className="my-games" data-testid="my-games">
      <FormError error={favourites.error} />
      {!isAbsent(favouriteList) && (
        <section aria-labelledby="my-games-favourites" data-testid="my-favourites">
          <h3 id="my-games-favourites">{t`Favourite games`}</h3>
          <QueryState query={favouriteList}>
            {() => (
              <GameGrid
                {...handlers}
                games={favouriteGames}
                label={t`Favourite games`}
                hasMore={favouriteList.hasNextPage}
                isLoadingMore={favouriteList.isFetchingNextPage}
                onLoadMore={() => {
                  if (!favouriteList.isFetchingNextPage) void favouriteList.fetchNextPage();
                }}
                empty={t`No favourites yet: tap the star on a game to keep it here.`}
              />
            )}
          </QueryState>
        </section>
      )}
      {!isAbsent(recent) && (
        <section aria-labelledby="my-games-recent" data-testid="my-recent">
          <h3 id="my-games-recent">{t`Recently played`}</h3>
          <QueryState query={recent}>
            {(data) => (
              <GameGrid
                {...handlers}
                games={data.list}
                label={t`Recently played`}
                empty={t`You have not played a game here yet.`}
              />
            )}
          </QueryState>
        </section>
      )}
    </div>
  );
}
