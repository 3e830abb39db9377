/** A small label on a card: hot, new, jackpot or a neutral one. */
import type { ReactNode } from 'react';

export type BadgeTone = 'hot' | 'new' | 'jackpot' | 'neutral';

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`ui-badge ui-badge--${tone}`}>{children}</span>;
}
