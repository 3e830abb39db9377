/** Agent centre → overview (agentTeamOverview): team size, active members, deposits, bets and P&L for a period. */
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { agentQueries } from '@/api/agents/agent-queries';
import { useBalance } from '@/hooks/use-balance';
import { QueryState } from '@/ui/query-state';

import { ReportWindow, useReportWindow } from './report-window';

export function TeamOverviewPage() {
  const { t } = useLingui();
  const { format } = useBalance();
  const window = useReportWindow();
  const query = useQuery({ ...agentQueries.overview(window.range), placeholderData: keepPreviousData });
  return (
    <div className="agent-page" data-testid="agent-overview">
      <ReportWindow {...window} />
      <QueryState query={query}>
        {(data) => (
          <dl className="agent-stats">
            <div>
              <dt>{t`Team size`}</dt>
              <dd data-testid="stat-team-size">{data.teamSize}</dd>
            </div>
            <div>
              <dt>{t`Active members`}</dt>
              <dd data-testid="stat-active">{data.activeMembers}</dd>
            </div>
            <div>
              <dt>{t`New members`}</dt>
              <dd>{data.newMembers}</dd>
            </div>
            <div>
              <dt>{t`Deposits`}</dt>
              <dd data-testid="stat-deposits">{format(data.deposits)}</dd>
            </div>
            <div>
              <dt>{t`Withdrawals`}</dt>
              <dd>{format(data.withdrawals)}</dd>
            </div>
            <div>
              <dt>{t`Bets`}</dt>
              <dd data-testid="stat-bets">{data.betCount}</dd>
            </div>
            <div>
              <dt>{t`Turnover`}</dt>
              <dd>{format(data.stake)}</dd>
            </div>
            <div>
              <dt>{t`Valid bets`}</dt>
              <dd>{format(data.validStake)}</dd>
            </div>
            <div>
              <dt>{t`Team profit and loss`}</dt>
              <dd data-testid="stat-profit">{format(data.profit)}</dd>
            </div>
          </dl>
        )}
      </QueryState>
    </div>
  );
}
