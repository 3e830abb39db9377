/** Agent centre → my income (agentRevenueReport): wages and dividends paid to the agent in a period. */
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { agentQueries } from '@/api/agents/agent-queries';
import { Pagination } from '@/ui/pagination';
import { QueryState } from '@/ui/query-state';

import { ReportWindow, useReportWindow } from './report-window';
import { SettlementTable } from './settlement-table';

export function RevenuePage() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const window = useReportWindow(() => setPage(1));
  const query = useQuery({
    ...agentQueries.income({ ...window.range, pageNo: page }),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="agent-page" data-testid="agent-income">
      <ReportWindow {...window} />
      <QueryState query={query}>
        {(data) => (
          <>
            <SettlementTable data={data} caption={t`My income`} />
            <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
          </>
        )}
      </QueryState>
    </div>
  );
}
