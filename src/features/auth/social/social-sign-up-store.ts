/**
 * A first Google or Facebook sign-in waiting to become an account: the login screen
 * puts the provider's token here when the platform answers `firebase.not.registered`, and the
 * register screen finishes the sign-up with it. Memory only: the token dies with the tab.
 */
import { proxy } from 'valtio';

import type { SocialProvider } from '@/lib/firebase-config';

export interface PendingSignUp {
  provider: SocialProvider;
  idToken: string;
  /** The address the provider verified: the form does not ask for it. */
  email: string | null;
}

export const socialSignUpState = proxy<{ pending: PendingSignUp | null }>({ pending: null });

export function startSocialSignUp(pending: PendingSignUp): void {
  socialSignUpState.pending = pending;
}

export function endSocialSignUp(): void {
  socialSignUpState.pending = null;
}

/** A redirect sign-in in flight (sessionStorage), read back when the page returns. */
export const REDIRECT_KEY = 'tala.firebaseRedirect';

/** Brand names are not translated. */
export const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** The Firebase SMS check's pending confirmation (set when the code is sent, used on submit). */
let phoneConfirm: ((code: string) => Promise<string>) | null = null;

export function setPhoneConfirm(confirm: ((code: string) => Promise<string>) | null): void {
  phoneConfirm = confirm;
}

export function pendingPhoneConfirm(): ((code: string) => Promise<string>) | null {
  return phoneConfirm;
}
