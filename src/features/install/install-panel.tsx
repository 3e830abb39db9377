/**
 * Install the app: Chromium's install prompt behind a button, add-to-home-screen steps on iOS
 * Safari, nothing once installed. `compact` is the floating bar's one-button form.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';

import { isIosSafari, promptInstall } from '@/pwa/install-actions';
import { installState } from '@/pwa/install-prompt';

import '@/styles/content.css';

export function InstallPanel({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui();
  const { prompt, isInstalled } = useSnapshot(installState);
  const ios = isIosSafari(navigator.userAgent, navigator.maxTouchPoints);
  if (isInstalled) {
    return compact ? null : (
      <p
        className="install-panel install-panel--installed"
        data-testid="install-installed"
      >{t`You are using the installed app.`}</p>
    );
  }
  if (prompt) {
    return (
      <div className={compact ? undefined : 'install-panel'}>
        {!compact && <p>{t`Install the app for a full-screen game lobby and quicker start.`}</p>}
        <button
          type="button"
          className={compact ? 'floating-bar__item' : 'button button--primary'}
          onClick={() => void promptInstall()}
          data-testid="install-app"
        >
          {t`Install the app`}
        </button>
      </div>
    );
  }
  if (ios && !compact) {
    return (
      <div className="install-panel" data-testid="ios-install">
        <h2>{t`Add to your home screen`}</h2>
        <ol>
          <li>
            <Trans>
              Tap the <strong>Share</strong> button in Safari's toolbar (on iOS 26, tap <strong>•••</strong> first).
            </Trans>
          </li>
          <li>
            <Trans>
              Scroll down and tap <strong>Add to Home Screen</strong>.
            </Trans>
          </li>
          <li>
            <Trans>
              Tap <strong>Add</strong>, leaving <strong>Open as Web App</strong> on: the app opens from its icon, full
              screen.
            </Trans>
          </li>
        </ol>
      </div>
    );
  }
  return null;
}
