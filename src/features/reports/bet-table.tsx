/** The betting record's table: one row per bet, open bets marked as such, and the filter's totals. */
import { Plural, useLingui } from '@lingui/react/macro';

import type { BetRecord, BetTotals } from '#contract/bet-schemas.ts';

import { formatDateTime } from '@/lib/date-format';
import { amountSign, signedMoney } from '@/ui/records/transaction-format';

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
  return (
    <div className="record-table__scroll">
      <table className="record-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Time`}</th>
            <th scope="col">{t`Game`}</th>
            <th scope="col">{t`Bet number`}</th>
            <th scope="col" className="record-table__money">{t`Stake`}</th>
            <th scope="col" className="record-table__money">{t`Valid bet`}</th>
            <th scope="col" className="record-table__money">{t`Win`}</th>
            <th scope="col" className="record-table__money">{t`Profit`}</th>
            <th scope="col">{t`Status`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((bet) => (
            <tr
              key={bet.id}
              data-testid="bet-row"
              data-state={bet.state}
              data-reference={bet.reference}
              data-win={bet.win ?? ''}
            >
              <td>
                <time dateTime={new Date(bet.placedAt).toISOString()}>{formatDateTime(bet.placedAt)}</time>
              </td>
              <td>
                {bet.gameName}
                <span className="record-table__sub">
                  {categoryName(i18n, bet.category)} · {bet.vendor}
                </span>
              </td>
              <td className="record-table__reference">{bet.reference}</td>
              <td className="record-table__money">{format(bet.stake)}</td>
              <td className="record-table__money">{format(bet.validStake)}</td>
              <td className="record-table__money">{bet.win === null ? '—' : format(bet.win)}</td>
              <td className={`record-table__money${bet.profit === null ? '' : ` amount--${amountSign(bet.profit)}`}`}>
                {bet.profit === null ? '—' : signedMoney(bet.profit, format)}
              </td>
              <td>
                {bet.state === 'OPEN' ? (
                  <span className="bet-state bet-state--open">{t`Open, waiting for the result`}</span>
                ) : bet.state === 'CANCELLED' ? (
                  <span className="bet-state">{t`Cancelled`}</span>
                ) : (
                  <span className="bet-state">{t`Settled`}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-testid="bet-totals">
            <th scope="row" colSpan={3}>
              <Plural value={count} one="Total: # bet" other="Total: # bets" />
            </th>
            <td className="record-table__money" data-testid="total-stake">
              {format(totals.stake)}
            </td>
            <td className="record-table__money">{format(totals.validStake)}</td>
            <td className="record-table__money">{format(totals.win)}</td>
            <td className={`record-table__money amount--${amountSign(totals.profit)}`} data-testid="total-profit">
              {signedMoney(totals.profit, format)}
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
