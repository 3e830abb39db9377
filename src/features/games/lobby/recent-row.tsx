/**
 * "Recently played" for a member: the games of this lobby they played last, one row that scrolls
 * sideways above the grid, each one tap from playing. Hidden for guests, while loading, when the
 * platform has no recents endpoint, when the member has played nothing here and during a search.
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';

import { gameQueries } from '@/api/games/game-queries';
import { sessionState } from '@/stores/session-store';

import { GameCard } from './game-card';
import { filterGames, type GameFilter } from './game-filter';
import type { GridHandlers } from './lobby-games';

const MAX_RECENT = 12;

export function RecentRow({ filter, handlers }: { filter: GameFilter; handlers: GridHandlers }) {
  const { t } = useLingui();
  const { token } = useSnapshot(sessionState);
  const query = useQuery(gameQueries.recent(token));
  const games = query.data ? filterGames(query.data.list, filter).slice(0, MAX_RECENT) : [];
  // A search or a type filter shows its results alone.
  if (token === null || games.length === 0 || filter.q || filter.tag) return null;
  return (
    <section className="recent-row" aria-labelledby="recent-row-title" data-testid="recent-row">
      <h2 id="recent-row-title" className="recent-row__title">{t`Recently played`}</h2>
      <ul className="recent-row__list">
        {games.map((game) => (
          <GameCard
            key={`${game.vassalage}-${game.nodeId}`}
            game={game}
            imageCdn={handlers.imageCdn}
            isFavourite={handlers.favouriteIds.has(game.nodeId)}
            onToggleFavourite={handlers.onToggleFavourite}
            onLaunch={handlers.onLaunch}
            formatMoney={handlers.formatMoney}
            vendorName={handlers.vendorNames?.get(game.vassalage)}
          />
        ))}
      </ul>
    </section>
  );
}
