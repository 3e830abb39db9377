/**
 * "Authenticator for withdrawals": when on, every withdrawal asks for a current code as well as
 * the payment password. Turning it on or off takes a current code, so a borrowed session cannot
 * quietly turn it off.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as v from 'valibot';

import { useAuthenticatorForWithdrawals } from '@/api/profile/authenticator-mutations';
import { authenticatorCodeMessage, checkAuthenticatorCode, normaliseAuthenticatorCode } from '@/lib/authenticator-code';
import { AuthenticatorCodeField } from '@/ui/authenticator-code-field';
import { FormFooter } from '@/ui/form-footer';
import { textField } from '@/ui/form/form-rules';
import { useForm } from '@/ui/form/use-form';

export function AuthenticatorWithdrawalsForm({ forWithdrawals }: { forWithdrawals: boolean }) {
  const { t, i18n } = useLingui();
  const [done, setDone] = useState(false);
  const change = useAuthenticatorForWithdrawals();
  const schema = v.object({
    verificationCode: textField((code) => {
      const problem = checkAuthenticatorCode(code, false);
      return problem ? authenticatorCodeMessage(i18n, problem, false) : null;
    }),
  });
  const form = useForm({
    schema,
    initial: { verificationCode: '' },
    isPending: change.isPending,
    onSubmit: (typed) => {
      setDone(false);
      change.mutate(
        { enabled: !forWithdrawals, verificationCode: normaliseAuthenticatorCode(typed.verificationCode) },
        {
          onSuccess: () => {
            form.reset();
            setDone(true);
          },
          onError: form.fail,
        },
      );
    },
  });

  return (
    <form
      className="wallet-form"
      onSubmit={form.onSubmit}
      noValidate
      data-testid="authenticator-withdrawals-form"
      data-on={forWithdrawals}
    >
      <h4>{t`Withdrawals`}</h4>
      <p>
        {forWithdrawals
          ? t`On: every withdrawal asks for a code from your app as well as the payment password.`
          : t`Off: withdrawals ask for the payment password only.`}
      </p>
      <AuthenticatorCodeField {...form.field('verificationCode')} />
      <FormFooter
        error={form.formError}
        success={
          done ? (forWithdrawals ? t`Withdrawals now ask for a code.` : t`Withdrawals no longer ask for a code.`) : null
        }
        isPending={change.isPending}
        submitLabel={forWithdrawals ? t`Stop asking on withdrawals` : t`Ask for a code on withdrawals`}
        isBlock={false}
      />
    </form>
  );
}
