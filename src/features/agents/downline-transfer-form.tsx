/**
 * Transfer to a downline (team management): amount, payment password and, when the agent turned on
 * "authenticator for withdrawals", a current code (money leaving the agent's hands); one
 * idempotent money action.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import { useTransferToDownline } from '@/api/agents/agent-mutations';
import { useBalance } from '@/hooks/use-balance';
import { useMoneyOutCode } from '@/hooks/use-money-out-code';
import { amountMessage } from '@/lib/amount-messages';
import { checkAmount } from '@/lib/money';
import { Field } from '@/ui/field';
import { FormFooter } from '@/ui/form-footer';
import { textFields } from '@/ui/form/form-rules';
import { useForm } from '@/ui/form/use-form';
import { MoneyOutCodeField } from '@/ui/money-out-code-field';
import { PaymentPasswordField } from '@/ui/payment-password-field';

export function DownlineTransferForm({ username }: { username: string }) {
  const { t, i18n } = useLingui();
  const { balance, format } = useBalance();
  const [done, setDone] = useState<string | null>(null);
  const transfer = useTransferToDownline();
  const code = useMoneyOutCode();
  const main = balance.data?.balance.find((w) => w.accountName === 'MAIN');
  const checked = (amount: string) => checkAmount(amount, { balance: main?.availBalance });

  const schema = textFields(['amount', 'paymentPassword'], (typed) => {
    const amount = checked(typed.amount);
    return {
      amount: amount.ok ? null : amountMessage(i18n, amount.problem),
      paymentPassword: /^\d{6}$/.test(typed.paymentPassword) ? null : t`Enter your 6-digit payment password.`,
      authenticatorCode: code.problem(),
    };
  });
  const form = useForm({
    schema,
    initial: { amount: '', paymentPassword: '' },
    isPending: transfer.isPending,
    placement: { shown: ['amount', 'paymentPassword', 'authenticatorCode'] },
    onSubmit: (typed) => {
      const amount = checked(typed.amount);
      if (!amount.ok) return;
      const body = { username, amount: amount.amount, paymentPassword: typed.paymentPassword, ...code.body() };
      transfer.mutate(body, {
        onSuccess: () => {
          form.reset();
          code.reset();
          setDone(t`Transferred ${format(amount.amount)} to ${username}.`);
        },
        onError: form.fail,
      });
    },
  });

  // A new attempt hides the last success, whether or not it passes the checks.
  return (
    <form
      className="auth-form"
      onSubmit={(e) => (setDone(null), form.onSubmit(e))}
      noValidate
      data-testid="downline-transfer-form"
    >
      {main && <p>{t`Available: ${format(main.availBalance)}`}</p>}
      <Field label={t`Amount`} inputMode="decimal" autoComplete="off" {...form.field('amount')} />
      <PaymentPasswordField {...form.field('paymentPassword')} />
      <MoneyOutCodeField code={code} error={form.errors.authenticatorCode} />
      <FormFooter
        error={form.formError}
        success={done}
        isPending={transfer.isPending}
        submitLabel={t({ message: `Transfer to ${username}`, comment: "username: a downline member's login name" })}
      />
    </form>
  );
}
