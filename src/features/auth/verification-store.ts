/** Details of a pending login verification (unregistered IP), handed from the login form to its step. */
import { proxy, ref } from 'valtio';

import type { LoginRefusal } from '#contract/session-schemas.ts';

export const verificationState = proxy<{ pending: LoginRefusal | null; typedPassword: string | null }>({
  pending: null,
  typedPassword: null,
});

/** Records the platform's verification request. */
export function startVerification(details: LoginRefusal, typedPassword: string | null): void {
  verificationState.pending = ref(details);
  verificationState.typedPassword = typedPassword;
}

/** Ends the verification step. */
export function endVerification(): void {
  verificationState.pending = null;
  verificationState.typedPassword = null;
}
