/** Login by SMS code: dialling code, mobile number, code (no slider: the code is the check). */
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

import { useFinishLogin } from '../use-finish-login';
import { useVerificationStep } from '../use-verification-step';

export function SmsLogin() {
  const { t } = useLingui();
  const login = useLogin();
  const finish = useFinishLogin();
  const verificationStep = useVerificationStep();
  // The platform's digit count, as in registration.
  const checkPhone = usePhoneCheck();
  const schema = textFields(['dialingCode', 'mobileNum', 'verificationCode'], (typed) => ({
    mobileNum: checkPhone(typed.mobileNum),
    verificationCode: typed.verificationCode.trim() ? null : t`Enter the verification code.`,
  }));
  const form = useForm({
    schema,
    initial: { dialingCode: '', mobileNum: '', verificationCode: '' },
    draft: 'smsLogin',
    isPending: login.isPending,
    // The dialling code has no field of its own: a refusal naming it goes under the number.
    placement: { shown: ['mobileNum', 'verificationCode'] },
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
      <Field
        label={t`Verification code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        {...form.field('verificationCode')}
        addon={
          <SendCodeButton
            isDisabled={!values.dialingCode}
            canSend={() => form.check('mobileNum')}
            send={() =>
              apiClient().call(sessionEndpoints.smsNoLogin, {
                body: {
                  countryDialingCode: values.dialingCode,
                  mobileNum: normalisePhone(values.mobileNum),
                  purpose: 'login',
                },
              })
            }
            onError={form.failAlongside}
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
