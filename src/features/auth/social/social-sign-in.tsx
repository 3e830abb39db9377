/**
 * "Continue with Google / Facebook" (spec §2: "Google and Facebook buttons when
 * enabled"), in each provider's own button style. Shown only for the providers the operator's
 * `config.json` turns on; the platform refuses providers it has off. A tap loads the Firebase SDK
 * (firebase-client.ts, its own chunk), signs in (popup, or redirect where popups cannot be used),
 * then logs in with login type `firebase`. A first sign-in goes on to the register screen, which
 * asks only for what the platform's rules still need (social-sign-up-store.ts).
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { useSnapshot } from 'valtio';

import { isApiError } from '@/api/api-error';
import { errorCodeOf } from '@/api/error-code';
import { useLogin } from '@/api/session/session-mutations';
import { useAuthModal } from '@/hooks/use-auth-modal';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { deviceId } from '@/lib/device-id';
import { enabledProviders, readFirebaseConfig, type FirebaseConfig, type SocialProvider } from '@/lib/firebase-config';
import { runtimeConfigState } from '@/stores/runtime-config-store';
import { FormError } from '@/ui/form-error';

import { useLoginErrors } from '../login/use-login-errors';
import { useFinishLogin } from '../use-finish-login';
import { useVerificationStep } from '../use-verification-step';
import type { ProviderToken, SocialFailure } from './firebase-client';
import { firebaseCodeOf, phoneCheckMessage } from './phone-check-errors';
import { REDIRECT_KEY, startSocialSignUp } from './social-sign-up-store';

const loadClient = () => import('./firebase-client');

/** The operator's Firebase config (null: off). */
export function useFirebaseConfig(): FirebaseConfig | null {
  const raw = useSnapshot(runtimeConfigState).config?.firebase;
  return readFirebaseConfig(raw);
}

const NotRegisteredSchema = v.object({ email: v.fallback(v.nullable(v.string()), null) });

function failureOf(error: unknown): SocialFailure {
  const reason = (error as { reason?: unknown } | null)?.reason;
  return reason === 'cancelled' || reason === 'exists' || reason === 'network' ? reason : 'failed';
}

export function SocialSignIn() {
  const { t, i18n } = useLingui();
  const config = useFirebaseConfig();
  const providers = enabledProviders(config);
  const isOnline = useOnlineStatus();
  const login = useLogin();
  const finish = useFinishLogin();
  const verificationStep = useVerificationStep();
  const mapError = useLoginErrors();
  const { open } = useAuthModal();
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [error, setError] = useState<string | null>(null);

  const failureText = (error: unknown): string => {
    const code = firebaseCodeOf(error);
    if (code === 'auth/popup-closed-by-user' || code === 'auth/too-many-requests') return phoneCheckMessage(code, i18n);
    switch (failureOf(error)) {
      case 'cancelled':
        return t`Sign-in was cancelled.`;
      case 'exists':
        return t`This e-mail already has an account with another sign-in method. Use that method to sign in.`;
      case 'network':
        return t`You are offline. Logging in needs a connection.`;
      default:
        return t`The sign-in did not work. Please try again.`;
    }
  };

  const logIn = (token: ProviderToken, firebase: FirebaseConfig) => {
    login.mutate(
      {
        body: {
          type: 'firebase',
          firebaseChannel: token.provider,
          firebaseIdToken: token.idToken,
          loginDeviceId: deviceId(),
          device: 'PWA',
        },
      },
      {
        onSuccess: (session) => {
          void loadClient().then((client) => client.forgetFirebaseUser(firebase));
          finish(session, 'firebase');
        },
        onError: (refusal) => {
          if (isApiError(refusal) && errorCodeOf(refusal) === 'firebase.not.registered') {
            const details = v.safeParse(NotRegisteredSchema, refusal.details ?? {});
            const email = token.email ?? (details.success ? details.output.email : null);
            startSocialSignUp({ provider: token.provider, idToken: token.idToken, email });
            open('register', { replace: true });
            return;
          }
          if (verificationStep(refusal, 'firebase')) {
            void loadClient().then((client) => client.forgetFirebaseUser(firebase));
            return;
          }
          setError(mapError(refusal, { sliderShown: false }).form);
        },
      },
    );
  };

  // Back from a redirect sign-in (installed app, blocked popup): finish it once.
  const resumed = useRef(false);
  useEffect(() => {
    if (!config || resumed.current || !sessionStorage.getItem(REDIRECT_KEY)) return;
    resumed.current = true;
    setBusy('google');
    void loadClient()
      .then((client) => client.finishRedirect(config))
      .then((token) => token && logIn(token, config))
      .catch((failure: unknown) => setError(failureText(failure)))
      .finally(() => setBusy(null));
    // Runs once on mount; logIn and failureText read the current render's hooks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config]);

  if (!config || providers.length === 0) return null;

  const onTap = async (provider: SocialProvider) => {
    if (busy || login.isPending) return;
    setError(null);
    if (!isOnline) return setError(t`You are offline. Logging in needs a connection.`);
    setBusy(provider);
    try {
      const client = await loadClient();
      logIn(await client.signInWithProvider(config, provider), config);
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(null);
    }
  };

  const isBusy = busy !== null || login.isPending;
  return (
    <div className="social-sign-in" role="group" aria-label={t`Other ways to sign in`} aria-busy={isBusy}>
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          className={`social-button social-button--${provider}`}
          data-testid={`social-${provider}`}
          disabled={isBusy}
          onClick={() => void onTap(provider)}
        >
          <ProviderLogo provider={provider} />
          <span>{provider === 'google' ? t`Continue with Google` : t`Continue with Facebook`}</span>
        </button>
      ))}
      <FormError error={error} testId="social-error" />
    </div>
  );
}

/** The providers' own marks (their brand guidelines: the four-colour G, the white f on blue). */
function ProviderLogo({ provider }: { provider: SocialProvider }) {
  if (provider === 'facebook') {
    return (
      <svg className="social-button__logo" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="#fff"
          d="M24 12.07C24 5.41 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.04V9.41c0-3.02 1.8-4.7 4.54-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.5c-1.5 0-1.96.93-1.96 1.89v2.26h3.32l-.53 3.5h-2.8V24C19.62 23.1 24 18.1 24 12.07"
        />
      </svg>
    );
  }
  return (
    <svg className="social-button__logo" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}
