/**
 * Renders its children only once the first screen is done, in their own turn (`requestIdleTurn`):
 * one deferred part loads and renders at a time, and the next waits until this one has committed.
 * Holds a Suspense boundary of its own, so the turn lasts until a lazy child has arrived and shown.
 * A deferred part is never essential: when its code cannot be downloaded (the connection dropped
 * just after the first screen) it fails alone and quietly (`PartBoundary`: nothing in its place,
 * the turn given back) and is tried again when the connection returns or another page opens.
 */
import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';

import { requestIdleTurn } from '@/lib/idle-turns';

import { PartBoundary } from './lazy-part';

export function AfterIdle({ children, priority }: { children: ReactNode; priority: number }) {
  const [release, setRelease] = useState<(() => void) | null>(null);
  useEffect(
    () =>
      requestIdleTurn(priority, (done) => {
        // A transition: React renders the deferred part in slices that yield to input.
        startTransition(() => setRelease(() => done));
      }),
    [priority],
  );
  if (!release) return null;
  return (
    <PartBoundary onError={release}>
      <Suspense fallback={null}>
        {children}
        <Committed onCommit={release} />
      </Suspense>
    </PartBoundary>
  );
}

/** Its effect runs when the boundary's content has committed: the turn is over. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}
