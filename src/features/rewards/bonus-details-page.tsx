/**
 * Bonus details (bonusDetails): the bonus wagering still open before a withdrawal, and every bonus
 * credited to the member (bonuses and rewards, red envelopes, points converted, salaries,
 * dividends) by type and period, with the period's total.
 */
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';

import { BONUS_TYPES, type BonusType } from '#contract/reward-schemas.ts';

import { rewardQueries } from '@/api/rewards/reward-queries';
import { useBalance } from '@/hooks/use-balance';
import { latestWindow, windowDays, windowRange, type DateWindow } from '@/lib/date-window';
import { Pagination } from '@/ui/pagination';
import { QueryState } from '@/ui/query-state';
import { DateWindowControls, dayText } from '@/ui/records/date-window-controls';
import { TRANSACTION_TYPE_LABELS } from '@/ui/records/transaction-format';
import { TransactionTable } from '@/ui/records/transaction-table';

import { WageringProgress } from './wagering-progress';

const LABELS: Record<BonusType, MessageDescriptor> = TRANSACTION_TYPE_LABELS;
const isBonusType = (value: string): value is BonusType => (BONUS_TYPES as readonly string[]).includes(value);

export function BonusDetailsPage() {
  const { t, i18n } = useLingui();
  const id = useId();
  const { balance, format } = useBalance();
  const [now] = useState(() => Date.now());
  const [type, setType] = useState<BonusType | ''>('');
  const [period, setPeriod] = useState<DateWindow>(() => latestWindow(30, now));
  const [page, setPage] = useState(1);
  const { from, to } = windowRange(period);
  const query = useQuery({
    ...rewardQueries.bonuses({ type: type || undefined, from, to, pageNo: page }),
    placeholderData: keepPreviousData,
  });
  const { first, last } = windowDays(period);
  const firstDay = dayText(first);
  const lastDay = dayText(last);

  return (
    <div className="wallet-page" data-testid="bonus-details">
      <WageringProgress format={format} />
      <div className="record-filters" role="group" aria-label={t`Filters`}>
        <div className="field">
          <label htmlFor={`${id}-type`}>{t`Type`}</label>
          <select
            id={`${id}-type`}
            data-testid="bonus-type"
            value={type}
            onChange={(e) => {
              setType(isBonusType(e.target.value) ? e.target.value : '');
              setPage(1);
            }}
          >
            <option value="">{t`All bonuses`}</option>
            {BONUS_TYPES.map((value) => (
              <option key={value} value={value}>
                {i18n._(LABELS[value])}
              </option>
            ))}
          </select>
        </div>
        <DateWindowControls
          period={period}
          now={now}
          onChange={(next) => {
            setPeriod(next);
            setPage(1);
          }}
        />
      </div>
      <QueryState query={query}>
        {(data) =>
          data.content.length === 0 ? (
            <p className="empty-state">{t`No bonuses for this period.`}</p>
          ) : (
            <>
              <p className="profit-summary" data-testid="bonus-total">
                {t`Total bonuses`}: <strong>{format(data.total)}</strong>
              </p>
              <TransactionTable
                rows={data.content}
                wallets={balance.data?.balance ?? []}
                format={format}
                caption={t({
                  message: `Bonus details from ${firstDay} to ${lastDay}`,
                  comment: 'firstDay, lastDay: dates',
                })}
              />
              <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
            </>
          )
        }
      </QueryState>
    </div>
  );
}
