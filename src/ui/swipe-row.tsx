/**
 * A row of cards that swipes sideways on a phone (scroll snap, no scroll bar) and has previous/next
 * arrows on a desktop with a pointer. Right to left, the row starts at the right and the arrows and
 * the swipe go the reading way: the browser's own RTL scrolling does it, the arrows scroll towards
 * the row's end or start whatever the direction.
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

interface SwipeRowProps {
  /** The list's accessible name. */
  label: string;
  /** Two rows of cards (a grid that flows sideways) or one. */
  rows?: 1 | 2;
  className?: string;
  children: ReactNode;
  testId?: string;
}

export function SwipeRow({ label, rows = 1, className, children, testId }: SwipeRowProps) {
  const { t } = useLingui();
  const list = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState({ atStart: true, atEnd: true });
  const measure = useCallback(() => {
    const el = list.current;
    if (!el) return;
    // scrollLeft is 0 at the start and negative towards the end in a right-to-left row.
    const travelled = Math.abs(el.scrollLeft);
    setEnds({ atStart: travelled < 4, atEnd: travelled + el.clientWidth >= el.scrollWidth - 4 });
  }, []);
  // Measured when the cards change and on scroll (a resize that hides an end only leaves an arrow enabled).
  useEffect(measure, [measure, children]);
  const step = (towardsEnd: boolean) => {
    const el = list.current;
    if (!el) return;
    const isRtl = getComputedStyle(el).direction === 'rtl';
    const distance = el.clientWidth * 0.85 * (towardsEnd ? 1 : -1) * (isRtl ? -1 : 1);
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: distance, behavior: reduce ? 'auto' : 'smooth' });
  };
  return (
    <div className={`ui-swipe-row ${className ?? ''}`}>
      <ul
        ref={list}
        className={`ui-swipe-row__list ${rows === 2 ? 'ui-swipe-row__list--two' : ''}`}
        aria-label={label}
        onScroll={measure}
        data-testid={testId}
      >
        {children}
      </ul>
      <button
        type="button"
        className="ui-swipe-row__arrow ui-swipe-row__arrow--start"
        aria-label={t`Previous`}
        disabled={ends.atStart}
        onClick={() => step(false)}
      >
        <span aria-hidden="true" className="ui-flip">
          ‹
        </span>
      </button>
      <button
        type="button"
        className="ui-swipe-row__arrow ui-swipe-row__arrow--end"
        aria-label={t`Next`}
        disabled={ends.atEnd}
        onClick={() => step(true)}
      >
        <span aria-hidden="true" className="ui-flip">
          ›
        </span>
      </button>
    </div>
  );
}
