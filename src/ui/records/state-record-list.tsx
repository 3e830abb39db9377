/**
 * The body of a record page whose lines have a state (the deposit and withdrawal records): a state
 * filter and the 7- or 30-day window over a `PagedRecordList`. The page keeps
 * what is its own: the read (`rowQuery` of its row with `filters.query`, so the centre row's first
 * data is the same cache entry) and its columns. A changed filter goes back to the first page. Test
 * ids follow `name`: `<name>-record` (the page), `<name>-state` (the filter), `<name>-records` (the
 * list) and `<name>-record-row` with `data-state` (a line).
 */
import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';

import { latestWindow, RECORD_PAGE_SIZE, windowRange, type DateWindow, type WindowSpan } from '@/lib/date-window';

import { DateWindowControls } from './date-window-controls';
import { PagedRecordList } from './paged-record-list';
import type { RecordColumn } from './record-list';

/** The filters of a record page that opens on the latest `span` days, all states, first page. */
export function useStateRecordFilters<S extends string>(span: WindowSpan) {
  const [now] = useState(() => Date.now());
  const [state, setState] = useState<S | ''>('');
  const [period, setPeriod] = useState<DateWindow>(() => latestWindow(span, now));
  const [page, setPage] = useState(1);
  return {
    now,
    state,
    period,
    page,
    setPage,
    chooseState: (next: S | '') => {
      setState(next);
      setPage(1);
    },
    choosePeriod: (next: DateWindow) => {
      setPeriod(next);
      setPage(1);
    },
    /** What the page's row reads; its first value is the centre row's `firstRecordPage(span)`. */
    query: { state: state || undefined, ...windowRange(period), pageNo: page, pageSize: RECORD_PAGE_SIZE },
  };
}

interface StateRecordListProps<S extends string, Row extends { id: number; state: S }> {
  name: string;
  filters: ReturnType<typeof useStateRecordFilters<S>>;
  states: readonly S[];
  stateLabel: (state: S) => string;
  query: UseQueryResult<{ content: Row[]; totalPages: number }>;
  /** Names the list (the table's caption, the cards' label). */
  caption: string;
  columns: readonly RecordColumn<Row>[];
}

export function StateRecordList<S extends string, Row extends { id: number; state: S }>({
  name,
  filters,
  states,
  stateLabel,
  query,
  caption,
  columns,
}: StateRecordListProps<S, Row>) {
  const { t } = useLingui();
  const id = useId();
  const isState = (value: string): value is S => (states as readonly string[]).includes(value);
  return (
    <div className="wallet-page" data-testid={`${name}-record`}>
      <div className="record-filters" role="group" aria-label={t`Filters`}>
        <div className="field">
          <label htmlFor={`${id}-state`}>{t`State`}</label>
          <select
            id={`${id}-state`}
            data-testid={`${name}-state`}
            value={filters.state}
            onChange={(e) => filters.chooseState(isState(e.target.value) ? e.target.value : '')}
          >
            <option value="">{t`All states`}</option>
            {states.map((value) => (
              <option key={value} value={value}>
                {stateLabel(value)}
              </option>
            ))}
          </select>
        </div>
        <DateWindowControls period={filters.period} now={filters.now} onChange={filters.choosePeriod} />
      </div>
      <PagedRecordList
        query={query}
        page={filters.page}
        onPage={filters.setPage}
        caption={caption}
        testId={`${name}-records`}
        rowKey={(row) => row.id}
        rowAttributes={(row) => ({ 'data-testid': `${name}-record-row`, 'data-state': row.state })}
        columns={columns}
      />
    </div>
  );
}
