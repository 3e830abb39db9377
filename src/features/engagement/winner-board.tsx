/**
 * Recent big wins: the top real wins of the last 7 days (names masked by the platform), each with
 * its game's picture (drawn art of its category when the platform sends none) and the amount.
 * The row glides gently sideways; it stops under the pointer, a finger, keyboard focus, and never
 * moves under `prefers-reduced-motion` (then it is a row to swipe). Hidden when the platform has no
 * board, no wins, or fails.
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type CSSProperties } from 'react';

import type { WinnerBoard as Board } from '#contract/engagement-schemas.ts';

import { engagementQueries } from '@/api/engagement/engagement-queries';
import { useBalance } from '@/hooks/use-balance';
import { useImageCdn } from '@/hooks/use-platform-data';
import { cdnUrl } from '@/lib/pick-cdn';
import { asCategory, CategoryArt } from '@/ui/category-art';
import { LazyImage } from '@/ui/lazy-image';
import { Placeholder } from '@/ui/placeholder';
import { SectionHeader } from '@/ui/section-header';

/** Fewer wins than this stand still: a loop of two would look like a glitch. */
const LOOP_FROM = 3;
/** After a finger lifts, the row waits this long before gliding again. */
const RESUME_MS = 2_000;

export function WinnerBoard() {
  const { t } = useLingui();
  const winners = useQuery(engagementQueries.winners());
  const list = winners.data?.list ?? [];
  if (!winners.isPending && list.length === 0) return null;
  return (
    <section aria-labelledby="home-winners" className="winner-board" data-testid="winner-board">
      <SectionHeader id="home-winners" title={t`Recent big wins`} />
      {winners.isPending ? (
        <div className="wins-marquee" aria-hidden="true">
          <Placeholder className="wins-marquee__placeholder" />
        </div>
      ) : (
        <WinsMarquee list={list} />
      )}
    </section>
  );
}

function WinsMarquee({ list }: { list: Board['list'] }) {
  const { t } = useLingui();
  const [isTouched, setTouched] = useState(false);
  const resume = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (resume.current) clearTimeout(resume.current);
    },
    [],
  );
  const loops = list.length >= LOOP_FROM;
  const release = () => {
    if (resume.current) clearTimeout(resume.current);
    resume.current = setTimeout(() => setTouched(false), RESUME_MS);
  };
  return (
    <div
      className="wins-marquee"
      data-moving={loops || undefined}
      data-paused={isTouched || undefined}
      onPointerDown={() => {
        if (resume.current) clearTimeout(resume.current);
        setTouched(true);
      }}
      onPointerUp={release}
      onPointerCancel={release}
    >
      <div className="wins-marquee__track" style={{ '--wins': list.length } as CSSProperties}>
        <WinList list={list} label={t`Recent big wins`} />
        {/* The loop's second copy: seen, never read twice nor focused. */}
        {loops && <WinList list={list} isCopy />}
      </div>
    </div>
  );
}

function WinList({ list, label, isCopy = false }: { list: Board['list']; label?: string; isCopy?: boolean }) {
  const { format } = useBalance();
  const cdn = useImageCdn();
  return (
    <ul
      className={`wins-marquee__list ${isCopy ? 'wins-marquee__list--copy' : ''}`}
      aria-label={label}
      aria-hidden={isCopy || undefined}
    >
      {list.map(({ vo }, index) => {
        const category = asCategory(vo.category);
        return (
          <li key={`${vo.time}-${index}`} className="big-win" data-testid={isCopy ? undefined : 'big-win'}>
            <span className="big-win__picture">
              {vo.iconUrl ? (
                <LazyImage src={cdnUrl(cdn, vo.iconUrl)} alt="" width={48} height={48} profile="once" />
              ) : (
                category && <CategoryArt category={category} />
              )}
            </span>
            <span className="big-win__text">
              <span className="big-win__game">{vo.gameName}</span>
              <span className="big-win__name">{vo.username}</span>
            </span>
            <strong className="big-win__amount" data-testid={isCopy ? undefined : 'big-win-amount'}>
              {format(vo.winAmount)}
            </strong>
          </li>
        );
      })}
    </ul>
  );
}
