/**
 * Forgot password by phone (CHNGPASSVERIF3): dialling code and mobile number, the human check, SMS
 * code, new password and confirmation. The code request and the reset each carry a human check of
 * their own (spec §7; a slider challenge is single use). The platform logs the member in; then the
 * next overlay opens over '/'.
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';

import { useResetPasswordByPhone } from '@/api/member/member-mutations';
import { systemQueries } from '@/api/system/system-queries';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { normalisePhone } from '@/lib/phone';
import { Field } from '@/ui/field';
import { FormFooter } from '@/ui/form-footer';
import { textFields } from '@/ui/form/form-rules';
import { useForm } from '@/ui/form/use-form';

import { SmsCodeFields } from '../components/sms-code-fields';
import { GeetestError } from '../geetest';
import { useFinishAndGoHome } from '../register/use-finish-and-go-home';
import { humanCheckFailure, useHumanCheck } from '../use-human-check';
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
  const human = useHumanCheck('login', i18n);
  const reset = useResetPasswordByPhone();
  const isBusy = reset.isPending;
  const finishAndGoHome = useFinishAndGoHome();
  const verificationStep = useVerificationStep();
  const hintOf = (key: string) => forgotPhoneHint(key, rules, i18n);
  const form = useForm({
    // The reset needs the slider again: the code request spent the first proof.
    schema: textFields(FIELDS, (typed) => ({ ...validateForgotPhone(typed, rules, i18n), slider: human.missing() })),
    initial: DEFAULTS,
    draft: 'forgotPhone',
    isPending: isBusy,
    // The account's username is its number: a refusal of the username goes under it, in its words.
    placement: {
      shown: ['mobileNum', 'verificationCode', 'newPassword', 'confirmPassword', ...(human.sliderOn ? ['slider'] : [])],
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
      reset.mutate(
        { body, human: human.take },
        {
          onSuccess: (session) => {
            form.reset();
            finishAndGoHome(session, 'reset');
          },
          onError: (error) => {
            // The new password waits on the platform until the bound authenticator answers.
            if (verificationStep(error, 'reset')) return form.reset();
            if (error instanceof GeetestError) return form.setErrors({ form: humanCheckFailure(error, i18n, 'reset') });
            form.fail(error);
          },
        },
      );
    },
  });

  const field = (key: Exclude<keyof ForgotPhoneValues, 'dialingCode'>) => ({
    ...form.field(key),
    hint: hintOf(key),
    required: true,
  });
  return (
    <form className="auth-form" onSubmit={form.onSubmit} noValidate aria-busy={isBusy} data-testid="forgot-phone-form">
      <SmsCodeFields
        form={form}
        human={human}
        mobileField={field('mobileNum')}
        codeField={field('verificationCode')}
        purpose="forgot"
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
