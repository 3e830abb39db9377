/**
 * Loads the account overlays only when one can show: a `modal`/register URL, or a session (which
 * may need the forced password change). Guests browsing the home never download the forms.
 */
import { useLocation, useSearch } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useSnapshot } from 'valtio';

import { sessionState } from '@/stores/session-store';
import { lazyPart, PartBoundary } from '@/ui/lazy-part';

const AuthOverlays = lazyPart(() => import('./auth-overlays').then((m) => m.AuthOverlays));

export function AuthOverlayGate() {
  const search: { modal?: string } = useSearch({ strict: false });
  const { pathname } = useLocation();
  const { token, expiredNotice } = useSnapshot(sessionState);
  const isNeeded = Boolean(search.modal) || /^\/register(\.html)?$/i.test(pathname) || token !== null || expiredNotice;
  if (!isNeeded) return null;
  // Not essential to the page: a download that fails leaves the page standing and is tried again.
  return (
    <PartBoundary>
      <Suspense fallback={null}>
        <AuthOverlays />
      </Suspense>
    </PartBoundary>
  );
}
