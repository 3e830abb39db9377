/** Agent centre → team betting (personalHistoryCopy): the team's bets in a period, optionally one member's. */
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { agentQueries } from '@/api/agents/agent-queries';
import { useBalance } from '@/hooks/use-balance';
import { formatDateTime } from '@/lib/date-format';
import { Pagination } from '@/ui/pagination';
import { QueryState } from '@/ui/query-state';

import { ReportWindow } from './report-window';
import { useTeamReportFilter } from './use-team-report-filter';
import { UsernameFilter } from './username-filter';

export function TeamBettingPage() {
  const { t } = useLingui();
  const { format } = useBalance();
  const { window, page, setPage, filterByName, params } = useTeamReportFilter();
  const query = useQuery({ ...agentQueries.teamBets(params), placeholderData: keepPreviousData });
  return (
    <div className="agent-page" data-testid="team-betting">
      <ReportWindow {...window} />
      <UsernameFilter onApply={filterByName} />
      <QueryState query={query}>
        {(data) => (
          <>
            <dl className="agent-stats" data-testid="team-bet-totals">
              <div>
                <dt>{t`Bets`}</dt>
                <dd data-testid="team-bet-count">{data.totals.count}</dd>
              </div>
              <div>
                <dt>{t`Turnover`}</dt>
                <dd>{format(data.totals.stake)}</dd>
              </div>
              <div>
                <dt>{t`Valid bets`}</dt>
                <dd>{format(data.totals.validStake)}</dd>
              </div>
              <div>
                <dt>{t`Profit`}</dt>
                <dd data-testid="team-bet-profit">{format(data.totals.profit)}</dd>
              </div>
            </dl>
            {data.content.length === 0 ? (
              <p className="empty-state">{t`No records for this period.`}</p>
            ) : (
              <div className="record-table__scroll">
                <table className="record-table">
                  <caption className="visually-hidden">{t`Team betting`}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t`Time`}</th>
                      <th scope="col">{t`Username`}</th>
                      <th scope="col">{t`Game`}</th>
                      <th scope="col">{t`Stake`}</th>
                      <th scope="col">{t`Win`}</th>
                      <th scope="col">{t`Profit`}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.content.map((bet) => (
                      <tr key={bet.id}>
                        <td>{formatDateTime(bet.placedAt)}</td>
                        <td>{bet.username}</td>
                        <td>{bet.gameName}</td>
                        <td>{format(bet.stake)}</td>
                        <td>{bet.win === null ? '—' : format(bet.win)}</td>
                        <td>{bet.profit === null ? '—' : format(bet.profit)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
          </>
        )}
      </QueryState>
    </div>
  );
}
