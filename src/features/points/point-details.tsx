/** Points details (ODSFE2_MemTransDet): every points movement with the balance after it. */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { pointQueries } from '@/api/points/point-queries';
import { intlLocale } from '@/i18n/supported-locales';
import { formatDateTime } from '@/lib/date-format';
import { Pagination } from '@/ui/pagination';
import { QueryState } from '@/ui/query-state';
import { RecordList } from '@/ui/records/record-list';

import { POINT_KIND_LABELS } from './point-labels';

export function PointDetails() {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const entries = useQuery(pointQueries.entries(page));
  const points = new Intl.NumberFormat(intlLocale(i18n.locale), { signDisplay: 'exceptZero' });
  const plain = new Intl.NumberFormat(intlLocale(i18n.locale));
  return (
    <QueryState query={entries} isEmpty={(d) => d.content.length === 0} emptyText={t`No points movements yet.`}>
      {(data) => (
        <>
          <RecordList
            caption={t`Points details`}
            testId="point-details"
            rows={data.content}
            rowKey={(row) => row.id}
            columns={[
              { key: 'time', label: t`Time`, primary: true, cell: (row) => formatDateTime(row.createdAt) },
              { key: 'kind', label: t`Type`, cell: (row) => i18n._(POINT_KIND_LABELS[row.kind]) },
              {
                key: 'changed',
                label: t`Changed points`,
                align: 'number',
                cell: (row) => (
                  <span className={row.changedPoints < 0 ? 'amount--out' : 'amount--in'}>
                    {points.format(row.changedPoints)}
                  </span>
                ),
              },
              { key: 'balance', label: t`Balance`, align: 'number', cell: (row) => plain.format(row.balanceAfter) },
            ]}
          />
          <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
        </>
      )}
    </QueryState>
  );
}
