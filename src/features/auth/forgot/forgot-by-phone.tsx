/**
 * Forgot password by phone (CHNGPASSVERIF3): dialling code and mobile number, the human check, SMS
 * code, new password and confirmation. The code request and the reset each carry a human check of
 * their own (spec §7; a slider challenge is single use). The platform logs the member in; then the
 * next overlay opens over '/'.
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

import { SliderCheck } from '../components/slider-check';
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
            if (error instanceof GeetestError) return form.setErrors({ form: humanCheckFailure(error, i18n) });
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
        {...field('verificationCode')}
        addon={
          <SendCodeButton
            canSend={canSendCode}
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
              // A GeeTest round left open is said in the warning alone.
              if (!humanCheckFailure(error, i18n)) form.failAlongside(error);
            }}
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
