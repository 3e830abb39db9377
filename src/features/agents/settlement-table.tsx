/** Settled contract periods: the records pages (agentDailyWages2, agentHourSalary, agentDividendRecord2, real-time salary) and my income. */
import { useLingui } from '@lingui/react/macro';

import type { SettlementPage } from '#contract/agent-schemas.ts';

import { useBalance } from '@/hooks/use-balance';
import { formatDateTime } from '@/lib/date-format';

import { KIND_LABEL } from './contract-labels';

export function SettlementTable({ data, caption }: { data: SettlementPage; caption: string }) {
  const { t, i18n } = useLingui();
  const { format } = useBalance();
  if (data.content.length === 0) return <p className="empty-state">{t`No settlements yet.`}</p>;
  return (
    <div className="record-table__scroll">
      <table className="record-table" data-testid="settlement-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Period`}</th>
            <th scope="col">{t`Kind`}</th>
            <th scope="col">{t`Active members`}</th>
            <th scope="col">{t`Valid bets`}</th>
            <th scope="col">{t`Team profit and loss`}</th>
            <th scope="col">{t`Rate`}</th>
            <th scope="col">{t`Paid`}</th>
          </tr>
        </thead>
        <tbody>
          {data.content.map((row) => (
            <tr key={row.id} data-testid="settlement-row">
              <td>
                {formatDateTime(row.periodStart)} – {formatDateTime(row.periodEnd)}
              </td>
              <td>{i18n._(KIND_LABEL[row.kind])}</td>
              <td>{row.activeMembers}</td>
              <td>{format(row.validBet)}</td>
              <td>{format(row.profit)}</td>
              <td>{row.rate} %</td>
              <td>{format(row.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="agent-totals">{t`Total paid: ${format(data.total)}`}</p>
    </div>
  );
}
