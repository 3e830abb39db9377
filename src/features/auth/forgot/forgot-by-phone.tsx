/**
 * Forgot password by phone (CHNGPASSVERIF3): dialling code and mobile number, SMS code, new password
 * and confirmation. The platform logs the member in; then the next overlay opens over '/'.
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';

import { sessionEndpoints } from '#contract/endpoints/session-endpoints.ts';

import { apiClient } from '@/api/api-client';
import { useResetPasswordByPhone } from '@/api/member/member-mutations';
import { systemQueries } from '@/api/system/system-queries';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { normalisePhone } from '@/lib/phone';
import { CountryPicker } from '@/ui/country-picker';
import { Field } from '@/ui/field';
import { FormFooter } from '@/ui/form-footer';
import { textFields } from '@/ui/form/form-rules';
import { useForm } from '@/ui/form/use-form';
import { SendCodeButton } from '@/ui/send-code-button';

import { useFinishAndGoHome } from '../register/use-finish-and-go-home';
import { useVerificationStep } from '../use-verification-step';
import { forgotPhoneHint, validateForgotPhone, type ForgotPhoneValues } from './forgot-validation';

const DEFAULTS: ForgotPhoneValues = {
  dialingCode: '',
  mobileNum: '',
  verificationCode: '',
  newPassword: '',
  confirmPassword: '',
};
const FIELDS = Object.keys(DEFAULTS) as (keyof ForgotPhoneValues)[];

export function ForgotByPhone() {
  const { t, i18n } = useLingui();
  const isOnline = useOnlineStatus();
  const rules = useQuery(systemQueries.registerRules()).data;
  const reset = useResetPasswordByPhone();
  const isBusy = reset.isPending;
  const finishAndGoHome = useFinishAndGoHome();
  const verificationStep = useVerificationStep();
  const hintOf = (key: string) => forgotPhoneHint(key, rules, i18n);
  const form = useForm({
    schema: textFields(FIELDS, (typed) => validateForgotPhone(typed, rules, i18n)),
    initial: DEFAULTS,
    draft: 'forgotPhone',
    isPending: isBusy,
    // The account's username is its number: a refusal of the username goes under it, in its words.
    placement: {
      shown: ['mobileNum', 'verificationCode', 'newPassword', 'confirmPassword'],
      isMobileUsername: true,
      ruleOf: hintOf,
    },
    onSubmit: (typed) => {
      if (!isOnline) return form.setErrors({ form: t`You are offline. This needs a connection.` });
      const body = {
        countryDialingCode: typed.dialingCode,
        mobileNum: normalisePhone(typed.mobileNum.trim()),
        verificationCode: typed.verificationCode.trim(),
        newPassword: typed.newPassword.trim(),
      };
      reset.mutate(body, {
        onSuccess: (session) => {
          form.reset();
          finishAndGoHome(session, 'reset');
        },
        onError: (error) => {
          // The new password waits on the platform until the bound authenticator answers.
          if (verificationStep(error, 'reset')) return form.reset();
          form.fail(error);
        },
      });
    },
  });
  const { values } = form;

  const field = (key: Exclude<keyof ForgotPhoneValues, 'dialingCode'>) => ({
    ...form.field(key),
    hint: hintOf(key),
    required: true,
  });
  return (
    <form className="auth-form" onSubmit={form.onSubmit} noValidate aria-busy={isBusy} data-testid="forgot-phone-form">
      <Field
        label={t`Mobile number`}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        {...field('mobileNum')}
        addon={<CountryPicker value={values.dialingCode} onChange={(v) => form.set('dialingCode', v)} />}
      />
      <Field
        label={t`Verification code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        {...field('verificationCode')}
        addon={
          <SendCodeButton
            canSend={() => form.check('mobileNum')}
            isDisabled={!values.dialingCode}
            send={() =>
              apiClient().call(sessionEndpoints.smsNoLogin, {
                body: {
                  countryDialingCode: values.dialingCode,
                  mobileNum: normalisePhone(values.mobileNum.trim()),
                  purpose: 'forgot',
                },
              })
            }
            onError={form.failAlongside}
          />
        }
      />
      <Field label={t`New password`} type="password" autoComplete="new-password" {...field('newPassword')} />
      <Field
        label={t`Confirm new password`}
        type="password"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      <FormFooter error={form.formError} isPending={isBusy} submitLabel={t`Reset password`} pendingLabel={t`Saving…`} />
    </form>
  );
}
