/**
 * Authenticator writes. Each changes what withdrawals ask for, so the withdraw settings are
 * refetched with the status (`authenticatorRequired`).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';

import type {
  AuthenticatorConfirmBody,
  AuthenticatorUnbindBody,
  AuthenticatorWithdrawalsBody,
} from '#contract/authenticator-schemas.ts';
import { authenticatorEndpoints } from '#contract/endpoints/authenticator-endpoints.ts';

import { apiClient } from '@/api/api-client';
import { walletQueries } from '@/api/wallet/wallet-queries';
import { useWriteMutation } from '@/api/write-mutation';
import { sessionState } from '@/stores/session-store';

import { authenticatorQueries } from './authenticator-queries';

function useRefreshAuthenticator() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: authenticatorQueries.all() }),
      queryClient.invalidateQueries({ queryKey: walletQueries.withdrawSettings().queryKey }),
    ]);
}

/** A new pending secret and its `otpauth://` URI: nothing cached changes until it is confirmed. */
export function useBeginAuthenticator() {
  return useWriteMutation({ mutationFn: () => apiClient().call(authenticatorEndpoints.begin, {}) });
}

/** Turns the pending binding on (encrypted); answers the recovery codes (shown once by the form). */
export function useConfirmAuthenticator() {
  const refresh = useRefreshAuthenticator();
  return useWriteMutation({
    mutationFn: (body: AuthenticatorConfirmBody) => apiClient().call(authenticatorEndpoints.confirm, { body }),
    onSuccess: refresh,
  });
}

/** Withdrawals need a code too, or no longer; the answered status replaces the cached one. */
export function useAuthenticatorForWithdrawals() {
  const queryClient = useQueryClient();
  const { token } = useSnapshot(sessionState);
  return useWriteMutation({
    mutationFn: (body: AuthenticatorWithdrawalsBody) => apiClient().call(authenticatorEndpoints.withdrawals, { body }),
    onSuccess: async (status) => {
      queryClient.setQueryData(authenticatorQueries.status(token).queryKey, status);
      await queryClient.invalidateQueries({ queryKey: walletQueries.withdrawSettings().queryKey });
    },
  });
}

/** Unbinds it (encrypted) with the login password and a current or recovery code. */
export function useUnbindAuthenticator() {
  const refresh = useRefreshAuthenticator();
  return useWriteMutation({
    mutationFn: (body: AuthenticatorUnbindBody) => apiClient().call(authenticatorEndpoints.unbind, { body }),
    onSuccess: refresh,
  });
}
