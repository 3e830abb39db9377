/**
 * The Firebase JS SDK (modular `firebase/auth`), loaded only when a player taps a sign-in button
 * or asks for the Firebase SMS code (`import()` from social-sign-in.ts): nothing here is part of
 * the first visit. Firebase keeps its user in sessionStorage (as the app keeps its own token,
 * docs/security.md), which also carries a redirect sign-in across the page load it needs.
 */
import { getApps, initializeApp } from '@firebase/app';
import {
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  FacebookAuthProvider,
  getRedirectResult,
  GoogleAuthProvider,
  initializeAuth,
  RecaptchaVerifier,
  signInWithPhoneNumber,
  signInWithPopup,
  signInWithRedirect,
  signOut,
  type Auth,
  type ConfirmationResult,
  type UserCredential,
} from '@firebase/auth';

import type { FirebaseConfig, SocialProvider } from '@/lib/firebase-config';

import { REDIRECT_KEY } from './social-sign-up-store';

/** Why a sign-in did not give a token; the screens word each one. */
export type SocialFailure = 'cancelled' | 'exists' | 'network' | 'failed';

export class SocialSignInError extends Error {
  override readonly name = 'SocialSignInError';
  constructor(
    readonly reason: SocialFailure,
    /** Firebase's own code (`auth/too-many-requests`…): the phone check words each one. */
    readonly code: string | null = null,
  ) {
    super(`Firebase sign-in: ${reason}`);
  }
}

function codeOf(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
}

/** What a finished provider sign-in hands to the platform. */
export interface ProviderToken {
  provider: SocialProvider;
  idToken: string;
  /** The address the provider verified, shown on the sign-up form. */
  email: string | null;
}

const APP_NAME = 'tala';
let auth: Auth | null = null;

function authFor(config: FirebaseConfig): Auth {
  if (auth) return auth;
  const app =
    getApps().find((existing) => existing.name === APP_NAME) ??
    initializeApp(
      {
        apiKey: config.apiKey,
        authDomain: config.authDomain,
        projectId: config.projectId,
        ...(config.appId ? { appId: config.appId } : {}),
      },
      APP_NAME,
    );
  auth = initializeAuth(app, {
    persistence: browserSessionPersistence,
    popupRedirectResolver: browserPopupRedirectResolver,
  });
  if (config.emulatorUrl) {
    connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
    // The emulator checks no reCAPTCHA; the verifier still runs its flow.
    auth.settings.appVerificationDisabledForTesting = true;
  }
  return auth;
}

function providerOf(provider: SocialProvider) {
  if (provider === 'google') {
    const google = new GoogleAuthProvider();
    google.setCustomParameters({ prompt: 'select_account' });
    return google;
  }
  const facebook = new FacebookAuthProvider();
  facebook.addScope('email');
  return facebook;
}

function failureOf(error: unknown): SocialFailure {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'auth/popup-closed-by-user':
    case 'auth/cancelled-popup-request':
    case 'auth/user-cancelled':
    case 'auth/redirect-cancelled-by-user':
      return 'cancelled';
    case 'auth/account-exists-with-different-credential':
    case 'auth/credential-already-in-use':
    case 'auth/email-already-in-use':
      return 'exists';
    case 'auth/network-request-failed':
    case 'auth/timeout':
      return 'network';
    default:
      return 'failed';
  }
}

async function tokenOf(provider: SocialProvider, credential: UserCredential): Promise<ProviderToken> {
  return {
    provider,
    idToken: await credential.user.getIdToken(),
    email: credential.user.emailVerified ? credential.user.email : null,
  };
}

/**
 * An installed app (standalone display, iOS home screen) cannot show a popup window: it goes by
 * redirect at once, as does any browser that blocks the popup.
 */
function prefersRedirect(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || window.matchMedia('(display-mode: standalone)').matches;
}

async function redirect(instance: Auth, provider: SocialProvider): Promise<never> {
  sessionStorage.setItem(REDIRECT_KEY, provider);
  await signInWithRedirect(instance, providerOf(provider));
  // The page is leaving; nothing after this runs in practice.
  return new Promise<never>(() => undefined);
}

/** Signs in with the provider (popup, or redirect where a popup cannot be used) and returns its ID token. */
export async function signInWithProvider(config: FirebaseConfig, provider: SocialProvider): Promise<ProviderToken> {
  const instance = authFor(config);
  if (prefersRedirect()) return redirect(instance, provider);
  try {
    return await tokenOf(provider, await signInWithPopup(instance, providerOf(provider)));
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'auth/popup-blocked') return redirect(instance, provider);
    throw new SocialSignInError(failureOf(error), codeOf(error));
  }
}

/** After the page came back from a redirect sign-in: its token, or null when none was pending. */
export async function finishRedirect(config: FirebaseConfig): Promise<ProviderToken | null> {
  const provider = sessionStorage.getItem(REDIRECT_KEY);
  if (provider !== 'google' && provider !== 'facebook') return null;
  sessionStorage.removeItem(REDIRECT_KEY);
  try {
    const credential = await getRedirectResult(authFor(config));
    return credential ? await tokenOf(provider, credential) : null;
  } catch (error) {
    throw new SocialSignInError(failureOf(error), codeOf(error));
  }
}

/** A fresh ID token of the signed-in Firebase user (a sign-up form may stay open past an hour). */
export async function freshToken(config: FirebaseConfig): Promise<string | null> {
  return (await authFor(config).currentUser?.getIdToken()) ?? null;
}

/** Forgets the Firebase user once the platform session exists: the platform's token is what counts. */
export async function forgetFirebaseUser(config: FirebaseConfig): Promise<void> {
  await signOut(authFor(config)).catch(() => undefined);
}

/**
 * The Firebase SMS check: sends the code to `phoneE164` through Firebase phone auth with an
 * invisible reCAPTCHA in `container`; `confirm(code)` answers the ID token that proves the number.
 */
export async function sendPhoneCode(
  config: FirebaseConfig,
  phoneE164: string,
  container: HTMLElement,
): Promise<{ confirm: (code: string) => Promise<string> }> {
  const instance = authFor(config);
  const verifier = new RecaptchaVerifier(instance, container, { size: 'invisible' });
  let confirmation: ConfirmationResult;
  try {
    confirmation = await signInWithPhoneNumber(instance, phoneE164, verifier);
  } catch (error) {
    verifier.clear();
    throw new SocialSignInError(failureOf(error), codeOf(error));
  }
  return {
    confirm: async (code) => {
      try {
        const credential = await confirmation.confirm(code);
        return await credential.user.getIdToken();
      } catch (error) {
        throw new SocialSignInError(failureOf(error), codeOf(error));
      }
    },
  };
}
