/**
 * Personal centre → Transfer to upline: members send money to their upline agent, with the payment
 * password and, when they turned on "authenticator for withdrawals", a current code.
 */
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';

import { useTransferToUpline } from '@/api/messages/message-mutations';
import { useBalance } from '@/hooks/use-balance';
import { useDraft } from '@/hooks/use-draft';
import { useMoneyOutCode } from '@/hooks/use-money-out-code';
import { amountMessage } from '@/lib/amount-messages';
import { checkAmount } from '@/lib/money';
import { clearDraft } from '@/stores/draft-store';
import { Field } from '@/ui/field';
import { FormFooter } from '@/ui/form-footer';
import { MoneyOutCodeField } from '@/ui/money-out-code-field';
import { PaymentPasswordField } from '@/ui/payment-password-field';

export function TransferUplinePage() {
  const { t, i18n } = useLingui();
  const { balance, format } = useBalance();
  const [values, set] = useDraft('transferUpline', { amount: '', paymentPassword: '' });
  const [errors, setErrors] = useState<{
    amount?: string | null;
    paymentPassword?: string | null;
    authenticatorCode?: string | null;
  }>({});
  const [done, setDone] = useState<string | null>(null);
  const transfer = useTransferToUpline();
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
    const body = { amount: checked.amount, paymentPassword: values.paymentPassword, ...code.body() };
    transfer.mutate(body, {
      onSuccess: () => {
        clearDraft('transferUpline');
        code.reset();
        setDone(t`Transferred ${format(checked.amount)} to your upline.`);
      },
    });
  };

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate data-testid="transfer-upline-form">
      {main && <p>{t`Available: ${format(main.availBalance)}`}</p>}
      <Field
        label={t`Amount`}
        inputMode="decimal"
        autoComplete="off"
        value={values.amount}
        onChange={(v) => set('amount', v)}
        error={errors.amount}
      />
      <PaymentPasswordField
        value={values.paymentPassword}
        onChange={(v) => set('paymentPassword', v)}
        error={errors.paymentPassword}
      />
      <MoneyOutCodeField code={code} error={errors.authenticatorCode} />
      <FormFooter
        error={transfer.error}
        success={done}
        isPending={transfer.isPending}
        submitLabel={t`Transfer to upline`}
      />
    </form>
  );
}
