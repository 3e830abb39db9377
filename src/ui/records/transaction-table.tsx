/** The account record's list: time, type, wallet, signed amount, balance after, reference. */
import { useLingui } from '@lingui/react/macro';

import type { Transaction, Wallet } from '#contract/wallet-schemas.ts';

import { formatDateTime } from '@/lib/date-format';

import { RecordList, type RecordColumn } from './record-list';
import { SignedMoney } from './signed-money';
import { TRANSACTION_TYPE_LABELS } from './transaction-format';

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
  const columns: RecordColumn<Transaction>[] = [
    {
      key: 'time',
      label: t`Time`,
      primary: true,
      cell: (row) => <time dateTime={new Date(row.createdAt).toISOString()}>{formatDateTime(row.createdAt)}</time>,
    },
    { key: 'type', label: t`Type`, cell: (row) => i18n._(TRANSACTION_TYPE_LABELS[row.type]) },
    { key: 'wallet', label: t`Wallet`, cell: (row) => walletName(row.wallet) },
    {
      key: 'amount',
      label: t`Amount`,
      align: 'number',
      cell: (row) => <SignedMoney amount={row.amount} format={format} />,
    },
    { key: 'balance', label: t`Balance after`, align: 'number', cell: (row) => format(row.balanceAfter) },
    {
      key: 'reference',
      label: t`Reference`,
      cell: (row) => <span className="record-table__reference">{row.reference}</span>,
    },
  ];
  return (
    <RecordList
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      caption={caption}
      rowAttributes={(row) => ({ 'data-testid': 'transaction-row', 'data-type': row.type })}
    />
  );
}
