/** The member's deposit orders with their states, newest first. */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import type { DepositOrder } from '#contract/wallet-schemas.ts';

import { walletQueries } from '@/api/wallet/wallet-queries';
import { useBalance } from '@/hooks/use-balance';
import { formatDateTime } from '@/lib/date-format';
import { Pagination } from '@/ui/pagination';
import { RecordList } from '@/ui/records/record-list';

/** Translated names of deposit order states. */
export function useOrderStateLabel() {
  const { t } = useLingui();
  const labels: Record<DepositOrder['state'], string> = {
    PENDING: t`Waiting for approval`,
    APPROVED: t`Approved`,
    REJECTED: t`Rejected`,
  };
  return (state: DepositOrder['state']) => labels[state];
}

export function DepositOrderList() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const orders = useQuery(walletQueries.depositOrders(page));
  const { format } = useBalance();
  const label = useOrderStateLabel();
  const content = orders.data?.content ?? [];
  if (content.length === 0) return null;
  return (
    <section aria-labelledby="deposit-orders">
      <h3 id="deposit-orders">{t`My deposits`}</h3>
      <RecordList
        caption={t`My deposits`}
        testId="deposit-orders"
        rows={content}
        rowKey={(o) => o.id}
        rowAttributes={(o) => ({ 'data-state': o.state })}
        columns={[
          { key: 'time', label: t`Time`, cell: (o) => formatDateTime(o.createdAt) },
          {
            key: 'reference',
            label: t`Reference`,
            cell: (o) => <span className="record-table__reference">{o.reference}</span>,
          },
          { key: 'amount', label: t`Amount`, align: 'number', primary: true, cell: (o) => format(o.amount) },
          { key: 'state', label: t`State`, cell: (o) => label(o.state) },
        ]}
      />
      <Pagination page={page} totalPages={orders.data?.totalPages ?? 1} onChange={setPage} />
    </section>
  );
}
