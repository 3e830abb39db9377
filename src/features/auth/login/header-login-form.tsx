/**
 * The header's login form for guests on a wide screen (the spec's header holds the login form; the
 * family's clients have this header variant). Username and password log in from the header; the
 * checks the header has no room for (our slider, the picture captcha the platform asked for, a
 * second step) continue in the login dialog with what was typed (the same draft). "Log in" without
 * both typed opens the dialog, which also offers SMS, social sign-in and free play.
 */
import { useLingui } from '@lingui/react/macro';
import * as v from 'valibot';

import { useLogin } from '@/api/session/session-mutations';
import { useAuthModal } from '@/hooks/use-auth-modal';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { useWhitelabelFlags } from '@/hooks/use-platform-data';
import { deviceId } from '@/lib/device-id';
import { rememberedUsername, setRemembered } from '@/lib/remember-me';
import { isModuleOn } from '@/lib/whitelabel';
import { preferencesState } from '@/stores/preferences-store';
import { useForm } from '@/ui/form/use-form';

import { GeetestError, solveGeetest } from '../geetest';
import { useFinishLogin } from '../use-finish-login';
import { startVerification } from '../verification-store';
import { useLoginErrors } from './use-login-errors';

/** The header has no room for a message under a field: what is missing is asked in the dialog. */
const HEADER_SCHEMA = v.object({ username: v.string(), password: v.string(), captcha: v.string() });

export function HeaderLoginForm({ canRegister }: { canRegister: boolean }) {
  const { t } = useLingui();
  const isOnline = useOnlineStatus();
  const login = useLogin();
  const finish = useFinishLogin();
  const mapError = useLoginErrors();
  const { open } = useAuthModal();
  const flags = useWhitelabelFlags();
  // The login dialog's draft: what is typed here is there when the dialog takes over.
  const form = useForm({
    schema: HEADER_SCHEMA,
    initial: { username: rememberedUsername() ?? '', password: '', captcha: '' },
    draft: 'login',
    isPending: login.isPending,
    onSubmit: (typed) => send(typed.username.trim(), typed.password.trim()),
  });
  const { values, set } = form;
  const error = form.formError;
  const setError = (message: string | null) => form.setErrors({ form: message });

  const send = (username: string, password: string) => {
    // Not both typed, or a check only the dialog can show: the dialog goes on with what was typed.
    if (!username || !password || isModuleOn(flags, 'SLIDER3')) return open('login');
    if (!isOnline) return setError(t`You are offline. Logging in needs a connection.`);
    const body = { type: 'username' as const, username, password, loginDeviceId: deviceId(), device: 'PWA' };
    const human = isModuleOn(flags, 'GEETEST3')
      ? () => solveGeetest('login', preferencesState.language || 'EN')
      : undefined;
    login.mutate(
      { body, human },
      {
        onSuccess: (session) => {
          setRemembered(username, rememberedUsername() !== null);
          form.reset();
          finish(session, 'username', password);
        },
        onError: (failure) => {
          if (failure instanceof GeetestError) {
            setError(
              failure.reason === 'closed'
                ? t`Complete the verification to log in.`
                : t`The verification could not load. Please try again.`,
            );
            return;
          }
          // The header form has no slider: a refusal of it is the form's message.
          const view = mapError(failure, { sliderShown: false });
          if (view.verification) {
            startVerification(view.verification, password);
            open('verify');
            return;
          }
          // The platform wants the picture captcha: the dialog shows it.
          if (view.needsCaptcha) return open('login');
          setError(view.form ?? null);
        },
      },
    );
  };

  return (
    <form
      className="header-login"
      onSubmit={form.onSubmit}
      noValidate
      aria-label={t`Log in`}
      aria-busy={login.isPending}
      data-testid="header-login-form"
    >
      <input
        className="header-login__input"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        aria-label={t`Username`}
        placeholder={t`Username`}
        value={values.username}
        onChange={(e) => set('username', e.target.value)}
      />
      <input
        className="header-login__input"
        name="password"
        type="password"
        autoComplete="current-password"
        aria-label={t`Password`}
        placeholder={t`Password`}
        value={values.password}
        onChange={(e) => set('password', e.target.value)}
      />
      <button type="submit" className="button button--ghost" disabled={login.isPending}>
        {login.isPending ? t`Logging in…` : t`Log in`}
      </button>
      {canRegister && (
        <button type="button" className="button button--primary" onClick={() => open('register')}>
          {t`Register`}
        </button>
      )}
      {error && (
        <p className="header-login__error" role="alert" data-testid="header-login-error">
          {error}
        </p>
      )}
    </form>
  );
}
