/**
 * Betting record (personalHistoryCopy): the member's bets by period (7 or 30 days, moved back and
 * forward as the account record), category and provider; paged, with the filter's totals.
 */
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { reportEndpoints } from '#contract/endpoints/report-endpoints.ts';

import { rowQuery } from '@/api/row-query';
import { walletQueries } from '@/api/wallet/wallet-queries';
import { useBalance } from '@/hooks/use-balance';
import { latestWindow, RECORD_PAGE_SIZE, windowDays, windowRange, type DateWindow } from '@/lib/date-window';
import { Pagination } from '@/ui/pagination';
import { QueryState } from '@/ui/query-state';
import { DateWindowControls, dayText } from '@/ui/records/date-window-controls';

import { BetFilters, type BetFilterValues } from './bet-filters';
import { BetTable } from './bet-table';

export function BettingRecordPage() {
  const { t } = useLingui();
  const { format } = useBalance();
  const [now] = useState(() => Date.now());
  const [period, setPeriod] = useState<DateWindow>(() => latestWindow(7, now));
  const [filters, setFilters] = useState<BetFilterValues>({ category: '', vendor: '' });
  const [page, setPage] = useState(1);
  const { from, to } = windowRange(period);
  const query = useQuery({
    ...rowQuery(
      reportEndpoints.bets,
      {
        from,
        to,
        category: filters.category || undefined,
        vendor: filters.vendor || undefined,
        pageNo: page,
        pageSize: RECORD_PAGE_SIZE,
      },
      walletQueries.all(),
    ),
    placeholderData: keepPreviousData,
  });
  const { first, last } = windowDays(period);
  const firstDay = dayText(first);
  const lastDay = dayText(last);

  return (
    <div className="wallet-page" data-testid="betting-record">
      <div className="record-filters" role="group" aria-label={t`Filters`}>
        <BetFilters
          values={filters}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        <DateWindowControls
          period={period}
          now={now}
          onChange={(next) => {
            setPeriod(next);
            setPage(1);
          }}
        />
      </div>
      <QueryState query={query}>
        {(data) =>
          data.content.length === 0 ? (
            <p className="empty-state">{t`No bets for this period.`}</p>
          ) : (
            <>
              <BetTable
                rows={data.content}
                totals={data.totals}
                format={format}
                caption={t({
                  message: `Betting record from ${firstDay} to ${lastDay}`,
                  comment: 'firstDay, lastDay: dates',
                })}
              />
              <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
            </>
          )
        }
      </QueryState>
    </div>
  );
}
