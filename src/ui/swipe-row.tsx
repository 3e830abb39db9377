/**
 * A row of cards that swipes sideways on a phone (scroll snap, no scroll bar) and has previous/next
 * arrows on a desktop with a pointer. Right to left, the row starts at the right and the arrows and
 * the swipe go the reading way: the browser's own RTL scrolling does it, the arrows scroll towards
 * the row's end or start whatever the direction.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** A card this much in view counts as reached (a few pixels short of the end still is). */
const IN_VIEW = 0.95;

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
  // Whether the first and last cards are in view, from an observer: it reports after the browser's
  // own layout, where reading scroll sizes in an effect forced a layout of the whole page in the
  // middle of the first screen's render (the home's largest paint waited on it). Observed again when
  // the cards change; scrolling needs no listener.
  useEffect(() => {
    const el = list.current;
    const first = el?.firstElementChild;
    const last = el?.lastElementChild;
    if (!el || !first || !last) return;
    const inView = new Map<Element, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) inView.set(entry.target, entry.intersectionRatio >= IN_VIEW);
        setEnds({ atStart: inView.get(first) ?? true, atEnd: inView.get(last) ?? true });
      },
      { root: el, threshold: [0, IN_VIEW, 1] },
    );
    observer.observe(first);
    observer.observe(last);
    return () => observer.disconnect();
  }, [children]);
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
