/** Finishes any login: starts the session and moves to the overlay the outcome names. */
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

import type { Session } from '#contract/session-schemas.ts';

import { useAuthModal } from '@/hooks/use-auth-modal';
import { useWhitelabelFlags } from '@/hooks/use-platform-data';
import { isModuleOn } from '@/lib/whitelabel';
import type { LoginType } from '@/stores/session-store';

import { completeLogin } from './complete-login';

/** Returns a function that completes a login and opens the next overlay. */
export function useFinishLogin() {
  const flags = useWhitelabelFlags();
  const { open } = useAuthModal();
  const navigate = useNavigate();
  return useCallback(
    (session: Session, loginType: LoginType, typedPassword?: string) => {
      const outcome = completeLogin(session, {
        loginType,
        typedPassword,
        isForcedChangeOn: isModuleOn(flags, 'PWDEXPFORCECHANGE3'),
      });
      if (outcome.next) open(outcome.next, { replace: true });
      else void navigate({ to: '/', search: {}, replace: true });
    },
    [flags, open, navigate],
  );
}
