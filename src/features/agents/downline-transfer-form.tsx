/**
 * Transfer to a downline (team management): amount, payment password and, when the agent turned on
 * "authenticator for withdrawals", a current code (money leaving the agent's hands); one
 * idempotent money action.
 */
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';

import { useTransferToDownline } from '@/api/agents/agent-mutations';
import { useBalance } from '@/hooks/use-balance';
import { useMoneyOutCode } from '@/hooks/use-money-out-code';
import { amountMessage } from '@/lib/amount-messages';
import { checkAmount } from '@/lib/money';
import { Field } from '@/ui/field';
import { FormFooter } from '@/ui/form-footer';
import { MoneyOutCodeField } from '@/ui/money-out-code-field';
import { PaymentPasswordField } from '@/ui/payment-password-field';

export function DownlineTransferForm({ username }: { username: string }) {
  const { t, i18n } = useLingui();
  const { balance, format } = useBalance();
  const [values, setValues] = useState({ amount: '', paymentPassword: '' });
  const [errors, setErrors] = useState<{
    amount?: string | null;
    paymentPassword?: string | null;
    authenticatorCode?: string | null;
  }>({});
  const [done, setDone] = useState<string | null>(null);
  const transfer = useTransferToDownline();
  const code = useMoneyOutCode();
  const main = balance.data?.balance.find((w) => w.accountName === 'MAIN');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const checked = checkAmount(values.amount, { balance: main?.availBalance });
    const found = {
      amount: checked.ok ? null : amountMessage(i18n, checked.problem),
      paymentPassword: /^\d{6}$/.test(values.paymentPassword) ? null : t`Enter your 6-digit payment password.`,
      authenticatorCode: code.problem(),
    };
    setErrors(found);
    if (!checked.ok || found.paymentPassword || found.authenticatorCode) return;
    const body = { username, amount: checked.amount, paymentPassword: values.paymentPassword, ...code.body() };
    transfer.mutate(body, {
      onSuccess: () => {
        setValues({ amount: '', paymentPassword: '' });
        code.reset();
        setDone(t`Transferred ${format(checked.amount)} to ${username}.`);
      },
    });
  };

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate data-testid="downline-transfer-form">
      {main && <p>{t`Available: ${format(main.availBalance)}`}</p>}
      <Field
        label={t`Amount`}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={values.amount}
        onChange={(v) => setValues((p) => ({ ...p, amount: v }))}
        error={errors.amount}
      />
      <PaymentPasswordField
        value={values.paymentPassword}
        onChange={(v) => setValues((p) => ({ ...p, paymentPassword: v }))}
        error={errors.paymentPassword}
      />
      <MoneyOutCodeField code={code} error={errors.authenticatorCode} />
      <FormFooter
        error={transfer.error}
        success={done}
        isPending={transfer.isPending}
        submitLabel={t({ message: `Transfer to ${username}`, comment: "username: a downline member's login name" })}
      />
    </form>
  );
}
