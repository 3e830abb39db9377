/**
 * Bind (or replace) the account's e-mail or mobile number: a code is sent to it, and it is bound
 * only with that code and the login password (the server checks it: an open session alone must
 * not move the address password resets go to). The address stays typed on any error; the
 * password is kept in component state only, never in the draft store.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import { profileEndpoints } from '#contract/endpoints/profile-endpoints.ts';

import { apiClient } from '@/api/api-client';
import { useBindContact } from '@/api/profile/profile-mutations';
import { usePhoneCheck } from '@/hooks/use-phone-check';
import { normalisePhone } from '@/lib/phone';
import { CountryPicker } from '@/ui/country-picker';
import { Field } from '@/ui/field';
import { FormFooter } from '@/ui/form-footer';
import { textFields } from '@/ui/form/form-rules';
import { useForm } from '@/ui/form/use-form';
import { LoginPasswordField, usePasswordRequired } from '@/ui/login-password-field';
import { SendCodeButton } from '@/ui/send-code-button';

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;
const FIELDS = ['email', 'dialingCode', 'mobileNum', 'verificationCode', 'password'] as const;

interface BindContactFormProps {
  channel: 'email' | 'sms';
  /** The masked address bound now, or null. */
  bound: string | null;
}

export function BindContactForm({ channel, bound }: BindContactFormProps) {
  const { t } = useLingui();
  const passwordRequired = usePasswordRequired();
  const [done, setDone] = useState(false);
  const bind = useBindContact();
  // The platform's digit count, as in registration.
  const checkPhone = usePhoneCheck();
  const addressKey = channel === 'email' ? 'email' : 'mobileNum';

  const schema = textFields(FIELDS, (typed) => ({
    [addressKey]:
      channel === 'sms'
        ? checkPhone(typed.mobileNum)
        : !typed.email.trim()
          ? t`Enter your e-mail address.`
          : EMAIL.test(typed.email.trim())
            ? null
            : t`Enter a valid e-mail address.`,
    verificationCode: typed.verificationCode.trim() ? null : t`Enter the verification code.`,
    password: passwordRequired(typed.password),
  }));
  const form = useForm({
    schema,
    initial: { email: '', dialingCode: '', mobileNum: '', verificationCode: '', password: '' },
    draft: channel === 'email' ? 'bindEmail' : 'bindPhone',
    // The password is kept in memory only, never in the draft store.
    transient: ['password'],
    isPending: bind.isPending,
    placement: { shown: [addressKey, 'verificationCode', 'password'] },
    onSubmit: (typed) =>
      bind.mutate(
        { ...target(), verificationCode: typed.verificationCode.trim(), password: typed.password },
        {
          onSuccess: () => {
            form.reset();
            setDone(true);
          },
          onError: form.fail,
        },
      ),
  });
  const { values } = form;

  const target = () =>
    channel === 'email'
      ? { channel: 'email' as const, email: values.email.trim() }
      : {
          channel: 'sms' as const,
          countryDialingCode: values.dialingCode,
          mobileNum: normalisePhone(values.mobileNum.trim()),
        };

  const isEmail = channel === 'email';
  return (
    <form
      className="wallet-form security-section"
      onSubmit={(event) => {
        // A new attempt: the last one's success is no longer news.
        setDone(false);
        form.onSubmit(event);
      }}
      noValidate
      data-testid={isEmail ? 'bind-email-form' : 'bind-phone-form'}
    >
      <h3>{isEmail ? t`E-mail` : t`Mobile number`}</h3>
      <p>
        {bound
          ? isEmail
            ? t({
                message: `Bound: ${bound}. Enter a new address to replace it.`,
                comment: 'bound: the linked e-mail address, partly hidden',
              })
            : t({
                message: `Bound: ${bound}. Enter a new number to replace it.`,
                comment: 'bound: the linked mobile number, partly hidden',
              })
          : isEmail
            ? t`No e-mail is bound yet.`
            : t`No mobile number is bound yet.`}
      </p>
      {isEmail ? (
        <Field label={t`E-mail`} type="email" autoComplete="email" {...form.field('email')} />
      ) : (
        <Field
          label={t`Mobile number`}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          {...form.field('mobileNum')}
          addon={<CountryPicker value={values.dialingCode} onChange={(v) => form.set('dialingCode', v)} />}
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
            canSend={() => form.check(addressKey)}
            isDisabled={!isEmail && !values.dialingCode}
            send={() => apiClient().call(profileEndpoints.bindCode, { body: target() })}
            onError={form.failAlongside}
          />
        }
      />
      <LoginPasswordField {...form.field('password')} />
      <FormFooter
        error={form.formError}
        success={done ? (isEmail ? t`E-mail bound.` : t`Mobile number bound.`) : null}
        isPending={bind.isPending}
        submitLabel={isEmail ? t`Bind e-mail` : t`Bind mobile number`}
        isBlock={false}
      />
    </form>
  );
}
