/**
 * After registering or resetting by phone (spec §4): finish the login (which opens the next overlay
 * with replace), then go to '/' keeping that overlay. Both navigations are started in the same tick,
 * so the router builds the second from the first's pending location (see go-home.test.ts).
 */
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

import type { Session } from '#contract/session-schemas.ts';

import type { RootSearch } from '@/lib/root-search';
import type { LoginType } from '@/stores/session-store';

import { useFinishLogin } from '../use-finish-login';

/** The search kept on '/': the overlay finish chose, without the spent referral code. */
export function homeSearch(previous: RootSearch): RootSearch {
  return { ...previous, referralCode: undefined };
}

/** Returns (session, loginType) => void: start the session, open the next overlay, land on '/'. */
export function useFinishAndGoHome() {
  const finish = useFinishLogin();
  const navigate = useNavigate();
  return useCallback(
    (session: Session, loginType: Extract<LoginType, 'register' | 'reset' | 'firebase'>) => {
      finish(session, loginType);
      void navigate({ to: '/', search: homeSearch, replace: true });
    },
    [finish, navigate],
  );
}
