/**
 * One game in a lobby grid: its picture, its name (once), its provider, maintenance/new/hot/jackpot
 * badges, the jackpot ticker and the favourite star; a tap on the picture or name launches.
 */
import { useLingui } from '@lingui/react/macro';

import type { Game } from '#contract/game-schemas.ts';

import { Badge } from '@/ui/badge';
import { LazyImage } from '@/ui/lazy-image';

import { gameIconSrc } from './game-icon';
import { JackpotTicker } from './jackpot-ticker';

/** Game icons are square (the platform serves 240×240). */
export const GAME_IMAGE = { width: 160, height: 160 } as const;

interface GameCardProps {
  game: Game;
  imageCdn: string;
  isFavourite: boolean;
  onToggleFavourite: (game: Game) => void;
  onLaunch: (game: Game) => void;
  formatMoney: (money: string) => string;
  /** The provider's name, under the game's. */
  vendorName?: string;
  /** In the grid's first row: its image is the lobby's largest paint, so it is not lazy. */
  isOnFirstScreen?: boolean;
}

export function GameCard({
  game,
  imageCdn,
  isFavourite,
  onToggleFavourite,
  onLaunch,
  formatMoney,
  vendorName,
  isOnFirstScreen = false,
}: GameCardProps) {
  const { t } = useLingui();
  return (
    <li
      className="game-card"
      data-testid="game-card"
      data-node-id={game.nodeId}
      data-game-code={game.gameCode}
      data-vendor={game.vassalage}
      data-tag={game.tag}
    >
      <button
        type="button"
        className="game-card__launch"
        onClick={() => onLaunch(game)}
        aria-label={t`Play ${game.gameName}`}
      >
        <LazyImage
          src={gameIconSrc(game, imageCdn)}
          alt=""
          width={GAME_IMAGE.width}
          height={GAME_IMAGE.height}
          className="game-card__image"
          isFirstScreen={isOnFirstScreen}
        />
        <span className="game-card__name">{game.gameName}</span>
        {vendorName && <span className="game-card__vendor">{vendorName}</span>}
      </button>
      {/* One line on the picture's bottom edge, clear of the star and the name; in this order of
          importance, a badge with no room left on the line is not shown (ui-badge-line). */}
      <span className="game-card__badges">
        <span className="ui-badge-line">
          {game.isMaintenance && <Badge>{t`Maintenance`}</Badge>}
          {game.isNew && <Badge tone="new">{t({ message: 'New', context: 'game badge' })}</Badge>}
          {game.isHot === 1 && <Badge tone="hot">{t`Hot`}</Badge>}
          {game.jackpot !== null && <Badge tone="jackpot">{t`Jackpot`}</Badge>}
        </span>
      </span>
      {game.jackpot !== null && <JackpotTicker amount={game.jackpot} format={formatMoney} />}
      <button
        type="button"
        className={`game-card__star ${isFavourite ? 'game-card__star--on' : ''}`}
        aria-pressed={isFavourite}
        aria-label={isFavourite ? t`Remove ${game.gameName} from favourites` : t`Add ${game.gameName} to favourites`}
        onClick={() => onToggleFavourite(game)}
        data-testid="favourite-star"
      >
        {isFavourite ? '★' : '☆'}
      </button>
    </li>
  );
}
