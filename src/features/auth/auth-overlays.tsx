/**
 * The account overlays, chosen by the `modal` search param (and /register). Closing navigates,
 * so Back closes them too. A forced password change cannot be dismissed, only signed out of.
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useSnapshot } from 'valtio';

import { memberQueries } from '@/api/member/member-queries';
import { useAuthModal } from '@/hooks/use-auth-modal';
import { useWhitelabelFlags } from '@/hooks/use-platform-data';
import { isModuleOn } from '@/lib/whitelabel';
import { sessionState } from '@/stores/session-store';
import { Dialog } from '@/ui/dialog';
import { lazyPart, PartBoundary, PartUnavailable } from '@/ui/lazy-part';

import { ChangePasswordForm } from './dialogs/change-password-form';
import { LoginVerificationForm } from './dialogs/login-verification-form';
import { AfterLoginDialog, FirstLoginDialog, TrialWarningDialog } from './dialogs/welcome-dialogs';
import { LoginForm } from './login/login-form';
import { isRegistrationOpen } from './registration-open';

const RegisterForm = lazyPart(() => import('./register/register-form').then((m) => m.RegisterForm));
const ForgotPasswordForm = lazyPart(() => import('./forgot/forgot-password-form').then((m) => m.ForgotPasswordForm));

export function AuthOverlays() {
  const { t } = useLingui();
  const { modal, open, close } = useAuthModal();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { token, info: sessionInfo, expiredNotice } = useSnapshot(sessionState);
  const flags = useWhitelabelFlags();
  const info = useQuery(memberQueries.info(token)).data;
  const isRegisterPath = /^\/register(\.html)?$/i.test(pathname);
  const current = modal ?? (isRegisterPath && !token ? 'register' : undefined);
  // Known from the login itself, so the forced change holds before member info arrives.
  const isForced = Boolean(
    token &&
    (sessionInfo?.mustChangePassword ||
      (info && (info.mustChangePassword || (info.passwordExpired && isModuleOn(flags, 'PWDEXPFORCECHANGE3'))))),
  );
  const closeOverlay = () => (isRegisterPath ? void navigate({ to: '/', search: {} }) : close());

  if (isForced && current !== 'changePassword') {
    return <ForcedChange />;
  }
  switch (current) {
    case 'login':
      return token ? null : (
        <Dialog open onClose={closeOverlay} title={t`Log in`} closeLabel={t`Close`}>
          <LoginForm />
        </Dialog>
      );
    case 'register':
      return token ? null : (
        <Dialog open onClose={closeOverlay} title={t`Register`} closeLabel={t`Close`}>
          {isRegistrationOpen(flags) ? (
            <PartBoundary fallback={<PartUnavailable />}>
              <Suspense fallback={<p role="status">{t`Loading…`}</p>}>
                <RegisterForm />
              </Suspense>
            </PartBoundary>
          ) : (
            // Old links and shared referral links still land here: say so instead of a dead form.
            <div data-testid="registration-closed">
              <p role="status">{t`Registration is closed at the moment. Please check back later.`}</p>
              <div className="dialog-actions">
                <button type="button" className="button button--primary" onClick={closeOverlay}>{t`Close`}</button>
              </div>
            </div>
          )}
        </Dialog>
      );
    case 'forgot':
      return (
        <Dialog open onClose={closeOverlay} title={t`Forgot password`} closeLabel={t`Close`}>
          <PartBoundary fallback={<PartUnavailable />}>
            <Suspense fallback={<p role="status">{t`Loading…`}</p>}>
              <ForgotPasswordForm />
            </Suspense>
          </PartBoundary>
        </Dialog>
      );
    case 'verify':
      return (
        <Dialog open onClose={closeOverlay} title={t`Verify your login`} closeLabel={t`Close`}>
          <LoginVerificationForm />
        </Dialog>
      );
    case 'changePassword':
      // After a mid-form expiry the form stays, with what was typed and the session message.
      return token || expiredNotice ? (
        isForced ? (
          <ForcedChange />
        ) : (
          <Dialog open onClose={closeOverlay} title={t`Change password`} closeLabel={t`Close`}>
            <ChangePasswordForm />
          </Dialog>
        )
      ) : null;
    case 'afterLogin':
      return token ? <AfterLoginDialog onClose={closeOverlay} /> : null;
    case 'firstLogin':
      return token ? <FirstLoginDialog onClose={closeOverlay} /> : null;
    case 'trial':
      return (
        <TrialWarningDialog
          onClose={closeOverlay}
          onRegister={isRegistrationOpen(flags) ? () => open('register', { replace: true }) : undefined}
        />
      );
    default:
      return null;
  }
}

function ForcedChange() {
  const { t } = useLingui();
  return (
    <Dialog open onClose={() => undefined} title={t`Please change your password`} closeLabel={t`Close`}>
      <p>{t`Your password must be changed before you continue.`}</p>
      <ChangePasswordForm />
    </Dialog>
  );
}
