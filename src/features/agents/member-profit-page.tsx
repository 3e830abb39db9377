/** Agent centre → user profit and loss (palStatementsAgentCopy): each team member's totals in a period. */
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { agentQueries } from '@/api/agents/agent-queries';
import { useBalance } from '@/hooks/use-balance';
import { PagedRecordList } from '@/ui/records/paged-record-list';

import { ReportWindow } from './report-window';
import { useTeamReportFilter } from './use-team-report-filter';
import { UsernameFilter } from './username-filter';

export function MemberProfitPage() {
  const { t } = useLingui();
  const { format } = useBalance();
  const { window, page, setPage, filterByName, params } = useTeamReportFilter();
  const query = useQuery({ ...agentQueries.memberProfit(params), placeholderData: keepPreviousData });
  return (
    <div className="agent-page" data-testid="member-profit">
      <ReportWindow {...window} />
      <UsernameFilter onApply={filterByName} />
      <PagedRecordList
        query={query}
        page={page}
        onPage={setPage}
        caption={t`User profit and loss`}
        rowKey={(row) => row.username}
        rowAttributes={(row) => ({ 'data-testid': `profit-${row.username}` })}
        columns={[
          { key: 'username', label: t`Username`, primary: true, cell: (row) => row.username },
          { key: 'count', label: t`Bets`, align: 'number', cell: (row) => row.count },
          { key: 'stake', label: t`Turnover`, align: 'number', cell: (row) => format(row.stake) },
          { key: 'validStake', label: t`Valid bets`, align: 'number', cell: (row) => format(row.validStake) },
          { key: 'win', label: t`Win`, align: 'number', cell: (row) => format(row.win) },
          { key: 'profit', label: t`Profit`, align: 'number', cell: (row) => format(row.profit) },
        ]}
      />
    </div>
  );
}
