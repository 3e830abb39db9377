/**
 * Home's popular lottery: the draws on sale, each with its next draw counting down (the server's
 * clock, ticking) and one tap to bet (a guest gets the login first). Hidden when the platform has
 * no lottery gateway, no draws, or fails.
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';

import type { PopularLottery } from '#contract/lottery-schemas.ts';

import { lotteryQueries } from '@/api/lottery/lottery-queries';
import { useLotteryContext } from '@/features/lottery/use-lottery-context';
import { useServerNow } from '@/features/lottery/use-server-now';
import { useLaunchAction } from '@/hooks/use-launch-action';
import { formatCountdown, lotteryStart } from '@/lib/lottery-start';
import { sessionState } from '@/stores/session-store';
import { asCategory, CategoryArt } from '@/ui/category-art';
import { Placeholder } from '@/ui/placeholder';
import { SectionHeader } from '@/ui/section-header';
import { SwipeRow } from '@/ui/swipe-row';

/** The lottery lobby asks for 20; home shows the first eight (the same key when counts match is not needed). */
const SHOWN = 8;

export function PopularDraws() {
  const { t } = useLingui();
  const { prizeMode, device, language } = useLotteryContext();
  const popular = useQuery(lotteryQueries.popular(SHOWN, prizeMode, device, language));
  const draws = popular.data ?? [];
  if (!popular.isPending && draws.length === 0) return null;
  return (
    <section aria-labelledby="home-draws" className="home-draws" data-testid="home-draws">
      <SectionHeader id="home-draws" title={t`Popular draws`} all={{ to: '/elott' }} />
      <SwipeRow label={t`Popular draws`} className="home-draws__row">
        {popular.isPending ? (
          <Placeholder as="li" count={4} className="home-draw-placeholder" />
        ) : (
          draws.map((draw) => <DrawCard key={draw.gameCode} draw={draw} />)
        )}
      </SwipeRow>
    </section>
  );
}

function DrawCard({ draw }: { draw: PopularLottery }) {
  const { t } = useLingui();
  const now = useServerNow();
  const { token } = useSnapshot(sessionState);
  const launcher = useLaunchAction();
  const isSale = draw.isSale && now < draw.closeTime;
  return (
    <li className="home-draw" data-testid="home-draw" data-game={draw.gameCode}>
      <span className="home-draw__art">
        <CategoryArt category={asCategory(draw.category) ?? 'LOTT'} />
      </span>
      <span className="home-draw__name" title={draw.labelName}>
        {draw.labelName}
      </span>
      {draw.drawTime > 0 && (
        <span className="home-draw__countdown" data-testid="home-draw-countdown" aria-label={t`Time to the draw`}>
          {formatCountdown(draw.drawTime, now)}
        </span>
      )}
      <button
        type="button"
        className="button button--accent home-draw__bet"
        disabled={!isSale}
        aria-label={t`Bet on ${draw.labelName}`}
        onClick={() =>
          launcher.run(token ? { kind: 'lottery', start: lotteryStart(draw.vendor, draw.gameCode) } : { kind: 'login' })
        }
      >
        {isSale ? t`Bet` : t`Sales closed`}
      </button>
    </li>
  );
}
