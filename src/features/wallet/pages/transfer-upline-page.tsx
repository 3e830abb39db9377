/**
 * Personal centre → Transfer to upline: members send money to their upline agent, with the payment
 * password and, when they turned on "authenticator for withdrawals", a current code.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import { useTransferToUpline } from '@/api/messages/message-mutations';
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

export function TransferUplinePage() {
  const { t, i18n } = useLingui();
  const { balance, format } = useBalance();
  const [done, setDone] = useState<string | null>(null);
  const transfer = useTransferToUpline();
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
    draft: 'transferUpline',
    isPending: transfer.isPending,
    placement: { shown: ['amount', 'paymentPassword', 'authenticatorCode'] },
    onSubmit: (typed) => {
      setDone(null);
      const amount = checked(typed.amount);
      if (!amount.ok) return;
      const body = { amount: amount.amount, paymentPassword: typed.paymentPassword, ...code.body() };
      transfer.mutate(body, {
        onSuccess: () => {
          form.reset();
          code.reset();
          setDone(t`Transferred ${format(amount.amount)} to your upline.`);
        },
        onError: form.fail,
      });
    },
  });

  return (
    <form className="auth-form" onSubmit={form.onSubmit} noValidate data-testid="transfer-upline-form">
      {main && <p>{t`Available: ${format(main.availBalance)}`}</p>}
      <Field label={t`Amount`} inputMode="decimal" autoComplete="off" {...form.field('amount')} />
      <PaymentPasswordField {...form.field('paymentPassword')} />
      <MoneyOutCodeField code={code} error={form.errors.authenticatorCode} />
      <FormFooter
        error={form.formError}
        success={done}
        isPending={transfer.isPending}
        submitLabel={t`Transfer to upline`}
      />
    </form>
  );
}
