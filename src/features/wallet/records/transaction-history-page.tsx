/**
 * Account record (personal centre): every balance change, filtered by type and by a 7- or 30-day
 * window that moves back and forward by its own length. Filters live in component state.
 */
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';

import { reportEndpoints } from '#contract/endpoints/report-endpoints.ts';

import { rowQuery } from '@/api/row-query';
import { walletQueries } from '@/api/wallet/wallet-queries';
import { useBalance } from '@/hooks/use-balance';
import { latestWindow, RECORD_PAGE_SIZE, windowDays, windowRange, type DateWindow } from '@/lib/date-window';
import { Pagination } from '@/ui/pagination';
import { QueryState } from '@/ui/query-state';
import { DateWindowControls, dayText } from '@/ui/records/date-window-controls';
import {
  isTransactionType,
  TRANSACTION_TYPE_LABELS,
  TRANSACTION_TYPES,
  type TransactionType,
} from '@/ui/records/transaction-format';
import { TransactionTable } from '@/ui/records/transaction-table';

export function TransactionHistoryPage() {
  const { t, i18n } = useLingui();
  const id = useId();
  const { balance, format } = useBalance();
  const [now] = useState(() => Date.now());
  const [type, setType] = useState<TransactionType | ''>('');
  const [period, setPeriod] = useState<DateWindow>(() => latestWindow(7, now));
  const [page, setPage] = useState(1);
  const { from, to } = windowRange(period);
  const query = useQuery({
    ...rowQuery(
      reportEndpoints.transactions,
      { type: type || undefined, from, to, pageNo: page, pageSize: RECORD_PAGE_SIZE },
      walletQueries.all(),
    ),
    placeholderData: keepPreviousData,
  });

  const { first, last } = windowDays(period);
  const firstDay = dayText(first);
  const lastDay = dayText(last);
  const choose = (next: DateWindow) => {
    setPeriod(next);
    setPage(1);
  };

  return (
    <div className="wallet-page" data-testid="transaction-history">
      <div className="record-filters" role="group" aria-label={t`Filters`}>
        <div className="field">
          <label htmlFor={`${id}-type`}>{t`Type`}</label>
          <select
            id={`${id}-type`}
            data-testid="transaction-type"
            value={type}
            onChange={(e) => {
              setType(isTransactionType(e.target.value) ? e.target.value : '');
              setPage(1);
            }}
          >
            <option value="">{t`All types`}</option>
            {TRANSACTION_TYPES.map((value) => (
              <option key={value} value={value}>
                {i18n._(TRANSACTION_TYPE_LABELS[value])}
              </option>
            ))}
          </select>
        </div>
        <DateWindowControls period={period} now={now} onChange={choose} />
      </div>
      <QueryState query={query}>
        {(data) =>
          data.content.length === 0 ? (
            <p className="empty-state">{t`No records for this period.`}</p>
          ) : (
            <>
              <TransactionTable
                rows={data.content}
                wallets={balance.data?.balance ?? []}
                format={format}
                caption={t({
                  message: `Account record from ${firstDay} to ${lastDay}`,
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
