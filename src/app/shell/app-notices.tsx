/**
 * App-wide banners: offline, session ended, an unreachable platform. (A lazy chunk that fails to
 * download is no banner: its part stays out quietly and comes back, `ui/lazy-part.tsx`.)
 */
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';

import { isApiError } from '@/api/api-error';
import { useAuthModal } from '@/hooks/use-auth-modal';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { useSystemStatus } from '@/hooks/use-platform-data';
import { sessionState } from '@/stores/session-store';
import { useErrorText } from '@/ui/use-error-text';

export function AppNotices() {
  const { t } = useLingui();
  const isOnline = useOnlineStatus();
  const { expiredNotice } = useSnapshot(sessionState);
  const status = useSystemStatus();
  const { open } = useAuthModal();
  const statusError = status.error && isApiError(status.error) ? status.error : null;
  const statusErrorText = useErrorText(statusError);
  return (
    <div className="app-notices" aria-live="polite">
      {!isOnline && (
        <p className="app-notice app-notice--offline" data-testid="offline-notice">
          {t`You are offline. You can browse what was loaded before; logging in, payments and games need a connection.`}
        </p>
      )}
      {isOnline && statusError && (!status.data || statusError.errorCode === 'domain_not_available') && (
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
    </div>
  );
}
