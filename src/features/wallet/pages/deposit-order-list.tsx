/** The member's deposit orders with their states, newest first. */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import type { DepositOrder } from '#contract/wallet-schemas.ts';

import { walletQueries } from '@/api/wallet/wallet-queries';
import { useBalance } from '@/hooks/use-balance';
import { formatDateTime } from '@/lib/date-format';
import { Pagination } from '@/ui/pagination';

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
      <table className="wallet-table" data-testid="deposit-orders">
        <thead>
          <tr>
            <th scope="col">{t`Time`}</th>
            <th scope="col">{t`Reference`}</th>
            <th scope="col">{t`Amount`}</th>
            <th scope="col">{t`State`}</th>
          </tr>
        </thead>
        <tbody>
          {content.map((o) => (
            <tr key={o.id} data-state={o.state}>
              <td>{formatDateTime(o.createdAt)}</td>
              <td>{o.reference}</td>
              <td>{format(o.amount)}</td>
              <td>{label(o.state)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination page={page} totalPages={orders.data?.totalPages ?? 1} onChange={setPage} />
    </section>
  );
}
