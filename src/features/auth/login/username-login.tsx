/**
 * Username + password login, with the human checks the platform turns on (docs/contract.md
 * "Verification"): our slider with SLIDER3, GeeTest v4 with GEETEST3, the picture captcha when the
 * platform asks for it. With none on, username and password are all it takes. Remember-me.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import type { SliderProof } from '#contract/session-schemas.ts';

import { useLogin } from '@/api/session/session-mutations';
import { useAuthModal } from '@/hooks/use-auth-modal';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { useWhitelabelFlags } from '@/hooks/use-platform-data';
import { deviceId } from '@/lib/device-id';
import { rememberedUsername, setRemembered } from '@/lib/remember-me';
import { isModuleOn } from '@/lib/whitelabel';
import { preferencesState } from '@/stores/preferences-store';
import { Field } from '@/ui/field';
import { FormFooter } from '@/ui/form-footer';
import { textFields } from '@/ui/form/form-rules';
import { useForm } from '@/ui/form/use-form';

import { CaptchaField } from '../components/captcha-field';
import { SliderCheck } from '../components/slider-check';
import { GeetestError, solveGeetest } from '../geetest';
import { useFinishLogin } from '../use-finish-login';
import { startVerification } from '../verification-store';
import { useLoginErrors } from './use-login-errors';

export function UsernameLogin() {
  const { t } = useLingui();
  const isOnline = useOnlineStatus();
  const [remember, setRemember] = useState(() => rememberedUsername() !== null);
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [sliderNonce, setSliderNonce] = useState(0);
  const [proof, setProof] = useState<SliderProof | null>(null);
  const login = useLogin();
  const isBusy = login.isPending;
  const finish = useFinishLogin();
  const mapError = useLoginErrors();
  const { open } = useAuthModal();
  const flags = useWhitelabelFlags();
  const sliderOn = isModuleOn(flags, 'SLIDER3');
  const geetestOn = isModuleOn(flags, 'GEETEST3');

  const schema = textFields(['username', 'password', 'captcha'], (typed) => ({
    username: typed.username.trim() ? null : t`Enter your username.`,
    password: typed.password.trim() ? null : t`Enter your password.`,
    captcha: needsCaptcha && !typed.captcha.trim() ? t`Enter the captcha code.` : null,
    slider: !sliderOn || proof ? null : t`Slide the handle to the gap first.`,
  }));
  const form = useForm({
    schema,
    initial: { username: rememberedUsername() ?? '', password: '', captcha: '' },
    draft: 'login',
    isPending: isBusy,
    onSubmit: (values) => send(values),
  });
  const { errors, setErrors } = form;

  const send = (values: { username: string; password: string; captcha: string }) => {
    if (!isOnline) return setErrors({ form: t`You are offline. Logging in needs a connection.` });
    const username = values.username.trim();
    const password = values.password.trim();
    const body = {
      type: 'username' as const,
      username,
      password,
      captcha: needsCaptcha ? values.captcha.trim() : undefined,
      slider: sliderOn ? (proof ?? undefined) : undefined,
      loginDeviceId: deviceId(),
      device: 'PWA',
    };
    const human = geetestOn ? () => solveGeetest('login', preferencesState.language || 'EN') : undefined;
    login.mutate(
      { body, human },
      {
        onSuccess: (session) => {
          setRemembered(username, remember);
          form.reset();
          finish(session, 'username', password);
        },
        onError: (error) => {
          if (error instanceof GeetestError) {
            setErrors({
              form:
                error.reason === 'closed'
                  ? t`Complete the verification to log in.`
                  : t`The verification could not load. Please try again.`,
            });
            return;
          }
          const view = mapError(error, { sliderShown: sliderOn });
          if (view.verification) {
            setRemembered(username, remember);
            startVerification(view.verification, password);
            open('verify', { replace: true });
            return;
          }
          setErrors({ form: view.form, captcha: view.captcha, slider: view.slider });
          if (view.needsCaptcha) setNeedsCaptcha(true);
          // Captcha codes and slider challenges are single use: fresh ones for the next attempt.
          setCaptchaKey((k) => k + 1);
          form.clearValue('captcha');
          setSliderNonce((n) => n + 1);
          setProof(null);
        },
      },
    );
  };

  return (
    <form className="auth-form" onSubmit={form.onSubmit} noValidate aria-busy={isBusy}>
      <Field
        label={t`Username`}
        autoComplete="username"
        {...form.field('username')}
        autoCapitalize="none"
        spellCheck={false}
      />
      <Field label={t`Password`} type="password" autoComplete="current-password" {...form.field('password')} />
      {needsCaptcha && (
        <CaptchaField {...form.field('captcha')} error={errors.captcha ?? null} refreshKey={captchaKey} />
      )}
      {sliderOn && <SliderCheck nonce={sliderNonce} onProof={setProof} error={errors.slider ?? null} />}
      <div className="auth-form__row">
        <label className="checkbox">
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} /> {t`Remember me`}
        </label>
        <button type="button" className="link-button" onClick={() => open('forgot')}>
          {t`Forgot password?`}
        </button>
      </div>
      <FormFooter
        error={errors.form}
        errorTestId="login-error"
        isPending={isBusy}
        submitLabel={t`Log in`}
        pendingLabel={t`Logging in…`}
      />
    </form>
  );
}
