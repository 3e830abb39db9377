/** Personal profit and loss (personalProfit): stake, valid bet, win and profit per category for a period. */
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import type { ProfitReport } from '#contract/bet-schemas.ts';
import { reportEndpoints } from '#contract/endpoints/report-endpoints.ts';

import { rowQuery } from '@/api/row-query';
import { walletQueries } from '@/api/wallet/wallet-queries';
import { useBalance } from '@/hooks/use-balance';
import { latestWindow, windowDays, windowRange, type DateWindow } from '@/lib/date-window';
import { QueryState } from '@/ui/query-state';
import { DateWindowControls, dayText } from '@/ui/records/date-window-controls';
import { RecordList, type RecordColumn } from '@/ui/records/record-list';
import { SignedMoney } from '@/ui/records/signed-money';

import { BetFilters, type BetFilterValues } from './bet-filters';
import { categoryName } from './report-format';

type CategoryProfit = ProfitReport['categories'][number];

export function PersonalProfitPage() {
  const { t, i18n } = useLingui();
  const { format } = useBalance();
  const [now] = useState(() => Date.now());
  const [period, setPeriod] = useState<DateWindow>(() => latestWindow(7, now));
  const [filters, setFilters] = useState<BetFilterValues>({ category: '', vendor: '' });
  const { from, to } = windowRange(period);
  const query = useQuery({
    ...rowQuery(reportEndpoints.profit, { from, to, category: filters.category || undefined }, walletQueries.all()),
    placeholderData: keepPreviousData,
  });
  const { first, last } = windowDays(period);
  const firstDay = dayText(first);
  const lastDay = dayText(last);
  const columns: RecordColumn<CategoryProfit>[] = [
    { key: 'category', label: t`Category`, primary: true, cell: (row) => categoryName(i18n, row.category) },
    { key: 'count', label: t`Bets`, align: 'number', cell: (row) => row.count },
    { key: 'stake', label: t`Stake`, align: 'number', cell: (row) => format(row.stake) },
    { key: 'validStake', label: t`Valid bet`, align: 'number', cell: (row) => format(row.validStake) },
    { key: 'win', label: t`Win`, align: 'number', cell: (row) => format(row.win) },
    {
      key: 'profit',
      label: t`Profit`,
      align: 'number',
      cell: (row) => <SignedMoney amount={row.profit} format={format} />,
    },
  ];

  return (
    <div className="wallet-page" data-testid="personal-profit">
      <div className="record-filters" role="group" aria-label={t`Filters`}>
        <BetFilters values={filters} onChange={setFilters} withVendor={false} />
        <DateWindowControls period={period} now={now} onChange={setPeriod} />
      </div>
      <QueryState query={query}>
        {(report) => (
          <>
            <p className="profit-summary" data-testid="profit-total">
              {t`Profit and loss`}:{' '}
              <strong>
                <SignedMoney amount={report.total.profit} format={format} />
              </strong>
            </p>
            <RecordList
              columns={columns}
              rows={report.categories}
              rowKey={(row) => row.category}
              caption={t({
                message: `Profit and loss from ${firstDay} to ${lastDay}`,
                comment: 'firstDay, lastDay: dates',
              })}
              emptyText={t`No bets for this period.`}
              rowAttributes={(row) => ({ 'data-testid': 'profit-row', 'data-category': row.category })}
              totals={{
                category: t`Total`,
                count: report.total.count,
                stake: format(report.total.stake),
                validStake: format(report.total.validStake),
                win: format(report.total.win),
                profit: <SignedMoney amount={report.total.profit} format={format} />,
              }}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
