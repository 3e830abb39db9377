/**
 * Announces a new version with a visible prompt; the user decides when to reload. A reload is
 * refused while a game is open or a form holds typed input, and updates are checked hourly
 * (skipped while offline).
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useRegisterSW } from 'virtual:pwa-register/react';

import { activityState, isBusy } from '@/stores/activity-store';

const UPDATE_CHECK_MS = 60 * 60_000;

export function UpdatePrompt() {
  const { t } = useLingui();
  const activity = useSnapshot(activityState);
  const [isDeferred, setDeferred] = useState(false);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(swUrl, registration) {
      if (!registration) return;
      setInterval(() => {
        if (!navigator.onLine || registration.installing) return;
        void fetch(swUrl, { cache: 'no-store', headers: { 'cache-control': 'no-cache' } })
          .then(async (response) => {
            if (response.status === 200) await registration.update();
          })
          .catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
  });
  if (!needRefresh || isDeferred) return null;
  const isBlocked = activity.isGameOpen || activity.dirtyForms > 0;
  return (
    <div className="update-prompt" role="status" data-testid="update-prompt">
      <p>{t`A new version of the app is available.`}</p>
      {isBlocked && <p>{t`Finish your game or form first; the update will wait.`}</p>}
      <div className="update-prompt__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={isBlocked}
          onClick={() => {
            if (isBusy()) return;
            void updateServiceWorker(true);
          }}
        >
          {t`Reload now`}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            setDeferred(true);
            setNeedRefresh(false);
          }}
        >
          {t`Later`}
        </button>
      </div>
    </div>
  );
}
