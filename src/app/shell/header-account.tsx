/**
 * Header account area: log in / register for guests (on a wide screen the login form itself); for members, the balance, messages, menu and
 * sign-out (`header-member.tsx`), loaded only once there is a session so a guest's first screen
 * does not carry the member queries.
 */
import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { useSnapshot } from 'valtio';

import { useIsRegistrationOpen } from '@/features/auth/registration-open';
import { useSessionCleanup } from '@/features/auth/use-session-cleanup';
import { useAuthModal } from '@/hooks/use-auth-modal';
import { sessionState } from '@/stores/session-store';
import { lazyPart, PartBoundary } from '@/ui/lazy-part';
import { useIsWide } from '@/ui/use-is-phone';

const HeaderMember = lazyPart(() => import('./header-member').then((m) => m.HeaderMember));
// A wide screen's header holds the login form; its code comes after the first screen (the buttons stand in).
const HeaderLoginForm = lazyPart(() =>
  import('@/features/auth/login/header-login-form').then((m) => m.HeaderLoginForm),
);

export function HeaderAccount() {
  const { t } = useLingui();
  const { token, info } = useSnapshot(sessionState);
  const { open } = useAuthModal();
  const isRegistrationOpen = useIsRegistrationOpen();
  const isWide = useIsWide();
  // Here, not in the member part: when the session ends that part unmounts in the same render.
  useSessionCleanup();

  if (!token || !info) {
    const buttons = (
      <div className="header-account">
        <button type="button" className="button button--ghost" onClick={() => open('login')}>{t`Log in`}</button>
        {isRegistrationOpen && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => open('register')}
          >{t`Register`}</button>
        )}
      </div>
    );
    if (!isWide) return buttons;
    return (
      <PartBoundary fallback={buttons}>
        <Suspense fallback={buttons}>
          <div className="header-account">
            <HeaderLoginForm canRegister={isRegistrationOpen} />
          </div>
        </Suspense>
      </PartBoundary>
    );
  }
  // A member part whose code cannot be downloaded keeps its place empty (the page stands) and
  // loads when the connection returns or another page opens.
  const empty = <div className="header-account" />;
  return (
    <PartBoundary fallback={empty}>
      <Suspense fallback={empty}>
        <HeaderMember info={info} />
      </Suspense>
    </PartBoundary>
  );
}
