/**
 * Sign-out (spec §4): tell the platform, clear the session but keep the merchant config, reset the
 * login/agent/VIP state, clear `publicityClose`, wipe member data from the query cache, IndexedDB
 * and in-memory drafts, and tell other tabs.
 */
import type { QueryClient } from '@tanstack/react-query';

import { sessionEndpoints } from '#contract/endpoints/session-endpoints.ts';

import { apiClient } from '@/api/api-client';
import { memberQueries } from '@/api/member/member-queries';
import { messageQueries } from '@/api/messages/message-queries';
import { walletQueries } from '@/api/wallet/wallet-queries';
import { clearStored } from '@/lib/storage';
import { clearAllDrafts } from '@/stores/draft-store';
import { clearSession } from '@/stores/session-store';

import { forgetKnownPassword } from './known-password';

/** Signs out; platform failures do not keep the user signed in locally. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  await apiClient()
    .call(sessionEndpoints.logout, {})
    .catch(() => undefined);
  forgetSessionData(queryClient);
  clearAllDrafts();
  clearSession({ expired: false });
}

/** Local clean-up shared by sign-out and an expired session (which keeps the user's drafts). */
export function forgetSessionData(queryClient: QueryClient): void {
  forgetKnownPassword();
  for (const queryKey of [memberQueries.all(), walletQueries.all(), messageQueries.all()])
    queryClient.removeQueries({ queryKey });
  for (const storage of [localStorage, sessionStorage]) {
    try {
      storage.removeItem('publicityClose');
    } catch {
      // Storage may be unavailable; nothing to remove then.
    }
  }
  // The persisted cache holds only public data, but it was fetched with this session's token.
  void clearStored();
}
