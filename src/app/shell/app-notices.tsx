/**
 * App-wide banners: offline, session ended, an unreachable platform. (A lazy chunk that fails to
 * download is no banner: its part stays out quietly and comes back, `ui/lazy-part.tsx`.)
 */
import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';

import type { ErrorCode } from '#contract/error-codes.ts';

import { isApiError } from '@/api/api-error';
import { useAuthModal } from '@/hooks/use-auth-modal';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { useSystemStatus } from '@/hooks/use-platform-data';
import { dismissLaunchProblem, launchState } from '@/stores/launch-store';
import { sessionState } from '@/stores/session-store';
import { lazyPart, PartBoundary } from '@/ui/lazy-part';
import { useErrorText } from '@/ui/use-error-text';

// A tapped game's progress or refusal: its code comes only with the first tap.
const LaunchNotice = lazyPart(() => import('./launch-notice').then((m) => m.LaunchNotice));

export function AppNotices() {
  const { t } = useLingui();
  const isOnline = useOnlineStatus();
  const { expiredNotice } = useSnapshot(sessionState);
  const status = useSystemStatus();
  const { open } = useAuthModal();
  const statusError = status.error && isApiError(status.error) ? status.error : null;
  const statusErrorText = useErrorText(statusError);
  const launch = useSnapshot(launchState);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // A launch's refusal belongs to the page it was tapped on.
  useEffect(() => dismissLaunchProblem, [pathname]);
  return (
    <div className="app-notices" aria-live="polite">
      {!isOnline && (
        <p className="app-notice app-notice--offline" data-testid="offline-notice">
          {t`You are offline. You can browse what was loaded before; logging in, payments and games need a connection.`}
        </p>
      )}
      {isOnline &&
        statusError &&
        (!status.data || statusError.rawCode === ('domain_not_available' satisfies ErrorCode)) && (
          <p className="app-notice app-notice--error" role="alert">
            {statusErrorText}
          </p>
        )}
      {expiredNotice && (
        <p className="app-notice" role="alert" data-testid="session-expired">
          {t`Your session has ended. Please log in again.`}{' '}
          <button type="button" className="link-button" onClick={() => open('login')}>
            {t`Log in`}
          </button>
        </p>
      )}
      {(launch.pending !== null || launch.problem !== null) && (
        <PartBoundary>
          <Suspense fallback={null}>
            <LaunchNotice />
          </Suspense>
        </PartBoundary>
      )}
    </div>
  );
}
