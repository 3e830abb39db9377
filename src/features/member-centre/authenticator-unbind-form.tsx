/**
 * Unbinding the authenticator app: the login password and a current code, or one of the recovery
 * codes when the phone is gone. The password stays in memory, never in a draft.
 */
import { useLingui } from '@lingui/react/macro';
import * as v from 'valibot';

import { useUnbindAuthenticator } from '@/api/profile/authenticator-mutations';
import { authenticatorCodeMessage, checkAuthenticatorCode, normaliseAuthenticatorCode } from '@/lib/authenticator-code';
import { AuthenticatorCodeField } from '@/ui/authenticator-code-field';
import { FormFooter } from '@/ui/form-footer';
import { textField } from '@/ui/form/form-rules';
import { useForm } from '@/ui/form/use-form';
import { LoginPasswordField, usePasswordRequired } from '@/ui/login-password-field';

export function AuthenticatorUnbindForm() {
  const { t, i18n } = useLingui();
  const passwordRequired = usePasswordRequired();
  const unbind = useUnbindAuthenticator();
  const schema = v.object({
    verificationCode: textField((code) => {
      const problem = checkAuthenticatorCode(code, true);
      return problem ? authenticatorCodeMessage(i18n, problem, true) : null;
    }),
    password: textField(passwordRequired),
  });
  // No draft: the password and the code stay in memory only.
  const form = useForm({
    schema,
    initial: { verificationCode: '', password: '' },
    isPending: unbind.isPending,
    onSubmit: (typed) =>
      unbind.mutate(
        { verificationCode: normaliseAuthenticatorCode(typed.verificationCode), password: typed.password },
        { onSuccess: form.reset, onError: form.fail },
      ),
  });

  return (
    <form className="wallet-form" onSubmit={form.onSubmit} noValidate data-testid="authenticator-unbind-form">
      <h4>{t`Unbind the app`}</h4>
      <p>{t`New-device logins and withdrawals will no longer ask for its codes.`}</p>
      <AuthenticatorCodeField {...form.field('verificationCode')} recovery />
      <LoginPasswordField {...form.field('password')} />
      <FormFooter error={form.formError} isPending={unbind.isPending} submitLabel={t`Unbind`} isBlock={false} isGhost />
    </form>
  );
}
