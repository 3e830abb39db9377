/** Agent centre → transaction details (agentDownlineTransactionDetailsCopy): team members' wallet movements. */
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { agentQueries } from '@/api/agents/agent-queries';
import { useBalance } from '@/hooks/use-balance';
import { formatDateTime } from '@/lib/date-format';
import { PagedRecordList } from '@/ui/records/paged-record-list';
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
      <PagedRecordList
        query={query}
        page={page}
        onPage={setPage}
        caption={t`Transaction details`}
        rowKey={(row) => row.id}
        columns={[
          { key: 'time', label: t`Time`, primary: true, cell: (row) => formatDateTime(row.createdAt) },
          { key: 'username', label: t`Username`, cell: (row) => row.username },
          {
            key: 'type',
            label: t`Type`,
            cell: (row) => (isTransactionType(row.type) ? i18n._(TRANSACTION_TYPE_LABELS[row.type]) : row.type),
          },
          {
            key: 'reference',
            label: t`Reference`,
            cell: (row) => <span className="record-table__reference">{row.reference}</span>,
          },
          { key: 'amount', label: t`Amount`, align: 'number', cell: (row) => format(row.amount) },
        ]}
      />
    </div>
  );
}
