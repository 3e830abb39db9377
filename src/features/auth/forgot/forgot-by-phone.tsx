/**
 * Forgot password by phone (CHNGPASSVERIF3): dialling code and mobile number, the human check, SMS
 * code, new password and confirmation. The code request and the reset each carry a human check of
 * their own (spec §7; a slider challenge is single use). The platform logs the member in; then the
 * next overlay opens over '/'.
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import { sessionEndpoints } from '#contract/endpoints/session-endpoints.ts';

import { apiClient } from '@/api/api-client';
import { useResetPasswordByPhone } from '@/api/member/member-mutations';
import { systemQueries } from '@/api/system/system-queries';
import { useDraft } from '@/hooks/use-draft';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { normalisePhone } from '@/lib/phone';
import { clearDraft } from '@/stores/draft-store';
import { CountryPicker } from '@/ui/country-picker';
import { Field } from '@/ui/field';
import { FormFooter } from '@/ui/form-footer';
import { placeServerError } from '@/ui/form/server-errors';
import { SendCodeButton } from '@/ui/send-code-button';

import { SliderCheck } from '../components/slider-check';
import { GeetestError } from '../geetest';
import { BlurCheck } from '../register/blur-check';
import { useFinishAndGoHome } from '../register/use-finish-and-go-home';
import { humanCheckFailure, useHumanCheck } from '../use-human-check';
import { useVerificationStep } from '../use-verification-step';
import {
  forgotPhoneFieldError,
  forgotPhoneHint,
  validateForgotPhone,
  type ForgotPhoneErrors,
  type ForgotPhoneValues,
} from './forgot-validation';

const DRAFT = 'forgotPhone';
const DEFAULTS: ForgotPhoneValues = {
  dialingCode: '',
  mobileNum: '',
  verificationCode: '',
  newPassword: '',
  confirmPassword: '',
};
type Key = Exclude<keyof ForgotPhoneErrors, 'form'>;
const SHOWN: readonly string[] = ['mobileNum', 'verificationCode', 'newPassword', 'confirmPassword'];
type Errors = ForgotPhoneErrors & { slider?: string | null };

export function ForgotByPhone() {
  const { t, i18n } = useLingui();
  const isOnline = useOnlineStatus();
  const rules = useQuery(systemQueries.registerRules()).data;
  const [values, set] = useDraft(DRAFT, DEFAULTS);
  const [errors, setErrors] = useState<Errors>({});
  const human = useHumanCheck('login', i18n);
  const reset = useResetPasswordByPhone();
  const isBusy = reset.isPending;
  const finishAndGoHome = useFinishAndGoHome();
  const verificationStep = useVerificationStep();
  const hintOf = (key: string) => forgotPhoneHint(key, rules, i18n);
  /** The field showing the platform's refusal (kept on blur until its value changes). */
  const [serverErrorKey, setServerErrorKey] = useState<string | null>(null);
  const check = (key: Key) => {
    const found = forgotPhoneFieldError(key, values, rules, i18n);
    if (found || serverErrorKey !== key) setErrors((e) => ({ ...e, [key]: found }));
    return found === null;
  };
  const onChange = (key: Key, value: string) => {
    set(key, value);
    if (serverErrorKey === key) setServerErrorKey(null);
    if (errors[key])
      setErrors((e) => ({ ...e, [key]: forgotPhoneFieldError(key, { ...values, [key]: value }, rules, i18n) }));
  };
  /** A refusal goes under its field (or the form); a refused code request keeps the other messages. */
  const showFailure = (error: unknown, keepOthers = false) => {
    const shown = human.sliderOn ? [...SHOWN, 'slider'] : SHOWN;
    const placed = placeServerError(error, { shown, isMobileUsername: true, ruleOf: hintOf }, i18n);
    setServerErrorKey(placed.target);
    setErrors((e) => ({ ...(keepOthers ? e : {}), [placed.target]: placed.message }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = { ...validateForgotPhone(values, rules, i18n), slider: human.missing() };
    setErrors(found);
    setServerErrorKey(null);
    if (Object.values(found).some(Boolean) || isBusy) return;
    if (!isOnline) return setErrors({ form: t`You are offline. This needs a connection.` });
    const body = {
      countryDialingCode: values.dialingCode,
      mobileNum: normalisePhone(values.mobileNum.trim()),
      verificationCode: values.verificationCode.trim(),
      newPassword: values.newPassword.trim(),
    };
    reset.mutate(
      { body, human: human.take },
      {
        onSuccess: (session) => {
          clearDraft(DRAFT);
          finishAndGoHome(session, 'reset');
        },
        onError: (error) => {
          // The new password waits on the platform until the bound authenticator answers.
          if (verificationStep(error, 'reset')) return clearDraft(DRAFT);
          if (error instanceof GeetestError) return setErrors({ form: humanCheckFailure(error, i18n) });
          showFailure(error);
        },
      },
    );
  };

  const field = (key: Key) => ({
    value: values[key],
    onChange: (v: string) => onChange(key, v),
    error: errors[key],
    hint: hintOf(key),
    required: true,
    name: key,
  });
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-busy={isBusy} data-testid="forgot-phone-form">
      <BlurCheck onBlur={() => check('mobileNum')}>
        <Field
          label={t`Mobile number`}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          {...field('mobileNum')}
          addon={<CountryPicker value={values.dialingCode} onChange={(v) => set('dialingCode', v)} />}
        />
      </BlurCheck>
      {human.sliderOn && (
        <SliderCheck
          nonce={human.nonce}
          onProof={(proof) => {
            human.setProof(proof);
            if (proof) setErrors((e) => ({ ...e, slider: null }));
          }}
          error={errors.slider ?? null}
        />
      )}
      <BlurCheck onBlur={() => check('verificationCode')}>
        <Field
          label={t`Verification code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={255}
          {...field('verificationCode')}
          addon={
            <SendCodeButton
              canSend={() => {
                // The number first (spec §5), then the human check.
                if (!check('mobileNum')) return false;
                const slider = human.missing();
                setErrors((e) => ({ ...e, slider }));
                return slider === null;
              }}
              isDisabled={!values.dialingCode}
              send={async () =>
                apiClient().call(sessionEndpoints.smsNoLogin, {
                  body: {
                    countryDialingCode: values.dialingCode,
                    mobileNum: normalisePhone(values.mobileNum.trim()),
                    purpose: 'forgot',
                    ...(await human.take()),
                  },
                })
              }
              describeError={(error) => humanCheckFailure(error, i18n)}
              onError={(error) => {
                if (!humanCheckFailure(error, i18n)) showFailure(error, true);
              }}
            />
          }
        />
      </BlurCheck>
      <BlurCheck onBlur={() => check('newPassword')}>
        <Field label={t`New password`} type="password" autoComplete="new-password" {...field('newPassword')} />
      </BlurCheck>
      <BlurCheck onBlur={() => check('confirmPassword')}>
        <Field
          label={t`Confirm new password`}
          type="password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
      </BlurCheck>
      <FormFooter error={errors.form} isPending={isBusy} submitLabel={t`Reset password`} pendingLabel={t`Saving…`} />
    </form>
  );
}
