/**
 * Bind (or replace) the account's e-mail or mobile number: a code is sent to it, and it is bound
 * only with that code and the login password (the server checks it: an open session alone must
 * not move the address password resets go to). The address stays typed on any error; the
 * password is kept in component state only, never in the draft store.
 */
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';

import { profileEndpoints } from '#contract/endpoints/profile-endpoints.ts';

import { apiClient } from '@/api/api-client';
import { useBindContact } from '@/api/profile/profile-mutations';
import { useDraft } from '@/hooks/use-draft';
import { usePhoneCheck } from '@/hooks/use-phone-check';
import { normalisePhone } from '@/lib/phone';
import { clearDraft } from '@/stores/draft-store';
import { CountryPicker } from '@/ui/country-picker';
import { Field } from '@/ui/field';
import { FormFooter } from '@/ui/form-footer';
import { placeServerError } from '@/ui/form/server-errors';
import { LoginPasswordField, usePasswordRequired } from '@/ui/login-password-field';
import { SendCodeButton } from '@/ui/send-code-button';

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

type Key = 'email' | 'mobileNum' | 'verificationCode' | 'password' | 'form';

interface BindContactFormProps {
  channel: 'email' | 'sms';
  /** The masked address bound now, or null. */
  bound: string | null;
}

export function BindContactForm({ channel, bound }: BindContactFormProps) {
  const { t, i18n } = useLingui();
  const draft = channel === 'email' ? 'bindEmail' : 'bindPhone';
  const [values, set] = useDraft(draft, { email: '', dialingCode: '', mobileNum: '', verificationCode: '' });
  const [password, setPassword] = useState('');
  const passwordRequired = usePasswordRequired();
  const [errors, setErrors] = useState<Partial<Record<Key, string | null>>>({});
  const [done, setDone] = useState(false);
  const bind = useBindContact();
  // The platform's digit count, as in registration.
  const checkPhone = usePhoneCheck();
  const addressKey = channel === 'email' ? 'email' : 'mobileNum';
  const shown: Key[] = [addressKey, 'verificationCode', 'password'];

  const target = () =>
    channel === 'email'
      ? { channel: 'email' as const, email: values.email.trim() }
      : {
          channel: 'sms' as const,
          countryDialingCode: values.dialingCode,
          mobileNum: normalisePhone(values.mobileNum.trim()),
        };

  const checkAddress = (): boolean => {
    const message =
      channel === 'email'
        ? !values.email.trim()
          ? t`Enter your e-mail address.`
          : EMAIL.test(values.email.trim())
            ? null
            : t`Enter a valid e-mail address.`
        : checkPhone(values.mobileNum);
    setErrors((prev) => ({ ...prev, [addressKey]: message }));
    return message === null;
  };

  const showError = (error: unknown) => {
    const placed = placeServerError(error, { shown: shown }, i18n);
    setErrors((prev) => ({ ...prev, [placed.target]: placed.message }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (bind.isPending) return;
    setDone(false);
    const addressOk = checkAddress();
    const codeError = values.verificationCode.trim() ? null : t`Enter the verification code.`;
    const passwordError = passwordRequired(password);
    setErrors((prev) => ({ ...prev, verificationCode: codeError, password: passwordError, form: null }));
    if (!addressOk || codeError || passwordError) return;
    bind.mutate(
      { ...target(), verificationCode: values.verificationCode.trim(), password },
      {
        onSuccess: () => {
          clearDraft(draft);
          setPassword('');
          setDone(true);
        },
        onError: showError,
      },
    );
  };

  const isEmail = channel === 'email';
  return (
    <form
      className="wallet-form security-section"
      onSubmit={onSubmit}
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
        <Field
          label={t`E-mail`}
          type="email"
          autoComplete="email"
          name="email"
          value={values.email}
          onChange={(v) => set('email', v)}
          error={errors.email}
        />
      ) : (
        <Field
          label={t`Mobile number`}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          name="mobileNum"
          value={values.mobileNum}
          onChange={(v) => set('mobileNum', v)}
          error={errors.mobileNum}
          addon={<CountryPicker value={values.dialingCode} onChange={(v) => set('dialingCode', v)} />}
        />
      )}
      <Field
        label={t`Verification code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        name="verificationCode"
        value={values.verificationCode}
        onChange={(v) => set('verificationCode', v)}
        error={errors.verificationCode}
        addon={
          <SendCodeButton
            canSend={checkAddress}
            isDisabled={!isEmail && !values.dialingCode}
            send={() => apiClient().call(profileEndpoints.bindCode, { body: target() })}
            onError={showError}
          />
        }
      />
      <LoginPasswordField value={password} onChange={setPassword} error={errors.password} />
      <FormFooter
        error={errors.form}
        success={done ? (isEmail ? t`E-mail bound.` : t`Mobile number bound.`) : null}
        isPending={bind.isPending}
        submitLabel={isEmail ? t`Bind e-mail` : t`Bind mobile number`}
        isBlock={false}
      />
    </form>
  );
}
