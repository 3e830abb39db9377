/**
 * After-login modal, first-login flow and the trial-account warning: the bodies of their rows in the
 * screen table (`app/screens/screen-table.ts`, `?modal=afterLogin|firstLogin|trial`), whose overlay
 * shell gives them the dialog and its title.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';

import { memberQueries } from '@/api/member/member-queries';
import { useAuthModal } from '@/hooks/use-auth-modal';
import { formatDateTime } from '@/lib/date-format';
import { sessionState } from '@/stores/session-store';

import { useIsRegistrationOpen } from '../registration-open';

interface WelcomeProps {
  close: () => void;
}

/** Shown after an ordinary login: who is logged in, labels, and the last login time. */
export function AfterLoginWelcome({ close }: WelcomeProps) {
  const { t } = useLingui();
  const { token } = useSnapshot(sessionState);
  const info = useQuery(memberQueries.info(token)).data;
  return (
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
      <button type="button" className="button button--primary" onClick={close}>
        {t`Start playing`}
      </button>
    </div>
  );
}

/** The first-login flow: a welcome and the first steps a new member should take. */
export function FirstLoginWelcome({ close }: WelcomeProps) {
  const { t } = useLingui();
  return (
    <div data-testid="first-login">
      <p>{t`This is your first login. A few things to do first:`}</p>
      <ol>
        <li>{t`Bind your mobile number and e-mail so you can recover your account.`}</li>
        <li>{t`Set a payment password before your first withdrawal.`}</li>
        <li>{t`Read the promotions for new members.`}</li>
      </ol>
      <button type="button" className="button button--primary" onClick={close}>
        {t`Got it`}
      </button>
    </div>
  );
}

/**
 * Trial accounts (type 4): a real account is needed (spec key in_need_true_account). With
 * registration closed there is no way to one, so no button either.
 */
export function TrialWarning({ close }: WelcomeProps) {
  const { t } = useLingui();
  const { open } = useAuthModal();
  const canRegister = useIsRegistrationOpen();
  return (
    <div data-testid="trial-warning">
      <p>{t`This is a trial account. Register a real account to use this feature.`}</p>
      <div className="dialog-actions">
        {canRegister && (
          <button type="button" className="button button--primary" onClick={() => open('register', { replace: true })}>
            {t`Register a real account`}
          </button>
        )}
        <button type="button" className="button button--ghost" onClick={close}>
          {t`Keep trying games`}
        </button>
      </div>
    </div>
  );
}
