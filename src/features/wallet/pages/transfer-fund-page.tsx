/** Personal centre → My wallet: main and vendor wallets, transfer in/out, recall all (hidden for single-wallet merchants). */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import { useTransferWallet } from '@/api/wallet/wallet-mutations';
import { walletQueries } from '@/api/wallet/wallet-queries';
import { useBalance } from '@/hooks/use-balance';
import { useDraft } from '@/hooks/use-draft';
import { amountMessage } from '@/lib/amount-messages';
import { checkAmount } from '@/lib/money';
import { clearDraft } from '@/stores/draft-store';
import { Field } from '@/ui/field';
import { FormFooter } from '@/ui/form-footer';
import { QueryState } from '@/ui/query-state';

export function TransferFundPage() {
  const { t, i18n } = useLingui();
  const { balance, format } = useBalance();
  const isSingle = useQuery(walletQueries.merchantWallet()).data?.isSingle ?? false;
  const [values, set] = useDraft('transfer', { from: 'MAIN', to: '', amount: '' });
  const [amountError, setAmountError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const transfer = useTransferWallet();
  const wallets = balance.data?.balance ?? [];
  const vendors = wallets.filter((w) => w.accountName !== 'MAIN');
  const to = values.to || (values.from === 'MAIN' ? (vendors[0]?.accountName ?? '') : 'MAIN');
  const source = wallets.find((w) => w.accountName === values.from);
  // The platform names its main wallet in one language; ours is translated. Vendors keep their brand names.
  const walletName = (w: (typeof wallets)[number]) => (w.accountName === 'MAIN' ? t`Main wallet` : w.displayName);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const checked = checkAmount(values.amount, { balance: source?.availBalance });
    setAmountError(checked.ok ? null : amountMessage(i18n, checked.problem));
    if (!checked.ok || !to || to === values.from) return;
    const body = { from: values.from, to, amount: checked.amount };
    transfer.mutate(body, {
      onSuccess: () => {
        clearDraft('transfer');
        setDone(t`Transferred ${format(checked.amount)}.`);
      },
    });
  };

  const recallAll = () => {
    setDone(null);
    transfer.mutate(
      { from: 'ALL', to: 'MAIN', amount: '0.00' },
      { onSuccess: () => setDone(t`All vendor wallets were moved back to the main wallet.`) },
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
        <form className="auth-form" onSubmit={onSubmit} noValidate data-testid="transfer-form">
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
          <Field
            label={t`Amount`}
            inputMode="decimal"
            value={values.amount}
            onChange={(v) => set('amount', v)}
            error={amountError}
            autoComplete="off"
          />
          <FormFooter
            error={transfer.error}
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
