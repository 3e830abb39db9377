/** Personal profit and loss (personalProfit): stake, valid bet, win and profit per category for a period. */
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { reportQueries } from '@/api/reports/report-queries';
import { useBalance } from '@/hooks/use-balance';
import { latestWindow, windowDays, windowRange, type DateWindow } from '@/lib/date-window';
import { QueryState } from '@/ui/query-state';
import { DateWindowControls, dayText } from '@/ui/records/date-window-controls';
import { amountSign, signedMoney } from '@/ui/records/transaction-format';

import { BetFilters, type BetFilterValues } from './bet-filters';
import { categoryName } from './report-format';

export function PersonalProfitPage() {
  const { t, i18n } = useLingui();
  const { format } = useBalance();
  const [now] = useState(() => Date.now());
  const [period, setPeriod] = useState<DateWindow>(() => latestWindow(7, now));
  const [filters, setFilters] = useState<BetFilterValues>({ category: '', vendor: '' });
  const { from, to } = windowRange(period);
  const query = useQuery({
    ...reportQueries.profit({ from, to, category: filters.category || undefined }),
    placeholderData: keepPreviousData,
  });
  const { first, last } = windowDays(period);
  const firstDay = dayText(first);
  const lastDay = dayText(last);

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
              <strong className={`amount--${amountSign(report.total.profit)}`}>
                {signedMoney(report.total.profit, format)}
              </strong>
            </p>
            {report.categories.length === 0 ? (
              <p className="empty-state">{t`No bets for this period.`}</p>
            ) : (
              <div className="record-table__scroll">
                <table className="record-table">
                  <caption className="visually-hidden">{t`Profit and loss from ${firstDay} to ${lastDay}`}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t`Category`}</th>
                      <th scope="col" className="record-table__money">{t`Bets`}</th>
                      <th scope="col" className="record-table__money">{t`Stake`}</th>
                      <th scope="col" className="record-table__money">{t`Valid bet`}</th>
                      <th scope="col" className="record-table__money">{t`Win`}</th>
                      <th scope="col" className="record-table__money">{t`Profit`}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.categories.map((row) => (
                      <tr key={row.category} data-testid="profit-row" data-category={row.category}>
                        <th scope="row">{categoryName(i18n, row.category)}</th>
                        <td className="record-table__money">{row.count}</td>
                        <td className="record-table__money">{format(row.stake)}</td>
                        <td className="record-table__money">{format(row.validStake)}</td>
                        <td className="record-table__money">{format(row.win)}</td>
                        <td className={`record-table__money amount--${amountSign(row.profit)}`}>
                          {signedMoney(row.profit, format)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row">{t`Total`}</th>
                      <td className="record-table__money">{report.total.count}</td>
                      <td className="record-table__money">{format(report.total.stake)}</td>
                      <td className="record-table__money">{format(report.total.validStake)}</td>
                      <td className="record-table__money">{format(report.total.win)}</td>
                      <td className={`record-table__money amount--${amountSign(report.total.profit)}`}>
                        {signedMoney(report.total.profit, format)}
                      </td>
                    </tr>
                  </tfoot>
                </table>
              </div>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
