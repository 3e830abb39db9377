/** Personal centre → My wallet: main and vendor wallets, transfer in/out, recall all (hidden for single-wallet merchants). */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { transferWallet } from '@/api/wallet/wallet-requests';
import { walletQueries } from '@/api/wallet/wallet-queries';
import { clearDraft } from '@/stores/draft-store';
import { checkAmount } from '@/lib/money';
import { useDraft } from '@/hooks/use-draft';
import { Field } from '@/ui/field';
import { QueryState } from '@/ui/query-state';
import { amountMessage } from '../amount-messages';
import { useBalance } from '../use-balance';
import { useMoneyAction } from '../use-money-action';

export function TransferFundPage() {
  const { t, i18n } = useLingui();
  const { balance, format } = useBalance();
  const isSingle = useQuery(walletQueries.merchantWallet()).data?.isSingle ?? false;
  const [values, set] = useDraft('transfer', { from: 'MAIN', to: '', amount: '' });
  const [amountError, setAmountError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const action = useMoneyAction();
  const wallets = balance.data?.balance ?? [];
  const vendors = wallets.filter((w) => w.accountName !== 'MAIN');
  const to = values.to || (values.from === 'MAIN' ? (vendors[0]?.accountName ?? '') : 'MAIN');
  const source = wallets.find((w) => w.accountName === values.from);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const checked = checkAmount(values.amount, { balance: source?.availBalance });
    setAmountError(checked.ok ? null : amountMessage(i18n, checked.problem));
    if (!checked.ok || !to || to === values.from) return;
    const body = { from: values.from, to, amount: checked.amount };
    const result = await action.run(JSON.stringify(body), (key) => transferWallet(body, key));
    if (result) {
      clearDraft('transfer');
      setDone(t`Transferred ${format(checked.amount)}.`);
    }
  };

  const recallAll = async () => {
    setDone(null);
    const result = await action.run(`recall-${Date.now()}`, (key) => transferWallet({ from: 'ALL', to: 'MAIN', amount: '0.00' }, key));
    if (result) setDone(t`All vendor wallets were moved back to the main wallet.`);
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
                  <th scope="row">{w.displayName}</th>
                  <td>{format(w.availBalance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
      {!isSingle && vendors.length > 0 && (
        <form className="auth-form" onSubmit={(e) => void onSubmit(e)} noValidate data-testid="transfer-form">
          <div className="field">
            <label htmlFor="transfer-from">{t`From`}</label>
            <select id="transfer-from" value={values.from} onChange={(e) => (set('from', e.target.value), set('to', ''))}>
              {wallets.map((w) => <option key={w.accountName} value={w.accountName}>{w.displayName}</option>)}
            </select>
          </div>
          <div className="field">
            <label htmlFor="transfer-to">{t`To`}</label>
            <select id="transfer-to" value={to} onChange={(e) => set('to', e.target.value)}>
              {wallets.filter((w) => w.accountName !== values.from).map((w) => <option key={w.accountName} value={w.accountName}>{w.displayName}</option>)}
            </select>
          </div>
          <Field label={t`Amount`} inputMode="decimal" value={values.amount} onChange={(v) => set('amount', v)} error={amountError} autoComplete="off" />
          {action.error && <p className="form-error" role="alert">{action.error}</p>}
          {done && <p className="form-success" role="status">{done}</p>}
          <div className="dialog-actions">
            <button type="submit" className="button button--primary" disabled={action.isBusy}>{t`Transfer`}</button>
            <button type="button" className="button button--ghost" disabled={action.isBusy} onClick={() => void recallAll()} data-testid="recall-all">{t`Recall all to main wallet`}</button>
          </div>
        </form>
      )}
    </section>
  );
}
