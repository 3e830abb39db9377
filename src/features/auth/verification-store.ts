/** Details of a pending login verification (unregistered IP), handed from the login form to its step. */
import { proxy, ref } from 'valtio';

import type { LoginRefusal } from '#contract/session-schemas.ts';

import type { LoginType } from '@/stores/session-store';

export const verificationState = proxy<{
  pending: LoginRefusal | null;
  typedPassword: string | null;
  /** How the login that asked for it came in (a password, an SMS code, Google or Facebook, a reset by phone). */
  loginType: LoginType;
}>({
  pending: null,
  typedPassword: null,
  loginType: 'username',
});

/** Records the platform's verification request. */
export function startVerification(
  details: LoginRefusal,
  typedPassword: string | null,
  loginType: LoginType = 'username',
): void {
  verificationState.pending = ref(details);
  verificationState.typedPassword = typedPassword;
  verificationState.loginType = loginType;
}

/** Ends the verification step. */
export function endVerification(): void {
  verificationState.pending = null;
  verificationState.typedPassword = null;
  verificationState.loginType = 'username';
}
