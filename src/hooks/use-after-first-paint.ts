/**
 * False in a component's first render, true in the background render React makes right after it
 * (`useDeferredValue` with an initial value). A first-screen section that can wait one frame shows
 * its same-size placeholder first, so the page paints its largest element (home's banner) without
 * waiting for the section's cards, their styles and their layout; the cards follow in a render that
 * yields to the browser. Measured in docs/performance.md (ninth round).
 */
import { useDeferredValue } from 'react';

export function useAfterFirstPaint(): boolean {
  return useDeferredValue(true, false);
}
