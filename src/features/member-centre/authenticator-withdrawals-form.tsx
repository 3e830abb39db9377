/**
 * "Authenticator for withdrawals": when on, every withdrawal asks for a current code as well as
 * the payment password. Turning it on or off takes a current code, so a borrowed session cannot
 * quietly turn it off.
 */
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';

import { useAuthenticatorForWithdrawals } from '@/api/profile/authenticator-mutations';
import { authenticatorCodeMessage, checkAuthenticatorCode, normaliseAuthenticatorCode } from '@/lib/authenticator-code';
import { AuthenticatorCodeField } from '@/ui/authenticator-code-field';
import { FormFooter } from '@/ui/form-footer';
import { placeServerError } from '@/ui/form/server-errors';

export function AuthenticatorWithdrawalsForm({ forWithdrawals }: { forWithdrawals: boolean }) {
  const { t, i18n } = useLingui();
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ verificationCode?: string | null; form?: string | null }>({});
  const [done, setDone] = useState(false);
  const change = useAuthenticatorForWithdrawals();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    setDone(false);
    const problem = checkAuthenticatorCode(code, false);
    setErrors({ verificationCode: problem ? authenticatorCodeMessage(i18n, problem, false) : null });
    if (problem) return;
    change.mutate(
      { enabled: !forWithdrawals, verificationCode: normaliseAuthenticatorCode(code) },
      {
        onSuccess: () => {
          setCode('');
          setDone(true);
        },
        onError: (error) => {
          const placed = placeServerError(error, { shown: ['verificationCode'] }, i18n);
          setErrors({ [placed.target]: placed.message });
        },
      },
    );
  };

  return (
    <form
      className="wallet-form"
      onSubmit={onSubmit}
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
      <AuthenticatorCodeField value={code} onChange={setCode} error={errors.verificationCode} />
      <FormFooter
        error={errors.form}
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
