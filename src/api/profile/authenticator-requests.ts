/** Authenticator app calls (docs/contract.md §15 "Authenticator"; ours, not in the shared contract). */
import type {
  AuthenticatorConfirmBody,
  AuthenticatorUnbindBody,
  AuthenticatorWithdrawalsBody,
} from '#contract/authenticator-schemas.ts';
import { authenticatorEndpoints } from '#contract/endpoints/authenticator-endpoints.ts';

import { apiClient } from '@/api/api-client';

/** `GET /wps/member/authenticator`: bound, for withdrawals, recovery codes left. */
export function fetchAuthenticatorStatus(signal?: AbortSignal) {
  return apiClient().call(authenticatorEndpoints.status, { signal });
}

/** `POST /wps/member/authenticator`: a new pending secret and its `otpauth://` URI. */
export function beginAuthenticator() {
  return apiClient().call(authenticatorEndpoints.begin, {});
}

/** `POST /wps/member/authenticator/confirm` (encrypted): turns it on; answers the recovery codes once. */
export function confirmAuthenticator(body: AuthenticatorConfirmBody) {
  return apiClient().call(authenticatorEndpoints.confirm, { body });
}

/** `PUT /wps/member/authenticator/withdrawals`: withdrawals need a code too, or no longer. */
export function setAuthenticatorForWithdrawals(body: AuthenticatorWithdrawalsBody) {
  return apiClient().call(authenticatorEndpoints.withdrawals, { body });
}

/** `POST /wps/member/authenticator/unbind` (encrypted): the login password and a current or recovery code. */
export function unbindAuthenticator(body: AuthenticatorUnbindBody) {
  return apiClient().call(authenticatorEndpoints.unbind, { body });
}
