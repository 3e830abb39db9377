/**
 * Login by SMS code: dialling code, mobile number, the human check, code. The check goes with the
 * code request (spec §7), not with the login: the code proves the phone, the check that a person
 * asked for it.
 */
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';

import { sessionEndpoints } from '#contract/endpoints/session-endpoints.ts';

import { apiClient } from '@/api/api-client';
import { errorText } from '@/api/api-error-messages';
import { errorCodeOf } from '@/api/error-code';
import { useLogin } from '@/api/session/session-mutations';
import { useDraft } from '@/hooks/use-draft';
import { usePhoneCheck } from '@/hooks/use-phone-check';
import { deviceId } from '@/lib/device-id';
import { normalisePhone } from '@/lib/phone';
import { clearDraft } from '@/stores/draft-store';
import { CountryPicker } from '@/ui/country-picker';
import { Field } from '@/ui/field';
import { FormFooter } from '@/ui/form-footer';
import { SendCodeButton } from '@/ui/send-code-button';

import { SliderCheck } from '../components/slider-check';
import { useFinishLogin } from '../use-finish-login';
import { humanCheckFailure, useHumanCheck } from '../use-human-check';
import { useVerificationStep } from '../use-verification-step';

type Errors = Partial<Record<'mobileNum' | 'code' | 'slider' | 'form', string | null>>;

export function SmsLogin() {
  const { t, i18n } = useLingui();
  const [values, set] = useDraft('smsLogin', { dialingCode: '', mobileNum: '', code: '' });
  const [errors, setErrors] = useState<Errors>({});
  const login = useLogin();
  const finish = useFinishLogin();
  const verificationStep = useVerificationStep();
  const human = useHumanCheck('login', i18n);
  const showError = (error: unknown) => setErrors((e) => ({ ...e, form: errorText(error, i18n) }));
  /** A refused code request: the slider's refusal under the slider, a GeeTest round left open only in the warning. */
  const showSendError = (error: unknown) => {
    if (humanCheckFailure(error, i18n)) return;
    if (errorCodeOf(error) === 'slider.invalid') return setErrors((e) => ({ ...e, slider: errorText(error, i18n) }));
    showError(error);
  };
  // The platform's digit count, as in registration.
  const checkPhone = usePhoneCheck();
  const mobileError = () => checkPhone(values.mobileNum);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      mobileNum: mobileError(),
      code: values.code.trim() ? null : t`Enter the verification code.`,
    };
    setErrors(found);
    if (found.mobileNum || found.code || login.isPending) return;
    const body = {
      type: 'sms' as const,
      countryDialingCode: values.dialingCode,
      mobileNum: normalisePhone(values.mobileNum),
      verificationCode: values.code.trim(),
      loginDeviceId: deviceId(),
      device: 'PWA',
    };
    login.mutate(
      { body },
      {
        onSuccess: (session) => {
          clearDraft('smsLogin');
          finish(session, 'sms');
        },
        onError: (error) => {
          // The code is spent either way; a bound authenticator now asks for its code.
          if (verificationStep(error, 'sms')) return clearDraft('smsLogin');
          showError(error);
        },
      },
    );
  };

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <Field
        label={t`Mobile number`}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        value={values.mobileNum}
        onChange={(v) => set('mobileNum', v)}
        error={errors.mobileNum}
        addon={<CountryPicker value={values.dialingCode} onChange={(v) => set('dialingCode', v)} />}
      />
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
      <Field
        label={t`Verification code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        value={values.code}
        onChange={(v) => set('code', v)}
        error={errors.code}
        addon={
          <SendCodeButton
            isDisabled={!values.dialingCode}
            canSend={() => {
              // The number first (spec §5), then the human check.
              const error = mobileError();
              const slider = error ? null : human.missing();
              setErrors((e) => ({ ...e, mobileNum: error, slider }));
              return error === null && slider === null;
            }}
            send={async () =>
              apiClient().call(sessionEndpoints.smsNoLogin, {
                body: {
                  countryDialingCode: values.dialingCode,
                  mobileNum: normalisePhone(values.mobileNum),
                  purpose: 'login',
                  ...(await human.take()),
                },
              })
            }
            describeError={(error) => humanCheckFailure(error, i18n)}
            onError={showSendError}
          />
        }
      />
      <FormFooter
        error={errors.form}
        isPending={login.isPending}
        submitLabel={t`Log in`}
        pendingLabel={t`Logging in…`}
      />
    </form>
  );
}
