/**
 * A same-size stand-in for content still loading: a quiet shimmer (still under reduced motion)
 * that holds the place, so nothing moves when the content arrives. Hidden from assistive tech.
 */
import type { CSSProperties } from 'react';

interface PlaceholderProps {
  className?: string;
  style?: CSSProperties;
  /** How many copies (a row of cards). */
  count?: number;
  /** The element: `li` inside lists. */
  as?: 'span' | 'li' | 'div';
}

export function Placeholder({ className, style, count = 1, as: Tag = 'span' }: PlaceholderProps) {
  return Array.from({ length: count }, (_, i) => (
    <Tag key={i} className={`ui-placeholder ${className ?? ''}`} style={style} aria-hidden="true" />
  ));
}
