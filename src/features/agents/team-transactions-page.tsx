/** Agent centre → transaction details (agentDownlineTransactionDetailsCopy): team members' wallet movements. */
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { agentQueries } from '@/api/agents/agent-queries';
import { useBalance } from '@/hooks/use-balance';
import { formatDateTime } from '@/lib/date-format';
import { Pagination } from '@/ui/pagination';
import { QueryState } from '@/ui/query-state';
import { isTransactionType, TRANSACTION_TYPE_LABELS } from '@/ui/records/transaction-format';

import { ReportWindow } from './report-window';
import { useTeamReportFilter } from './use-team-report-filter';
import { UsernameFilter } from './username-filter';

export function TeamTransactionsPage() {
  const { t, i18n } = useLingui();
  const { format } = useBalance();
  const { window, page, setPage, filterByName, params } = useTeamReportFilter();
  const query = useQuery({ ...agentQueries.transactions(params), placeholderData: keepPreviousData });
  return (
    <div className="agent-page" data-testid="team-transactions">
      <ReportWindow {...window} />
      <UsernameFilter onApply={filterByName} />
      <QueryState
        query={query}
        isEmpty={(data) => data.content.length === 0}
        emptyText={t`No records for this period.`}
      >
        {(data) => (
          <>
            <table className="record-table">
              <caption className="visually-hidden">{t`Transaction details`}</caption>
              <thead>
                <tr>
                  <th scope="col">{t`Time`}</th>
                  <th scope="col">{t`Username`}</th>
                  <th scope="col">{t`Type`}</th>
                  <th scope="col">{t`Reference`}</th>
                  <th scope="col">{t`Amount`}</th>
                </tr>
              </thead>
              <tbody>
                {data.content.map((row) => (
                  <tr key={row.id}>
                    <td>{formatDateTime(row.createdAt)}</td>
                    <td>{row.username}</td>
                    <td>{isTransactionType(row.type) ? i18n._(TRANSACTION_TYPE_LABELS[row.type]) : row.type}</td>
                    <td>{row.reference}</td>
                    <td>{format(row.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
          </>
        )}
      </QueryState>
    </div>
  );
}
