/**
 * Deposit record (personal centre): the member's deposit orders, with their state, amount, channel
 * and time, filtered by state and by a 7- or 30-day window (30 first: deposits are rarer than
 * bets), paged. It reads its row as the platform answers it (`rowQuery`); the filters, the list and
 * the pages are the state record's (`StateRecordList`).
 */
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { reportEndpoints } from '#contract/endpoints/report-endpoints.ts';
import type { DepositOrder, DepositRecord } from '#contract/wallet-schemas.ts';

import { rowQuery } from '@/api/row-query';
import { walletQueries } from '@/api/wallet/wallet-queries';
import { useBalance } from '@/hooks/use-balance';
import { formatDateTime } from '@/lib/date-format';
import { StateRecordList, useStateRecordFilters } from '@/ui/records/state-record-list';

import { useOrderStateLabel } from '../pages/deposit-order-list';

type State = DepositOrder['state'];
const STATES: readonly State[] = ['PENDING', 'APPROVED', 'REJECTED'];

export function DepositRecordPage() {
  const { t } = useLingui();
  const { format } = useBalance();
  const stateLabel = useOrderStateLabel();
  const filters = useStateRecordFilters<State>(30);
  const query = useQuery({
    ...rowQuery(reportEndpoints.depositRecords, filters.query, walletQueries.all()),
    placeholderData: keepPreviousData,
  });
  const channelKinds: Record<NonNullable<DepositRecord['channelType']>, string> = {
    BANK: t`Bank`,
    QR: t`QR payment`,
    EWALLET: t`E-wallet`,
  };
  const channel = (row: DepositRecord) => row.channelName || (row.channelType ? channelKinds[row.channelType] : '');

  return (
    <StateRecordList
      name="deposit"
      filters={filters}
      states={STATES}
      stateLabel={stateLabel}
      query={query}
      caption={t`Deposit record`}
      columns={[
        { key: 'time', label: t`Time`, cell: (row) => formatDateTime(row.createdAt) },
        { key: 'channel', label: t`Channel`, cell: channel },
        { key: 'amount', label: t`Amount`, align: 'number', primary: true, cell: (row) => format(row.amount) },
        { key: 'state', label: t`State`, cell: (row) => stateLabel(row.state) },
      ]}
    />
  );
}
