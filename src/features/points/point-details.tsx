/** Points details (ODSFE2_MemTransDet): every points movement with the balance after it. */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { pointQueries } from '@/api/points/point-queries';
import { intlLocale } from '@/i18n/supported-locales';
import { formatDateTime } from '@/lib/date-format';
import { Pagination } from '@/ui/pagination';
import { QueryState } from '@/ui/query-state';

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
          <table className="points-table" data-testid="point-details">
            <thead>
              <tr>
                <th scope="col">{t`Time`}</th>
                <th scope="col">{t`Type`}</th>
                <th scope="col">{t`Changed points`}</th>
                <th scope="col">{t`Balance`}</th>
              </tr>
            </thead>
            <tbody>
              {data.content.map((row) => (
                <tr key={row.id}>
                  <td>{formatDateTime(row.createdAt)}</td>
                  <td>{i18n._(POINT_KIND_LABELS[row.kind])}</td>
                  <td className={row.changedPoints < 0 ? 'amount--out' : 'amount--in'}>
                    {points.format(row.changedPoints)}
                  </td>
                  <td>{plain.format(row.balanceAfter)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
        </>
      )}
    </QueryState>
  );
}
