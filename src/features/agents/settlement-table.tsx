/** Settled contract periods: the records pages (agentDailyWages2, agentHourSalary, agentDividendRecord2, real-time salary) and my income. */
import { useLingui } from '@lingui/react/macro';

import type { SettlementPage } from '#contract/agent-schemas.ts';

import { useBalance } from '@/hooks/use-balance';
import { formatDateTime } from '@/lib/date-format';
import { RecordList } from '@/ui/records/record-list';

import { KIND_LABEL } from './contract-labels';

export function SettlementTable({ data, caption }: { data: SettlementPage; caption: string }) {
  const { t, i18n } = useLingui();
  const { format } = useBalance();
  if (data.content.length === 0) return <p className="empty-state">{t`No settlements yet.`}</p>;
  return (
    <>
      <RecordList
        caption={caption}
        testId="settlement-table"
        rows={data.content}
        rowKey={(row) => row.id}
        rowAttributes={() => ({ 'data-testid': 'settlement-row' })}
        columns={[
          {
            key: 'period',
            label: t`Period`,
            primary: true,
            cell: (row) => `${formatDateTime(row.periodStart)} – ${formatDateTime(row.periodEnd)}`,
          },
          { key: 'kind', label: t`Kind`, cell: (row) => i18n._(KIND_LABEL[row.kind]) },
          { key: 'members', label: t`Active members`, align: 'number', cell: (row) => row.activeMembers },
          { key: 'validBet', label: t`Valid bets`, align: 'number', cell: (row) => format(row.validBet) },
          { key: 'profit', label: t`Team profit and loss`, align: 'number', cell: (row) => format(row.profit) },
          { key: 'rate', label: t`Rate`, align: 'number', cell: (row) => `${row.rate} %` },
          { key: 'paid', label: t`Paid`, align: 'number', cell: (row) => format(row.amount) },
        ]}
      />
      <p className="agent-totals">{t`Total paid: ${format(data.total)}`}</p>
    </>
  );
}
