/**
 * Login by SMS code: dialling code, mobile number, the human check, code. The check goes with the
 * code request (spec §7), not with the login: the code proves the phone, the check that a person
 * asked for it.
 */
import { useLingui } from '@lingui/react/macro';

import { useLogin } from '@/api/session/session-mutations';
import { usePhoneCheck } from '@/hooks/use-phone-check';
import { deviceId } from '@/lib/device-id';
import { normalisePhone } from '@/lib/phone';
import { FormFooter } from '@/ui/form-footer';
import { textFields } from '@/ui/form/form-rules';
import { useForm } from '@/ui/form/use-form';

import { SmsCodeFields } from '../components/sms-code-fields';
import { useFinishLogin } from '../use-finish-login';
import { useHumanCheck } from '../use-human-check';
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

  return (
    <form className="auth-form" onSubmit={form.onSubmit} noValidate>
      <SmsCodeFields
        form={form}
        human={human}
        mobileField={form.field('mobileNum')}
        codeField={form.field('verificationCode')}
        purpose="login"
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
