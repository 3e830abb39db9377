/** After-login modal, first-login flow and the trial-account warning. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';

import { memberQueries } from '@/api/member/member-queries';
import { formatDateTime } from '@/lib/date-format';
import { sessionState } from '@/stores/session-store';
import { Dialog } from '@/ui/dialog';

interface WelcomeProps {
  onClose: () => void;
}

/** Shown after an ordinary login: who is logged in, labels, and the last login time. */
export function AfterLoginDialog({ onClose }: WelcomeProps) {
  const { t } = useLingui();
  const { token } = useSnapshot(sessionState);
  const info = useQuery(memberQueries.info(token)).data;
  return (
    <Dialog open onClose={onClose} title={t`Welcome back`} closeLabel={t`Close`}>
      <div data-testid="after-login">
        <p>
          <Trans>
            Logged in as <strong data-testid="member-account">{info?.account ?? '…'}</strong>
          </Trans>
        </p>
        {info?.nickname && <p>{info.nickname}</p>}
        {info && (info.clubLabel || info.memberLabel.length > 0) && (
          <p className="labels">
            {[info.clubLabel?.labelName, ...info.memberLabel.map((l) => l.labelName)].filter(Boolean).map((label) => (
              <span key={label} className="badge">
                {label}
              </span>
            ))}
          </p>
        )}
        {info?.lastLoginTime && <p>{t`Last login: ${formatDateTime(info.lastLoginTime)}`}</p>}
        <button type="button" className="button button--primary" onClick={onClose}>
          {t`Start playing`}
        </button>
      </div>
    </Dialog>
  );
}

/** The first-login flow: a welcome and the first steps a new member should take. */
export function FirstLoginDialog({ onClose }: WelcomeProps) {
  const { t } = useLingui();
  return (
    <Dialog open onClose={onClose} title={t`Welcome to your new account`} closeLabel={t`Close`}>
      <div data-testid="first-login">
        <p>{t`This is your first login. A few things to do first:`}</p>
        <ol>
          <li>{t`Bind your mobile number and e-mail so you can recover your account.`}</li>
          <li>{t`Set a payment password before your first withdrawal.`}</li>
          <li>{t`Read the promotions for new members.`}</li>
        </ol>
        <button type="button" className="button button--primary" onClick={onClose}>
          {t`Got it`}
        </button>
      </div>
    </Dialog>
  );
}

/**
 * Trial accounts (type 4): a real account is needed (spec key in_need_true_account). Without
 * `onRegister` (registration closed) there is no way to one, so no button either.
 */
export function TrialWarningDialog({ onClose, onRegister }: WelcomeProps & { onRegister?: (() => void) | undefined }) {
  const { t } = useLingui();
  return (
    <Dialog open onClose={onClose} title={t`Trial account`} variant="dialog" closeLabel={t`Close`}>
      <div data-testid="trial-warning">
        <p>{t`This is a trial account. Register a real account to use this feature.`}</p>
        <div className="dialog-actions">
          {onRegister && (
            <button type="button" className="button button--primary" onClick={onRegister}>
              {t`Register a real account`}
            </button>
          )}
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t`Keep trying games`}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
