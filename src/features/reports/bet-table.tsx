/** The betting record's list: one row per bet, open bets marked as such, and the filter's totals. */
import { Plural, useLingui } from '@lingui/react/macro';

import type { BetRecord, BetTotals } from '#contract/bet-schemas.ts';

import { formatDateTime } from '@/lib/date-format';
import { RecordList, type RecordColumn } from '@/ui/records/record-list';
import { SignedMoney } from '@/ui/records/signed-money';

import { categoryName } from './report-format';

interface BetTableProps {
  rows: readonly BetRecord[];
  totals: BetTotals;
  format: (amount: string) => string;
  caption: string;
}

export function BetTable({ rows, totals, format, caption }: BetTableProps) {
  const { t, i18n } = useLingui();
  const count = totals.count;
  const columns: RecordColumn<BetRecord>[] = [
    {
      key: 'time',
      label: t`Time`,
      cell: (bet) => <time dateTime={new Date(bet.placedAt).toISOString()}>{formatDateTime(bet.placedAt)}</time>,
    },
    {
      key: 'game',
      label: t`Game`,
      primary: true,
      cell: (bet) => (
        <>
          {bet.gameName}
          <span className="record-table__sub">
            {categoryName(i18n, bet.category)} · {bet.vendor}
          </span>
        </>
      ),
    },
    {
      key: 'reference',
      label: t`Bet number`,
      cell: (bet) => <span className="record-table__reference">{bet.reference}</span>,
    },
    { key: 'stake', label: t`Stake`, align: 'number', cell: (bet) => format(bet.stake) },
    { key: 'validStake', label: t`Valid bet`, align: 'number', cell: (bet) => format(bet.validStake) },
    { key: 'win', label: t`Win`, align: 'number', cell: (bet) => (bet.win === null ? '—' : format(bet.win)) },
    {
      key: 'profit',
      label: t`Profit`,
      align: 'number',
      cell: (bet) => (bet.profit === null ? '—' : <SignedMoney amount={bet.profit} format={format} />),
    },
    {
      key: 'state',
      label: t`Status`,
      cell: (bet) =>
        bet.state === 'OPEN' ? (
          <span className="bet-state bet-state--open">{t`Open, waiting for the result`}</span>
        ) : bet.state === 'CANCELLED' ? (
          <span className="bet-state">{t`Cancelled`}</span>
        ) : (
          <span className="bet-state">
            {t({
              message: 'Settled',
              comment: 'Bet state: the result is in and the bet is paid or lost (not repaired, not agreed)',
            })}
          </span>
        ),
    },
  ];
  return (
    <RecordList
      columns={columns}
      rows={rows}
      rowKey={(bet) => bet.id}
      caption={caption}
      rowAttributes={(bet) => ({
        'data-testid': 'bet-row',
        'data-state': bet.state,
        'data-reference': bet.reference,
        'data-win': bet.win ?? '',
      })}
      totals={{
        game: <Plural value={count} one="Total: # bet" other="Total: # bets" comment="count: a number of bets" />,
        stake: <span data-testid="total-stake">{format(totals.stake)}</span>,
        validStake: format(totals.validStake),
        win: format(totals.win),
        profit: <SignedMoney amount={totals.profit} format={format} testId="total-profit" />,
      }}
      totalsAttributes={{ 'data-testid': 'bet-totals' }}
    />
  );
}
