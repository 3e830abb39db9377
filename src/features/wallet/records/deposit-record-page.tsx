/**
 * Deposit record (personal centre): the member's deposit orders, with their state, amount, channel
 * and time, filtered by state and by a 7- or 30-day window (30 first: deposits are rarer than
 * bets), paged. It reads its row as the platform answers it (`rowQuery`); filters live in component state.
 */
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';

import { reportEndpoints } from '#contract/endpoints/report-endpoints.ts';
import type { DepositOrder, DepositRecord } from '#contract/wallet-schemas.ts';

import { rowQuery } from '@/api/row-query';
import { walletQueries } from '@/api/wallet/wallet-queries';
import { useBalance } from '@/hooks/use-balance';
import { formatDateTime } from '@/lib/date-format';
import { latestWindow, windowRange, type DateWindow } from '@/lib/date-window';
import { Pagination } from '@/ui/pagination';
import { QueryState } from '@/ui/query-state';
import { DateWindowControls } from '@/ui/records/date-window-controls';
import { RecordList } from '@/ui/records/record-list';

import { useOrderStateLabel } from '../pages/deposit-order-list';

type State = DepositOrder['state'];
const STATES: readonly State[] = ['PENDING', 'APPROVED', 'REJECTED'];
const isState = (value: string): value is State => (STATES as readonly string[]).includes(value);

export function DepositRecordPage() {
  const { t } = useLingui();
  const id = useId();
  const { format } = useBalance();
  const stateLabel = useOrderStateLabel();
  const [now] = useState(() => Date.now());
  const [state, setState] = useState<State | ''>('');
  const [period, setPeriod] = useState<DateWindow>(() => latestWindow(30, now));
  const [page, setPage] = useState(1);
  const query = useQuery({
    ...rowQuery(
      reportEndpoints.depositRecords,
      { state: state || undefined, ...windowRange(period), pageNo: page, pageSize: 10 },
      walletQueries.all(),
    ),
    placeholderData: keepPreviousData,
  });
  const channelKinds: Record<NonNullable<DepositRecord['channelType']>, string> = {
    BANK: t`Bank`,
    QR: t`QR payment`,
    EWALLET: t`E-wallet`,
  };
  const channel = (row: DepositRecord) => row.channelName || (row.channelType ? channelKinds[row.channelType] : '');

  return (
    <div className="wallet-page" data-testid="deposit-record">
      <div className="record-filters" role="group" aria-label={t`Filters`}>
        <div className="field">
          <label htmlFor={`${id}-state`}>{t`State`}</label>
          <select
            id={`${id}-state`}
            data-testid="deposit-state"
            value={state}
            onChange={(e) => {
              setState(isState(e.target.value) ? e.target.value : '');
              setPage(1);
            }}
          >
            <option value="">{t`All states`}</option>
            {STATES.map((value) => (
              <option key={value} value={value}>
                {stateLabel(value)}
              </option>
            ))}
          </select>
        </div>
        <DateWindowControls
          period={period}
          now={now}
          onChange={(next) => {
            setPeriod(next);
            setPage(1);
          }}
        />
      </div>
      <QueryState
        query={query}
        isEmpty={(data) => data.content.length === 0}
        emptyText={t`No records for this period.`}
      >
        {(data) => (
          <>
            <RecordList
              caption={t`Deposit record`}
              testId="deposit-records"
              rows={data.content}
              rowKey={(row) => row.id}
              rowAttributes={(row) => ({ 'data-testid': 'deposit-record-row', 'data-state': row.state })}
              columns={[
                { key: 'time', label: t`Time`, cell: (row) => formatDateTime(row.createdAt) },
                { key: 'channel', label: t`Channel`, cell: channel },
                { key: 'amount', label: t`Amount`, align: 'number', primary: true, cell: (row) => format(row.amount) },
                { key: 'state', label: t`State`, cell: (row) => stateLabel(row.state) },
              ]}
            />
            <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
          </>
        )}
      </QueryState>
    </div>
  );
}
