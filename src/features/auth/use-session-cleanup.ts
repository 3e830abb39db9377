/** When the session ends for any reason (401, another tab signed out), member data leaves the cache. */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { sessionState } from '@/stores/session-store';
import { forgetSessionData } from './sign-out';

/** Watches the session token and cleans up once it disappears. */
export function useSessionCleanup(): void {
  const queryClient = useQueryClient();
  const { token } = useSnapshot(sessionState);
  const previous = useRef(token);
  useEffect(() => {
    if (previous.current && !token) forgetSessionData(queryClient);
    previous.current = token;
  }, [token, queryClient]);
}
