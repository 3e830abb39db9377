/** Redeem history: newest first with its state (in process, rejected, approved). */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { pointQueries } from '@/api/points/point-queries';
import { intlLocale } from '@/i18n/supported-locales';
import { formatDateTime } from '@/lib/date-format';
import { Pagination } from '@/ui/pagination';
import { QueryState } from '@/ui/query-state';

import { REDEEM_STATE_LABELS } from './point-labels';

export function RedemptionHistory() {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const history = useQuery(pointQueries.redemptions(page));
  const points = new Intl.NumberFormat(intlLocale(i18n.locale));
  return (
    <QueryState
      query={history}
      isEmpty={(d) => d.content.length === 0}
      emptyText={t`You have not redeemed any reward yet.`}
    >
      {(data) => (
        <>
          <table className="points-table" data-testid="redeem-history">
            <thead>
              <tr>
                <th scope="col">{t`Time`}</th>
                <th scope="col">{t`Reward`}</th>
                <th scope="col">{t`Quantity`}</th>
                <th scope="col">{t`Points`}</th>
                <th scope="col">{t`Status`}</th>
              </tr>
            </thead>
            <tbody>
              {data.content.map((row) => (
                <tr key={row.id} data-state={row.state}>
                  <td>{formatDateTime(row.createdAt)}</td>
                  <td>{row.rewardName}</td>
                  <td>{`${row.quantity} ${row.units}`}</td>
                  <td>{points.format(row.points)}</td>
                  <td>
                    <span className={`status-tag status-tag--${row.state.toLowerCase()}`}>
                      {i18n._(REDEEM_STATE_LABELS[row.state])}
                    </span>
                    {row.remark && <small className="points-table__remark">{row.remark}</small>}
                  </td>
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
