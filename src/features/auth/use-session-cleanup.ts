/** When the session ends for any reason (401, another tab signed out), member data leaves the cache. */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';

import { sessionState } from '@/stores/session-store';

/** Watches the session token and cleans up once it disappears. */
export function useSessionCleanup(): void {
  const queryClient = useQueryClient();
  const { token } = useSnapshot(sessionState);
  const previous = useRef(token);
  useEffect(() => {
    // Loaded on demand: a guest's first screen does not need the member queries it clears. A
    // session that ends was shown by the member header, which already loaded this module.
    if (previous.current && !token) void import('./sign-out').then((m) => m.forgetSessionData(queryClient));
    previous.current = token;
  }, [token, queryClient]);
}
