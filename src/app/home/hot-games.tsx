/**
 * Home's hot games: two rows of pictures that swipe sideways on a phone (six pictures on its first
 * screen), arrows on a desktop. One tap launches for a member; a guest gets the choice of free play
 * or login for a game free play may launch (`free-play-offer.ts`), else the login. Hidden when the
 * platform has no hot games, none, or fails.
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useSnapshot } from 'valtio';

import type { Game } from '#contract/game-schemas.ts';

import { gameQueries } from '@/api/games/game-queries';
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint';
import { useLaunchAction } from '@/hooks/use-launch-action';
import { useImageCdn } from '@/hooks/use-platform-data';
import { intlLocale } from '@/i18n/supported-locales';
import { gameAction } from '@/lib/launch-rules';
import { cdnUrl } from '@/lib/pick-cdn';
import { sessionState } from '@/stores/session-store';
import { Badge } from '@/ui/badge';
import { CardBody } from '@/ui/card';
import { asCategory } from '@/ui/category-art';
import { Placeholder } from '@/ui/placeholder';
import { SectionHeader } from '@/ui/section-header';
import { SwipeRow } from '@/ui/swipe-row';

import { freePlayOffer } from './free-play-offer';

/** The platform's game icons are square (240×240); cards show them at up to 160 px. */
const PICTURE = { width: 160, height: 160 };
/** Two rows of three fill a 360 px phone's first screen: these load with the page. */
const FIRST_SCREEN_PICTURES = 8;
const SHOWN = 20;

export function HotGames() {
  const { t, i18n } = useLingui();
  const hot = useQuery(gameQueries.hot(undefined, i18n.locale));
  const isShown = useAfterFirstPaint();
  const games = hot.data?.list.slice(0, SHOWN) ?? [];
  if (!hot.isPending && games.length === 0) return null;
  return (
    <section aria-labelledby="home-hot" className="home-hot" data-testid="home-hot-games">
      <SectionHeader id="home-hot" title={t`Hot games`} all={{ to: '/rng' }} />
      <SwipeRow label={t`Hot games`} rows={2} className="home-hot__row">
        {hot.isPending || !isShown ? (
          <Placeholder as="li" count={6} className="home-card-placeholder" />
        ) : (
          <HotGameCards games={games} />
        )}
      </SwipeRow>
    </section>
  );
}

// The jackpot in whole units without a currency (a guest's currency is not known yet): a decimal
// string Intl formats exactly, no float; the money helpers and wallet schemas stay off this screen.
const jackpotFormats = new Map<string, Intl.NumberFormat>();

function jackpotText(locale: string, amount: string): string {
  let format = jackpotFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 0 });
    jackpotFormats.set(locale, format);
  }
  return format.format(amount as Intl.StringNumericLiteral);
}

const hasJackpot = (game: Game) => game.jackpot !== null || game.tag === 'JACKPOT';

function HotGameCards({ games }: { games: readonly Game[] }) {
  const { t, i18n } = useLingui();
  const cdn = useImageCdn();
  const { token } = useSnapshot(sessionState);
  const launcher = useLaunchAction();
  const ids = useId();
  return games.map((game, index) => (
    <li key={game.nodeId} data-testid="home-hot-game" data-node-id={game.nodeId}>
      <button
        type="button"
        className="ui-card-action"
        aria-label={t`Play ${game.gameName}`}
        // The label names the game; its badges and jackpot are read after it.
        aria-describedby={
          [game.isNew || hasJackpot(game) ? `${ids}${index}b` : '', game.jackpot !== null ? `${ids}${index}m` : '']
            .filter(Boolean)
            .join(' ') || undefined
        }
        onClick={() =>
          token === null && game.freePlay
            ? (freePlayOffer.game = game)
            : launcher.run(
                gameAction(
                  { vassalage: game.vassalage, nodeId: game.nodeId, gameId: game.gameId },
                  asCategory(game.gameType) ?? 'RNG',
                  token !== null,
                ),
              )
        }
      >
        <CardBody
          picture={game.iconUrl ? { src: cdnUrl(cdn, game.iconUrl), ...PICTURE } : null}
          title={game.gameName}
          isFirstScreen={index < FIRST_SCREEN_PICTURES}
          describedBy={{ badges: `${ids}${index}b`, meta: `${ids}${index}m` }}
          meta={
            game.jackpot !== null ? (
              <span className="home-jackpot">{jackpotText(i18n.locale, game.jackpot)}</span>
            ) : undefined
          }
          // Every game here is hot: the section says so once; a new or jackpot game says it on its picture.
          badges={
            game.isNew || hasJackpot(game) ? (
              <>
                {game.isNew && <Badge tone="new">{t({ message: 'New', context: 'game badge' })}</Badge>}
                {hasJackpot(game) && <Badge tone="jackpot">{t`Jackpot`}</Badge>}
              </>
            ) : null
          }
        />
      </button>
    </li>
  ));
}
