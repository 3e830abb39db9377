/**
 * Authenticator app in my account (docs/contract.md §15 "Authenticator"): ours, not in the shared
 * contract (which lists no such paths), so a platform without them answers 404 and the client
 * hides the section (`isAbsent`).
 */
import {
  AuthenticatorConfirmBodySchema,
  AuthenticatorSecretSchema,
  AuthenticatorStatusSchema,
  AuthenticatorUnbindBodySchema,
  AuthenticatorWithdrawalsBodySchema,
  RecoveryCodesSchema,
} from '../authenticator-schemas.ts';
import { endpoint } from '../endpoint.ts';
import { NoInput } from '../request-schemas.ts';
import { NothingSchema } from '../session-schemas.ts';

export const authenticatorEndpoints = {
  status: endpoint({
    method: 'GET',
    path: '/wps/member/authenticator',
    extension: true,
    token: 'required',
    request: NoInput,
    response: AuthenticatorStatusSchema,
  }),
  /** A new pending secret (replacing a pending one); refused while one is bound. */
  begin: endpoint({
    method: 'POST',
    path: '/wps/member/authenticator',
    extension: true,
    token: 'required',
    request: NoInput,
    response: AuthenticatorSecretSchema,
  }),
  /** Carries the login password, so encrypted. Turns the pending binding on; answers the recovery codes. */
  confirm: endpoint({
    method: 'POST',
    path: '/wps/member/authenticator/confirm',
    extension: true,
    token: 'required',
    encrypted: true,
    request: AuthenticatorConfirmBodySchema,
    response: RecoveryCodesSchema,
  }),
  /** Withdrawals need a code too (or no longer); answers the status. */
  withdrawals: endpoint({
    method: 'PUT',
    path: '/wps/member/authenticator/withdrawals',
    extension: true,
    token: 'required',
    request: AuthenticatorWithdrawalsBodySchema,
    response: AuthenticatorStatusSchema,
  }),
  /** Carries the login password, so encrypted. */
  unbind: endpoint({
    method: 'POST',
    path: '/wps/member/authenticator/unbind',
    extension: true,
    token: 'required',
    encrypted: true,
    request: AuthenticatorUnbindBodySchema,
    response: NothingSchema,
  }),
};
