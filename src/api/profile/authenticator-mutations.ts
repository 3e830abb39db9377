/**
 * Authenticator writes. Each changes what withdrawals ask for, so the withdraw settings are
 * refetched with the status (`authenticatorRequired`).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';

import { walletQueries } from '@/api/wallet/wallet-queries';
import { useWriteMutation } from '@/api/write-mutation';
import { sessionState } from '@/stores/session-store';

import { authenticatorQueries } from './authenticator-queries';
import {
  beginAuthenticator,
  confirmAuthenticator,
  setAuthenticatorForWithdrawals,
  unbindAuthenticator,
} from './authenticator-requests';

function useRefreshAuthenticator() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: authenticatorQueries.all() }),
      queryClient.invalidateQueries({ queryKey: walletQueries.withdrawSettings().queryKey }),
    ]);
}

/** A new pending secret: nothing cached changes until it is confirmed. */
export function useBeginAuthenticator() {
  return useWriteMutation({ mutationFn: beginAuthenticator });
}

/** Turns the pending binding on; answers the recovery codes (shown once by the form). */
export function useConfirmAuthenticator() {
  const refresh = useRefreshAuthenticator();
  return useWriteMutation({ mutationFn: confirmAuthenticator, onSuccess: refresh });
}

/** Withdrawals need a code too, or no longer; the answered status replaces the cached one. */
export function useAuthenticatorForWithdrawals() {
  const queryClient = useQueryClient();
  const { token } = useSnapshot(sessionState);
  return useWriteMutation({
    mutationFn: setAuthenticatorForWithdrawals,
    onSuccess: async (status) => {
      queryClient.setQueryData(authenticatorQueries.status(token).queryKey, status);
      await queryClient.invalidateQueries({ queryKey: walletQueries.withdrawSettings().queryKey });
    },
  });
}

export function useUnbindAuthenticator() {
  const refresh = useRefreshAuthenticator();
  return useWriteMutation({ mutationFn: unbindAuthenticator, onSuccess: refresh });
}
