/** Agent centre → user profit and loss (palStatementsAgentCopy): each team member's totals in a period. */
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { agentQueries } from '@/api/agents/agent-queries';
import { useBalance } from '@/hooks/use-balance';
import { Pagination } from '@/ui/pagination';
import { QueryState } from '@/ui/query-state';

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
      <QueryState
        query={query}
        isEmpty={(data) => data.content.length === 0}
        emptyText={t`No records for this period.`}
      >
        {(data) => (
          <>
            <table className="record-table">
              <caption className="visually-hidden">{t`User profit and loss`}</caption>
              <thead>
                <tr>
                  <th scope="col">{t`Username`}</th>
                  <th scope="col">{t`Bets`}</th>
                  <th scope="col">{t`Turnover`}</th>
                  <th scope="col">{t`Valid bets`}</th>
                  <th scope="col">{t`Win`}</th>
                  <th scope="col">{t`Profit`}</th>
                </tr>
              </thead>
              <tbody>
                {data.content.map((row) => (
                  <tr key={row.username} data-testid={`profit-${row.username}`}>
                    <td>{row.username}</td>
                    <td>{row.count}</td>
                    <td>{format(row.stake)}</td>
                    <td>{format(row.validStake)}</td>
                    <td>{format(row.win)}</td>
                    <td>{format(row.profit)}</td>
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
