/** Transfer to a downline (team management): amount and payment password, one idempotent money action. */
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { agentQueries } from '@/api/agents/agent-queries';
import { transferToDownline } from '@/api/agents/agent-requests';
import { checkAmount } from '@/lib/money';
import { Field } from '@/ui/field';
import { amountMessage } from '@/features/wallet/amount-messages';
import { useBalance } from '@/features/wallet/use-balance';
import { useMoneyAction } from '@/features/wallet/use-money-action';
import { PaymentPasswordField } from '@/features/wallet/withdraw/payment-password-field';

export function DownlineTransferForm({ username }: { username: string }) {
  const { t, i18n } = useLingui();
  const { balance, format } = useBalance();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ amount: '', paymentPassword: '' });
  const [errors, setErrors] = useState<{ amount?: string | null; paymentPassword?: string | null }>({});
  const [done, setDone] = useState<string | null>(null);
  const action = useMoneyAction();
  const main = balance.data?.balance.find((w) => w.accountName === 'MAIN');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const checked = checkAmount(values.amount, { balance: main?.availBalance });
    const found = {
      amount: checked.ok ? null : amountMessage(i18n, checked.problem),
      paymentPassword: /^\d{6}$/.test(values.paymentPassword) ? null : t`Enter your 6-digit payment password.`,
    };
    setErrors(found);
    if (!checked.ok || found.paymentPassword) return;
    const body = { username, amount: checked.amount, paymentPassword: values.paymentPassword };
    const result = await action.run(JSON.stringify({ username, amount: body.amount }), (key) => transferToDownline(body, key));
    if (result) {
      setValues({ amount: '', paymentPassword: '' });
      setDone(t`Transferred ${format(checked.amount)} to ${username}.`);
      void queryClient.invalidateQueries({ queryKey: agentQueries.all() });
    }
  };

  return (
    <form className="auth-form" onSubmit={(e) => void onSubmit(e)} noValidate data-testid="downline-transfer-form">
      {main && <p>{t`Available: ${format(main.availBalance)}`}</p>}
      <Field label={t`Amount`} name="amount" inputMode="decimal" autoComplete="off" value={values.amount} onChange={(v) => setValues((p) => ({ ...p, amount: v }))} error={errors.amount} />
      <PaymentPasswordField value={values.paymentPassword} onChange={(v) => setValues((p) => ({ ...p, paymentPassword: v }))} error={errors.paymentPassword} />
      {action.error && <p className="form-error" role="alert">{action.error}</p>}
      {done && <p className="form-success" role="status">{done}</p>}
      <button type="submit" className="button button--primary button--block" disabled={action.isBusy}>{t`Transfer to ${username}`}</button>
    </form>
  );
}
