/**
 * Login by SMS code: dialling code, mobile number, the human check, code. The check goes with the
 * code request (spec §7), not with the login: the code proves the phone, the check that a person
 * asked for it.
 */
import { useLingui } from '@lingui/react/macro';

import { sessionEndpoints } from '#contract/endpoints/session-endpoints.ts';

import { apiClient } from '@/api/api-client';
import { useLogin } from '@/api/session/session-mutations';
import { usePhoneCheck } from '@/hooks/use-phone-check';
import { deviceId } from '@/lib/device-id';
import { normalisePhone } from '@/lib/phone';
import { CountryPicker } from '@/ui/country-picker';
import { Field } from '@/ui/field';
import { FormFooter } from '@/ui/form-footer';
import { textFields } from '@/ui/form/form-rules';
import { useForm } from '@/ui/form/use-form';
import { SendCodeButton } from '@/ui/send-code-button';

import { SliderCheck } from '../components/slider-check';
import { useFinishLogin } from '../use-finish-login';
import { humanCheckFailure, useHumanCheck } from '../use-human-check';
import { useVerificationStep } from '../use-verification-step';

export function SmsLogin() {
  const { t, i18n } = useLingui();
  const login = useLogin();
  const finish = useFinishLogin();
  const verificationStep = useVerificationStep();
  const human = useHumanCheck('login', i18n);
  // The platform's digit count, as in registration.
  const checkPhone = usePhoneCheck();
  // The login itself carries no human check: the slider is asked for by the code request alone.
  const schema = textFields(['dialingCode', 'mobileNum', 'verificationCode'], (typed) => ({
    mobileNum: checkPhone(typed.mobileNum),
    verificationCode: typed.verificationCode.trim() ? null : t`Enter the verification code.`,
  }));
  const form = useForm({
    schema,
    initial: { dialingCode: '', mobileNum: '', verificationCode: '' },
    draft: 'smsLogin',
    isPending: login.isPending,
    // The dialling code has no field of its own: a refusal naming it goes under the number; the
    // slider's (a code request's proof refused) under the slider.
    placement: { shown: ['mobileNum', 'verificationCode', ...(human.sliderOn ? ['slider'] : [])] },
    onSubmit: (typed) => {
      const body = {
        type: 'sms' as const,
        countryDialingCode: typed.dialingCode,
        mobileNum: normalisePhone(typed.mobileNum),
        verificationCode: typed.verificationCode.trim(),
        loginDeviceId: deviceId(),
        device: 'PWA',
      };
      login.mutate(
        { body },
        {
          onSuccess: (session) => {
            form.reset();
            finish(session, 'sms');
          },
          onError: (error) => {
            // The code is spent either way; a bound authenticator now asks for its code.
            if (verificationStep(error, 'sms')) return form.reset();
            form.fail(error);
          },
        },
      );
    },
  });
  const { values } = form;

  /** Before a code is asked for: the number (spec §5), then the human check, whose message joins those shown. */
  const canSendCode = () => {
    if (!form.check('mobileNum')) return false;
    const slider = human.missing();
    form.setErrors((e) => ({ ...e, slider }));
    return slider === null;
  };
  /** A refused code request under its field (the slider's under the slider); a GeeTest round left open is said in the warning alone. */
  const onSendError = (error: unknown) => {
    if (!humanCheckFailure(error, i18n)) form.failAlongside(error);
  };

  return (
    <form className="auth-form" onSubmit={form.onSubmit} noValidate>
      <Field
        label={t`Mobile number`}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        {...form.field('mobileNum')}
        addon={<CountryPicker value={values.dialingCode} onChange={(v) => form.set('dialingCode', v)} />}
      />
      {human.sliderOn && (
        <SliderCheck
          nonce={human.nonce}
          onProof={(proof) => {
            human.setProof(proof);
            if (proof) form.setErrors((e) => ({ ...e, slider: null }));
          }}
          error={form.errors.slider ?? null}
        />
      )}
      <Field
        label={t`Verification code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        {...form.field('verificationCode')}
        addon={
          <SendCodeButton
            isDisabled={!values.dialingCode}
            canSend={canSendCode}
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
            onError={onSendError}
          />
        }
      />
      <FormFooter
        error={form.formError}
        isPending={login.isPending}
        submitLabel={t`Log in`}
        pendingLabel={t`Logging in…`}
      />
    </form>
  );
}
