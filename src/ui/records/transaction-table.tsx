/** The account record's table: time, type, wallet, signed amount, balance after, reference. */
import { useLingui } from '@lingui/react/macro';

import type { Transaction, Wallet } from '#contract/wallet-schemas.ts';

import { formatDateTime } from '@/lib/date-format';

import { amountSign, signedMoney, TRANSACTION_TYPE_LABELS } from './transaction-format';

interface TransactionTableProps {
  rows: readonly Transaction[];
  wallets: readonly Wallet[];
  format: (amount: string) => string;
  caption: string;
}

export function TransactionTable({ rows, wallets, format, caption }: TransactionTableProps) {
  const { t, i18n } = useLingui();
  const walletName = (code: string) =>
    code === 'MAIN' ? t`Main wallet` : (wallets.find((w) => w.accountName === code)?.displayName ?? code);
  return (
    <div className="record-table__scroll">
      <table className="record-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Time`}</th>
            <th scope="col">{t`Type`}</th>
            <th scope="col">{t`Wallet`}</th>
            <th scope="col" className="record-table__money">{t`Amount`}</th>
            <th scope="col" className="record-table__money">{t`Balance after`}</th>
            <th scope="col">{t`Reference`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid="transaction-row" data-type={row.type}>
              <td>
                <time dateTime={new Date(row.createdAt).toISOString()}>{formatDateTime(row.createdAt)}</time>
              </td>
              <td>{i18n._(TRANSACTION_TYPE_LABELS[row.type])}</td>
              <td>{walletName(row.wallet)}</td>
              <td className={`record-table__money amount--${amountSign(row.amount)}`}>
                {signedMoney(row.amount, format)}
              </td>
              <td className="record-table__money">{format(row.balanceAfter)}</td>
              <td className="record-table__reference">{row.reference}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
