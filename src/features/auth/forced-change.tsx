/**
 * The forced password change: not an address but a state of the session, so it is not a row of the
 * screen table. It cannot be dismissed, only signed out of, and while it holds no account dialog
 * shows (`useIsForcedChange` in the overlay shell).
 */
import { useLingui } from '@lingui/react/macro';

import { Dialog } from '@/ui/dialog';

import { ChangePasswordForm } from './dialogs/change-password-form';
import { useIsForcedChange } from './forced-change-state';

export function ForcedChange() {
  const { t } = useLingui();
  if (!useIsForcedChange()) return null;
  return (
    <Dialog open onClose={() => undefined} title={t`Please change your password`} closeLabel={t`Close`}>
      <p>{t`Your password must be changed before you continue.`}</p>
      <ChangePasswordForm />
    </Dialog>
  );
}
