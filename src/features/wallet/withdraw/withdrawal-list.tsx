/** The member's withdrawal requests, newest first, 10 per page. */
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';

import { walletQueries } from '@/api/wallet/wallet-queries';
import { useBalance } from '@/hooks/use-balance';
import { Pagination } from '@/ui/pagination';
import { QueryState } from '@/ui/query-state';

import { WithdrawalRow } from './withdrawal-row';
import { newestFirst } from './withdrawal-state';

export function WithdrawalList() {
  const { t } = useLingui();
  const id = useId();
  const [page, setPage] = useState(1);
  const { format } = useBalance();
  const query = useQuery({ ...walletQueries.withdrawals(page), placeholderData: keepPreviousData });
  return (
    <section className="wallet-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t`Withdrawal requests`}</h3>
      <QueryState query={query}>
        {(data) => (
          <>
            <ul className="withdraw-list" data-testid="withdraw-list" aria-busy={query.isPlaceholderData || undefined}>
              {newestFirst(data.content).map((withdrawal) => (
                <WithdrawalRow key={withdrawal.id} withdrawal={withdrawal} format={format} />
              ))}
            </ul>
            {data.content.length === 0 && <p className="empty-state">{t`No withdrawal requests yet.`}</p>}
            <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
          </>
        )}
      </QueryState>
    </section>
  );
}
