/**
 * Withdrawal record (personal centre): the member's withdrawal requests, with their state, amount,
 * payout account (masked: the bank and the number's last 4 digits) and time, filtered by state and
 * by a 7- or 30-day window (30 first, as the deposit record), paged. The withdraw page keeps the
 * latest requests and their receipt actions; this page reads its row as the platform answers it.
 */
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { reportEndpoints } from '#contract/endpoints/report-endpoints.ts';
import type { WithdrawState } from '#contract/wallet-schemas.ts';

import { rowQuery } from '@/api/row-query';
import { walletQueries } from '@/api/wallet/wallet-queries';
import { useBalance } from '@/hooks/use-balance';
import { formatDateTime } from '@/lib/date-format';
import { StateRecordList, useStateRecordFilters } from '@/ui/records/state-record-list';

import { WITHDRAW_STATE_LABELS, withdrawalStateLabel } from '../withdraw/withdrawal-state';

/** In the order a request goes through them; a rejection ends it early. */
const STATES: readonly WithdrawState[] = [
  'PENDING',
  'APPROVED',
  'PAID',
  'RECEIVED',
  'NOT_RECEIVED',
  'AUTO_RECEIVED',
  'REJECTED',
];

export function WithdrawalRecordPage() {
  const { t, i18n } = useLingui();
  const { format } = useBalance();
  const filters = useStateRecordFilters<WithdrawState>(30);
  const query = useQuery({
    ...rowQuery(reportEndpoints.withdrawRecords, filters.query, walletQueries.all()),
    placeholderData: keepPreviousData,
  });

  return (
    <StateRecordList
      name="withdraw"
      filters={filters}
      states={STATES}
      stateLabel={(state) => i18n._(WITHDRAW_STATE_LABELS[state])}
      query={query}
      caption={t`Withdrawal record`}
      columns={[
        { key: 'time', label: t`Time`, cell: (row) => formatDateTime(row.createdAt) },
        {
          key: 'account',
          label: t`Bank card`,
          cell: (row) => [row.bankName, row.maskedNumber].filter(Boolean).join(' · '),
        },
        { key: 'amount', label: t`Amount`, align: 'number', primary: true, cell: (row) => format(row.amount) },
        { key: 'state', label: t`State`, cell: (row) => i18n._(withdrawalStateLabel(row)) },
      ]}
    />
  );
}
