/**
 * Registration (spec §2, §4): tabs "Username" and "Mobile" (MOBILENUMREG3), fields from the
 * platform's register rules, the referral code from the link, age confirmation, slider check,
 * submit, reset and a link to log in. Rendered inside the register dialog.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSnapshot } from 'valtio';

import { useAuthModal } from '@/hooks/use-auth-modal';
import { useWhitelabelFlags } from '@/hooks/use-platform-data';
import { Field } from '@/ui/field';
import { FormError } from '@/ui/form-error';
import { Tabs } from '@/ui/tabs';
import { WarningDialog } from '@/ui/warning-dialog';

import { SliderCheck } from '../components/slider-check';
import { SocialSignIn } from '../social/social-sign-in';
import { endSocialSignUp, PROVIDER_NAMES, socialSignUpState, type PendingSignUp } from '../social/social-sign-up-store';
import { RegisterAgreement } from './register-agreement';
import { RegisterFieldList } from './register-field-list';
import { registerModes, type RegisterMode } from './register-fields';
import { useRegisterForm } from './use-register-form';

export function RegisterForm() {
  const { t } = useLingui();
  const flags = useWhitelabelFlags();
  const { open } = useAuthModal();
  const modes = registerModes(flags);
  const [tab, setTab] = useState<RegisterMode>('username');
  const mode = modes.includes(tab) ? tab : (modes[0] ?? 'username');
  const labels: Record<RegisterMode, string> = { username: t`Username`, mobile: t`Mobile` };
  const { pending } = useSnapshot(socialSignUpState);
  if (pending) return <SocialSignUp pending={pending} />;
  return (
    <div className="register-form" data-testid="register-form">
      {modes.length > 1 && (
        <Tabs
          label={t`Registration method`}
          tabs={modes.map((id) => ({ id, label: labels[id] }))}
          selected={mode}
          onSelect={setTab}
          idPrefix="register"
        />
      )}
      <div id="register-panel" role="tabpanel" aria-labelledby={modes.length > 1 ? `register-tab-${mode}` : undefined}>
        {/* A new tab starts with fresh messages (the typed values stay in the draft). */}
        <RegisterPanel key={mode} mode={mode} />
      </div>
      <SocialSignIn />
      <p className="auth-form__switch">
        {t`Already have an account?`}{' '}
        <button type="button" className="link-button" onClick={() => open('login')}>
          {t`Log in`}
        </button>
      </p>
    </div>
  );
}

/** Finishing a first Google or Facebook sign-in: the few fields the platform still needs. */
function SocialSignUp({ pending }: { pending: PendingSignUp }) {
  const { t } = useLingui();
  const provider = PROVIDER_NAMES[pending.provider];
  const email = pending.email ?? '';
  return (
    <div className="register-form" data-testid="register-form">
      <p className="social-sign-up__note" data-testid="social-sign-up">
        {email
          ? t({
              message: `Signed in with ${provider} as ${email}. Choose your details to finish signing up.`,
              comment: 'provider: Google, Facebook…; email: the address it gave',
            })
          : t({
              message: `Signed in with ${provider}. Choose your details to finish signing up.`,
              comment: 'provider: Google, Facebook…',
            })}
      </p>
      <RegisterPanel mode="username" social={pending} />
      <p className="auth-form__switch">
        <button type="button" className="link-button" onClick={endSocialSignUp}>
          {t`Cancel`}
        </button>
      </p>
    </div>
  );
}

function RegisterPanel({ mode, social = null }: { mode: RegisterMode; social?: PendingSignUp | null }) {
  const { t } = useLingui();
  const register = useRegisterForm(mode, social);
  const { rulesQuery, form, isBusy } = register;
  const { errors, values } = form;

  if (rulesQuery.isPending) return <p role="status">{t`Loading…`}</p>;
  if (rulesQuery.isError) {
    return (
      <div className="register-form__load-error">
        <FormError error={t`The registration settings could not be loaded. Check your connection.`} />
        <button type="button" className="button button--ghost" onClick={() => void rulesQuery.refetch()}>
          {t`Try again`}
        </button>
      </div>
    );
  }

  return (
    <form className="auth-form register-form__form" onSubmit={form.onSubmit} noValidate aria-busy={isBusy}>
      {register.referralCode && (
        <Field
          label={t`Referral code`}
          name="referralCode"
          value={register.referralCode}
          onChange={() => undefined}
          error={errors.referralCode}
          readOnly
          className="field--readonly"
          data-testid="register-referral"
        />
      )}
      <RegisterFieldList
        fields={register.fields}
        values={values}
        bind={form.field}
        setDialingCode={(dialingCode) => form.set('dialingCode', dialingCode)}
        captchaKey={register.captchaKey}
        hintOf={register.hintOf}
        checkField={form.check}
        canSendCode={register.canSendCode}
        codeProof={register.codeProof}
        onSendError={register.onSendError}
        firebaseSms={!social}
        mode={mode}
      />
      <RegisterAgreement isTicked={values.agree !== ''} onChange={register.setAgree} error={errors.agree ?? null} />
      {register.sliderShown && (
        <SliderCheck nonce={register.sliderNonce} onProof={register.onProof} error={errors.slider ?? null} />
      )}
      <FormError error={form.formError} isFocused testId="register-error" />
      <WarningDialog message={register.warning} onClose={register.closeWarning} />
      <div className="register-form__actions">
        <button type="button" className="button button--ghost" onClick={register.reset} disabled={isBusy}>
          {t`Reset`}
        </button>
        <button type="submit" className="button button--primary" disabled={isBusy}>
          {isBusy ? t`Registering…` : t`Register`}
        </button>
      </div>
    </form>
  );
}
