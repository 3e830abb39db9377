/** Personal centre → My wallet: main and vendor wallets, transfer in/out, recall all (hidden for single-wallet merchants). */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { useTransferWallet } from '@/api/wallet/wallet-mutations';
import { walletQueries } from '@/api/wallet/wallet-queries';
import { useBalance } from '@/hooks/use-balance';
import { amountMessage } from '@/lib/amount-messages';
import { checkAmount } from '@/lib/money';
import { Field } from '@/ui/field';
import { FormFooter } from '@/ui/form-footer';
import { textFields } from '@/ui/form/form-rules';
import { useForm } from '@/ui/form/use-form';
import { QueryState } from '@/ui/query-state';

export function TransferFundPage() {
  const { t, i18n } = useLingui();
  const { balance, format } = useBalance();
  const isSingle = useQuery(walletQueries.merchantWallet()).data?.isSingle ?? false;
  const [done, setDone] = useState<string | null>(null);
  const transfer = useTransferWallet();
  const wallets = balance.data?.balance ?? [];
  const vendors = wallets.filter((w) => w.accountName !== 'MAIN');
  const targetOf = (typed: { from: string; to: string }) =>
    typed.to || (typed.from === 'MAIN' ? (vendors[0]?.accountName ?? '') : 'MAIN');
  const checked = (typed: { from: string; amount: string }) =>
    checkAmount(typed.amount, { balance: wallets.find((w) => w.accountName === typed.from)?.availBalance });
  const schema = textFields(['from', 'to', 'amount'], (typed) => {
    const amount = checked(typed);
    return { amount: amount.ok ? null : amountMessage(i18n, amount.problem) };
  });
  const form = useForm({
    schema,
    initial: { from: 'MAIN', to: '', amount: '' },
    draft: 'transfer',
    isPending: transfer.isPending,
    onSubmit: (typed) => {
      setDone(null);
      const amount = checked(typed);
      const to = targetOf(typed);
      if (!amount.ok || !to || to === typed.from) return;
      transfer.mutate(
        { from: typed.from, to, amount: amount.amount },
        {
          onSuccess: () => {
            form.reset();
            setDone(t`Transferred ${format(amount.amount)}.`);
          },
          onError: form.fail,
        },
      );
    },
  });
  const { values, set } = form;
  const to = targetOf(values);
  // The platform names its main wallet in one language; ours is translated. Vendors keep their brand names.
  const walletName = (w: (typeof wallets)[number]) => (w.accountName === 'MAIN' ? t`Main wallet` : w.displayName);

  const recallAll = () => {
    setDone(null);
    transfer.mutate(
      { from: 'ALL', to: 'MAIN', amount: '0.00' },
      { onSuccess: () => setDone(t`All vendor wallets were moved back to the main wallet.`), onError: form.fail },
    );
  };

  return (
    <section data-testid="transfer-fund">
      <QueryState query={balance}>
        {(data) => (
          <table className="wallet-table">
            <thead>
              <tr>
                <th scope="col">{t`Wallet`}</th>
                <th scope="col">{t`Available`}</th>
              </tr>
            </thead>
            <tbody>
              {data.balance.map((w) => (
                <tr key={w.accountName} data-wallet={w.accountName}>
                  <th scope="row">{walletName(w)}</th>
                  <td>{format(w.availBalance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
      {!isSingle && vendors.length > 0 && (
        <form className="auth-form" onSubmit={form.onSubmit} noValidate data-testid="transfer-form">
          <div className="field">
            <label htmlFor="transfer-from">{t`From`}</label>
            <select
              id="transfer-from"
              value={values.from}
              onChange={(e) => (set('from', e.target.value), set('to', ''))}
            >
              {wallets.map((w) => (
                <option key={w.accountName} value={w.accountName}>
                  {walletName(w)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="transfer-to">{t`To`}</label>
            <select id="transfer-to" value={to} onChange={(e) => set('to', e.target.value)}>
              {wallets
                .filter((w) => w.accountName !== values.from)
                .map((w) => (
                  <option key={w.accountName} value={w.accountName}>
                    {walletName(w)}
                  </option>
                ))}
            </select>
          </div>
          <Field label={t`Amount`} inputMode="decimal" {...form.field('amount')} autoComplete="off" />
          <FormFooter
            error={form.formError}
            success={done}
            isPending={transfer.isPending}
            submitLabel={t`Transfer`}
            secondary={
              <button
                type="button"
                className="button button--ghost"
                disabled={transfer.isPending}
                onClick={recallAll}
                data-testid="recall-all"
              >{t`Recall all to main wallet`}</button>
            }
          />
        </form>
      )}
    </section>
  );
}
