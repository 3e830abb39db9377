/**
 * Loads the forced password change only when a session exists: guests browsing the home never
 * download the form. The account dialogs (`?modal=`) are rows of the screen table
 * (`app/screens/screen-table.ts`), opened by its overlay shell.
 */
import { Suspense } from 'react';
import { useSnapshot } from 'valtio';

import { sessionState } from '@/stores/session-store';
import { lazyPart, PartBoundary } from '@/ui/lazy-part';

const ForcedChange = lazyPart(() => import('./forced-change').then((m) => m.ForcedChange));

export function ForcedChangeGate() {
  const { token } = useSnapshot(sessionState);
  if (token === null) return null;
  // Not essential to the page: a download that fails leaves the page standing and is tried again.
  return (
    <PartBoundary>
      <Suspense fallback={null}>
        <ForcedChange />
      </Suspense>
    </PartBoundary>
  );
}
