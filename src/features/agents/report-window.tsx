/**
 * The agent reports' period: the last 7 or 30 days, moved back and forward by its own length (the
 * spec's previous/next 7 and 30 days), as the account record does.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import { formatDateTime } from '@/lib/date-format';
import {
  canShiftForward,
  latestWindow,
  shiftWindow,
  windowDays,
  windowRange,
  type DateWindow,
  type WindowSpan,
} from '@/lib/date-window';

const day = (ms: number) => formatDateTime(ms).slice(0, 10);

/** The window state, its query bounds and a setter that also resets paging. */
export function useReportWindow(onChange?: () => void) {
  const [now] = useState(() => Date.now());
  const [period, setPeriod] = useState<DateWindow>(() => latestWindow(7, now));
  const choose = (next: DateWindow) => {
    setPeriod(next);
    onChange?.();
  };
  return { period, range: windowRange(period), now, choose };
}

export function ReportWindow({
  period,
  now,
  choose,
}: {
  period: DateWindow;
  now: number;
  choose: (next: DateWindow) => void;
}) {
  const { t } = useLingui();
  const { first, last } = windowDays(period);
  const firstDay = day(first);
  const lastDay = day(last);
  const span = period.span;
  const isLatest = !canShiftForward(period, now);
  const preset = (s: WindowSpan) => choose(latestWindow(s, Date.now()));
  return (
    <div className="record-filters" role="group" aria-label={t`Period`}>
      <div className="record-filters__presets" role="group" aria-label={t`Period`}>
        <button
          type="button"
          className="button button--ghost"
          aria-pressed={span === 7 && isLatest}
          onClick={() => preset(7)}
        >{t`Last 7 days`}</button>
        <button
          type="button"
          className="button button--ghost"
          aria-pressed={span === 30 && isLatest}
          onClick={() => preset(30)}
        >{t`Last 30 days`}</button>
      </div>
      <div className="record-filters__window">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => choose(shiftWindow(period, -1, Date.now()))}
        >
          {plural(span, { one: 'Previous # day', other: 'Previous # days' })}
        </button>
        <output aria-live="polite">{t`${firstDay} to ${lastDay}`}</output>
        <button
          type="button"
          className="button button--ghost"
          disabled={isLatest}
          onClick={() => choose(shiftWindow(period, 1, Date.now()))}
        >
          {plural(span, { one: 'Next # day', other: 'Next # days' })}
        </button>
      </div>
    </div>
  );
}
