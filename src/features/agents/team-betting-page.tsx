/** Agent centre → team betting (personalHistoryCopy): the team's bets in a period, optionally one member's. */
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { agentQueries } from '@/api/agents/agent-queries';
import { useBalance } from '@/hooks/use-balance';
import { formatDateTime } from '@/lib/date-format';
import { Pagination } from '@/ui/pagination';
import { QueryState } from '@/ui/query-state';
import { RecordList } from '@/ui/records/record-list';

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
            <RecordList
              caption={t`Team betting`}
              emptyText={t`No records for this period.`}
              rows={data.content}
              rowKey={(bet) => bet.id}
              rowAttributes={(bet) => ({ 'data-testid': 'team-bet-row', 'data-username': bet.username })}
              columns={[
                { key: 'time', label: t`Time`, cell: (bet) => formatDateTime(bet.placedAt) },
                { key: 'username', label: t`Username`, cell: (bet) => bet.username },
                { key: 'game', label: t`Game`, primary: true, cell: (bet) => bet.gameName },
                { key: 'stake', label: t`Stake`, align: 'number', cell: (bet) => format(bet.stake) },
                {
                  key: 'win',
                  label: t`Win`,
                  align: 'number',
                  cell: (bet) => (bet.win === null ? '—' : format(bet.win)),
                },
                {
                  key: 'profit',
                  label: t`Profit`,
                  align: 'number',
                  cell: (bet) => (bet.profit === null ? '—' : format(bet.profit)),
                },
              ]}
            />
            <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
          </>
        )}
      </QueryState>
    </div>
  );
}
