/**
 * A grid of game cards with infinite scroll: a sentinel below the grid asks for the next page when
 * it nears the viewport, throttled to once per 200 ms (spec), plus a "more" button for keyboards.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';

import type { Game } from '#contract/game-schemas.ts';

import { throttle } from '@/lib/throttle';

import { GameCard } from './game-card';

// Three columns on a phone, and a 412 × 823 screen shows the first three rows below the lobby's
// tabs (the grid starts in the top third): those tiles load at once (one of them is the largest
// paint); the rest wait for the scroll.
const FIRST_SCREEN_TILES = 9;

export const SCROLL_THROTTLE_MS = 200;

interface GameGridProps {
  games: readonly Game[];
  imageCdn: string;
  favouriteIds: ReadonlySet<number>;
  onToggleFavourite: (game: Game) => void;
  onLaunch: (game: Game) => void;
  formatMoney: (money: string) => string;
  vendorNames?: ReadonlyMap<string, string>;
  hasMore?: boolean;
  isLoadingMore?: boolean;
  onLoadMore?: () => void;
  empty: ReactNode;
  label: string;
}

export function GameGrid({
  games,
  imageCdn,
  favouriteIds,
  onToggleFavourite,
  onLaunch,
  formatMoney,
  vendorNames,
  hasMore,
  isLoadingMore,
  onLoadMore,
  empty,
  label,
}: GameGridProps) {
  const { t } = useLingui();
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useRef(onLoadMore);
  useEffect(() => {
    loadMore.current = onLoadMore;
  }, [onLoadMore]);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore) return;
    const throttled = throttle(() => loadMore.current?.(), SCROLL_THROTTLE_MS);
    // Re-created when the list grows, so a sentinel still in view after a short page asks again.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) throttled.call();
      },
      { rootMargin: '300px' },
    );
    observer.observe(target);
    return () => {
      observer.disconnect();
      throttled.cancel();
    };
  }, [hasMore, games.length]);

  if (games.length === 0) return <p className="empty-state">{empty}</p>;
  return (
    <>
      <ul className="game-grid" aria-label={label} data-testid="game-grid">
        {games.map((game, index) => (
          <GameCard
            key={`${game.vassalage}-${game.nodeId}`}
            isOnFirstScreen={index < FIRST_SCREEN_TILES}
            game={game}
            imageCdn={imageCdn}
            isFavourite={favouriteIds.has(game.nodeId)}
            onToggleFavourite={onToggleFavourite}
            onLaunch={onLaunch}
            formatMoney={formatMoney}
            vendorName={vendorNames?.get(game.vassalage)}
          />
        ))}
      </ul>
      {hasMore && (
        <div ref={sentinel} className="game-grid__more">
          <button
            type="button"
            className="button button--ghost"
            onClick={() => onLoadMore?.()}
            disabled={isLoadingMore}
            data-testid="load-more"
          >
            {isLoadingMore ? t`Loading…` : t`More games`}
          </button>
        </div>
      )}
    </>
  );
}
