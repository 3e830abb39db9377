/**
 * The register dialog's body (`?modal=register`, and /register without a session): the form, or,
 * when registration is closed, a message, since old links and shared referral links still land here.
 */
import { useLingui } from '@lingui/react/macro';

import { useIsRegistrationOpen } from '../registration-open';
import { RegisterForm } from './register-form';

export function RegisterDialog({ close }: { close: () => void }) {
  const { t } = useLingui();
  if (useIsRegistrationOpen()) return <RegisterForm />;
  return (
    <div data-testid="registration-closed">
      <p role="status">{t`Registration is closed at the moment. Please check back later.`}</p>
      <div className="dialog-actions">
        <button type="button" className="button button--primary" onClick={close}>{t`Close`}</button>
      </div>
    </div>
  );
}
