/**
 * Unbinding the authenticator app: the login password and a current code, or one of the recovery
 * codes when the phone is gone. The password stays in component state, never in a draft.
 */
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';

import { useUnbindAuthenticator } from '@/api/profile/authenticator-mutations';
import { authenticatorCodeMessage, checkAuthenticatorCode, normaliseAuthenticatorCode } from '@/lib/authenticator-code';
import { AuthenticatorCodeField } from '@/ui/authenticator-code-field';
import { FormFooter } from '@/ui/form-footer';
import { placeServerError } from '@/ui/form/server-errors';
import { LoginPasswordField, usePasswordRequired } from '@/ui/login-password-field';

type Key = 'verificationCode' | 'password' | 'form';

export function AuthenticatorUnbindForm() {
  const { t, i18n } = useLingui();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Key, string | null>>>({});
  const passwordRequired = usePasswordRequired();
  const unbind = useUnbindAuthenticator();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (unbind.isPending) return;
    const problem = checkAuthenticatorCode(code, true);
    const found = {
      verificationCode: problem ? authenticatorCodeMessage(i18n, problem, true) : null,
      password: passwordRequired(password),
    };
    setErrors(found);
    if (found.verificationCode || found.password) return;
    unbind.mutate(
      { verificationCode: normaliseAuthenticatorCode(code), password },
      {
        onSuccess: () => {
          setCode('');
          setPassword('');
        },
        onError: (error) => {
          const placed = placeServerError(error, { shown: ['verificationCode', 'password'] }, i18n);
          setErrors({ [placed.target]: placed.message });
        },
      },
    );
  };

  return (
    <form className="wallet-form" onSubmit={onSubmit} noValidate data-testid="authenticator-unbind-form">
      <h4>{t`Unbind the app`}</h4>
      <p>{t`New-device logins and withdrawals will no longer ask for its codes.`}</p>
      <AuthenticatorCodeField value={code} onChange={setCode} error={errors.verificationCode} recovery />
      <LoginPasswordField value={password} onChange={setPassword} error={errors.password} />
      <FormFooter error={errors.form} isPending={unbind.isPending} submitLabel={t`Unbind`} isBlock={false} isGhost />
    </form>
  );
}
