/**
 * The game list of the chosen lobby view: all games (server-side paging, search and tag), hot games,
 * the member's favourites or recents (narrowed here by vendor, search and tag).
 */
import { useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';

import type { Game } from '#contract/game-schemas.ts';

import { gameQueries } from '@/api/games/game-queries';
import { sessionState } from '@/stores/session-store';
import { isAbsent } from '@/ui/feature-absence';
import { QueryState } from '@/ui/query-state';

import { filterGames, type GameFilter } from './game-filter';
import { GameGrid } from './game-grid';
import type { LobbyView } from './lobby-search';

export interface GridHandlers {
  imageCdn: string;
  favouriteIds: ReadonlySet<number>;
  onToggleFavourite: (game: Game) => void;
  onLaunch: (game: Game) => void;
  formatMoney: (money: string) => string;
  /** Provider names by vendor code, shown under each game's name. */
  vendorNames?: ReadonlyMap<string, string>;
}

interface LobbyGamesProps {
  view: LobbyView;
  filter: GameFilter;
  handlers: GridHandlers;
  onLogin: () => void;
}

export function LobbyGames({ view, filter, handlers, onLogin }: LobbyGamesProps) {
  const { t } = useLingui();
  const { token } = useSnapshot(sessionState);
  if ((view === 'favourites' || view === 'recent') && token === null) {
    return (
      <div className="empty-state" data-testid="lobby-login-needed">
        <p>
          {view === 'favourites'
            ? t`Log in to keep your favourite games here.`
            : t`Log in to see the games you played last.`}
        </p>
        <button type="button" className="button button--primary" onClick={onLogin}>
          {t`Log in`}
        </button>
      </div>
    );
  }
  switch (view) {
    case 'hot':
      return <HotGames filter={filter} handlers={handlers} />;
    case 'favourites':
      return <FavouriteGames filter={filter} handlers={handlers} />;
    case 'recent':
      return <RecentGames filter={filter} handlers={handlers} />;
    default:
      return <AllGames filter={filter} handlers={handlers} />;
  }
}

function AllGames({ filter, handlers }: { filter: GameFilter; handlers: GridHandlers }) {
  const { t, i18n } = useLingui();
  const query = useInfiniteQuery(
    gameQueries.list(
      { gameType: filter.category, vassalage: filter.vendor, gameName: filter.q, tag: filter.tag },
      i18n.locale,
    ),
  );
  const games = query.data?.pages.flatMap((page) => page.games) ?? [];
  return (
    <QueryState query={query}>
      {() => (
        <GameGrid
          {...handlers}
          games={games}
          label={t`Games`}
          hasMore={query.hasNextPage}
          isLoadingMore={query.isFetchingNextPage}
          onLoadMore={() => {
            if (!query.isFetchingNextPage) void query.fetchNextPage();
          }}
          empty={filter.q ? t`No games match “${filter.q}”.` : t`No games here yet.`}
        />
      )}
    </QueryState>
  );
}

function HotGames({ filter, handlers }: { filter: GameFilter; handlers: GridHandlers }) {
  const { t, i18n } = useLingui();
  const query = useQuery(gameQueries.hot(filter.category, i18n.locale, filter.vendor));
  // A platform without hot games: the view is just empty, never an error.
  if (isAbsent(query)) return <p className="empty-state">{t`No hot games right now.`}</p>;
  return (
    <QueryState query={query}>
      {(data) => (
        <GameGrid
          {...handlers}
          games={filterGames(data.list, filter)}
          label={t`Hot games`}
          empty={t`No hot games right now.`}
        />
      )}
    </QueryState>
  );
}

function FavouriteGames({ filter, handlers }: { filter: GameFilter; handlers: GridHandlers }) {
  const { t } = useLingui();
  const { token } = useSnapshot(sessionState);
  const query = useInfiniteQuery(gameQueries.favouriteList(token, filter.category));
  const games = filterGames(query.data?.pages.flatMap((page) => page.content) ?? [], filter);
  return (
    <QueryState query={query}>
      {() => (
        <GameGrid
          {...handlers}
          games={games}
          label={t`Favourite games`}
          hasMore={query.hasNextPage}
          isLoadingMore={query.isFetchingNextPage}
          onLoadMore={() => {
            if (!query.isFetchingNextPage) void query.fetchNextPage();
          }}
          empty={t`No favourites yet: tap the star on a game to keep it here.`}
        />
      )}
    </QueryState>
  );
}

function RecentGames({ filter, handlers }: { filter: GameFilter; handlers: GridHandlers }) {
  const { t } = useLingui();
  const { token } = useSnapshot(sessionState);
  const query = useQuery(gameQueries.recent(token));
  return (
    <QueryState query={query}>
      {(data) => (
        <GameGrid
          {...handlers}
          games={filterGames(data.list, filter)}
          label={t`Recently played`}
          empty={t`You have not played a game here yet.`}
        />
      )}
    </QueryState>
  );
}
