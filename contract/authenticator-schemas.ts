/**
 * Authenticator app (TOTP) bound in my account, our reference platform's extension
 * (docs/contract.md §15 "Authenticator"). The platform makes the secret and its `otpauth://` URI;
 * the client only draws the URI as a QR code and shows the secret for typing.
 */
import * as v from 'valibot';

import { LooseBooleanSchema, LooseNumberSchema, optionalOr, tolerantArray } from './tolerant.ts';

/** `GET /wps/member/authenticator` value. */
export const AuthenticatorStatusSchema = v.object({
  /** Confirmed and on (a pending binding is not bound). */
  bound: optionalOr(LooseBooleanSchema, false),
  /** The member's choice: withdrawals need a current code too. */
  forWithdrawals: optionalOr(LooseBooleanSchema, false),
  recoveryCodesLeft: optionalOr(LooseNumberSchema, 0),
});
export type AuthenticatorStatus = v.InferOutput<typeof AuthenticatorStatusSchema>;

/** `POST /wps/member/authenticator` value: a pending secret (Base32) and the URI to scan. */
export const AuthenticatorSecretSchema = v.object({
  secret: v.pipe(v.string(), v.minLength(16)),
  uri: v.pipe(v.string(), v.startsWith('otpauth://totp/')),
});
export type AuthenticatorSecret = v.InferOutput<typeof AuthenticatorSecretSchema>;

/** `POST /wps/member/authenticator/confirm` body (encrypted): a code from the app and the login password. */
export const AuthenticatorConfirmBodySchema = v.object({ verificationCode: v.string(), password: v.string() });
export type AuthenticatorConfirmBody = v.InferOutput<typeof AuthenticatorConfirmBodySchema>;

/** The confirm answer: the recovery codes, shown this once. */
export const RecoveryCodesSchema = v.object({ recoveryCodes: tolerantArray(v.string()) });

/** `PUT /wps/member/authenticator/withdrawals` body: on or off, with a current code. */
export const AuthenticatorWithdrawalsBodySchema = v.object({ enabled: v.boolean(), verificationCode: v.string() });
export type AuthenticatorWithdrawalsBody = v.InferOutput<typeof AuthenticatorWithdrawalsBodySchema>;

/** `POST /wps/member/authenticator/unbind` body (encrypted): the login password and a current or recovery code. */
export const AuthenticatorUnbindBodySchema = v.object({ verificationCode: v.string(), password: v.string() });
export type AuthenticatorUnbindBody = v.InferOutput<typeof AuthenticatorUnbindBodySchema>;
