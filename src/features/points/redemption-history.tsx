/** Redeem history: newest first with its state (in process, rejected, approved). */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { pointQueries } from '@/api/points/point-queries';
import { intlLocale } from '@/i18n/supported-locales';
import { formatDateTime } from '@/lib/date-format';
import { Pagination } from '@/ui/pagination';
import { QueryState } from '@/ui/query-state';
import { RecordList } from '@/ui/records/record-list';

import { REDEEM_STATE_LABELS } from './point-labels';

export function RedemptionHistory() {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const history = useQuery(pointQueries.redemptions(page, i18n.locale));
  const points = new Intl.NumberFormat(intlLocale(i18n.locale));
  return (
    <QueryState
      query={history}
      isEmpty={(d) => d.content.length === 0}
      emptyText={t`You have not redeemed any reward yet.`}
    >
      {(data) => (
        <>
          <RecordList
            caption={t`Redeem history`}
            testId="redeem-history"
            rows={data.content}
            rowKey={(row) => row.id}
            rowAttributes={(row) => ({ 'data-state': row.state })}
            columns={[
              { key: 'time', label: t`Time`, cell: (row) => formatDateTime(row.createdAt) },
              { key: 'reward', label: t`Reward`, primary: true, cell: (row) => row.rewardName },
              { key: 'quantity', label: t`Quantity`, cell: (row) => `${row.quantity} ${row.units}` },
              { key: 'points', label: t`Points`, align: 'number', cell: (row) => points.format(row.points) },
              {
                key: 'state',
                label: t`Status`,
                cell: (row) => (
                  <>
                    <span className={`status-tag status-tag--${row.state.toLowerCase()}`}>
                      {i18n._(REDEEM_STATE_LABELS[row.state])}
                    </span>
                    {row.remark && <small className="points-table__remark">{row.remark}</small>}
                  </>
                ),
              },
            ]}
          />
          <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
        </>
      )}
    </QueryState>
  );
}
