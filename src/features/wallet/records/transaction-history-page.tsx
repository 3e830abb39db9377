/**
 * Account record (personal centre): every balance change, filtered by type and by a 7- or 30-day
 * window that moves back and forward by its own length. Filters live in component state.
 */
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { walletQueries } from '@/api/wallet/wallet-queries';
import { formatDateTime } from '@/lib/date-format';
import { Pagination } from '@/ui/pagination';
import { QueryState } from '@/ui/query-state';
import { useBalance } from '../use-balance';
import { canShiftForward, latestWindow, shiftWindow, windowDays, windowRange, type DateWindow, type WindowSpan } from './date-window';
import { isTransactionType, TRANSACTION_TYPE_LABELS, TRANSACTION_TYPES, type TransactionType } from './transaction-format';
import { TransactionTable } from './transaction-table';

const day = (ms: number) => formatDateTime(ms).slice(0, 10);

export function TransactionHistoryPage() {
  const { t, i18n } = useLingui();
  const id = useId();
  const { balance, format } = useBalance();
  const [now] = useState(() => Date.now());
  const [type, setType] = useState<TransactionType | ''>('');
  const [period, setPeriod] = useState<DateWindow>(() => latestWindow(7, now));
  const [page, setPage] = useState(1);
  const { from, to } = windowRange(period);
  const query = useQuery({ ...walletQueries.transactions({ type: type || undefined, from, to, pageNo: page }), placeholderData: keepPreviousData });

  const { first, last } = windowDays(period);
  const firstDay = day(first);
  const lastDay = day(last);
  const span = period.span;
  const choose = (next: DateWindow) => {
    setPeriod(next);
    setPage(1);
  };
  const preset = (s: WindowSpan) => choose(latestWindow(s, Date.now()));
  const isLatest = !canShiftForward(period, now);

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
        <div className="record-filters__presets" role="group" aria-label={t`Period`}>
          <button type="button" className="button button--ghost" data-testid="preset-7" aria-pressed={span === 7 && isLatest} onClick={() => preset(7)}>
            {t`Last 7 days`}
          </button>
          <button type="button" className="button button--ghost" data-testid="preset-30" aria-pressed={span === 30 && isLatest} onClick={() => preset(30)}>
            {t`Last 30 days`}
          </button>
        </div>
        <div className="record-filters__window">
          <button type="button" className="button button--ghost" data-testid="window-previous" onClick={() => choose(shiftWindow(period, -1, Date.now()))}>
            {t`Previous ${span} days`}
          </button>
          <output data-testid="window-range" aria-live="polite">
            {t`${firstDay} to ${lastDay}`}
          </output>
          <button type="button" className="button button--ghost" data-testid="window-next" disabled={isLatest} onClick={() => choose(shiftWindow(period, 1, Date.now()))}>
            {t`Next ${span} days`}
          </button>
        </div>
      </div>
      <QueryState query={query}>
        {(data) =>
          data.content.length === 0 ? (
            <p className="empty-state">{t`No records for this period.`}</p>
          ) : (
            <>
              <TransactionTable rows={data.content} wallets={balance.data?.balance ?? []} format={format} caption={t`Account record from ${firstDay} to ${lastDay}`} />
              <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
            </>
          )
        }
      </QueryState>
    </div>
  );
}
