/**
 * Loads the account overlays only when one can show: a `modal`/register URL, or a session (which
 * may need the forced password change). Guests browsing the home never download the forms.
 */
import { useLocation, useSearch } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';

import { sessionState } from '@/stores/session-store';

const AuthOverlays = lazy(() => import('./auth-overlays').then((m) => ({ default: m.AuthOverlays })));

export function AuthOverlayGate() {
  const search: { modal?: string } = useSearch({ strict: false });
  const { pathname } = useLocation();
  const { token, expiredNotice } = useSnapshot(sessionState);
  const isNeeded = Boolean(search.modal) || /^\/register(\.html)?$/i.test(pathname) || token !== null || expiredNotice;
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <AuthOverlays />
    </Suspense>
  );
}
