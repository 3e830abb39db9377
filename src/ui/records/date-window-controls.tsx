/**
 * The record pages' period controls: last 7 / last 30 days presets and moving the window back and
 * forward by its own length (never past today). Shared by the account and betting records.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

import { formatDateTime } from '@/lib/date-format';
import {
  canShiftForward,
  latestWindow,
  shiftWindow,
  windowDays,
  type DateWindow,
  type WindowSpan,
} from '@/lib/date-window';

export const dayText = (ms: number) => formatDateTime(ms).slice(0, 10);

interface DateWindowControlsProps {
  period: DateWindow;
  /** When the page opened: the window may not move past this day. */
  now: number;
  onChange: (next: DateWindow) => void;
}

export function DateWindowControls({ period, now, onChange }: DateWindowControlsProps) {
  const { t } = useLingui();
  const { first, last } = windowDays(period);
  const firstDay = dayText(first);
  const lastDay = dayText(last);
  const span = period.span;
  const isLatest = !canShiftForward(period, now);
  const preset = (s: WindowSpan) => onChange(latestWindow(s, Date.now()));
  return (
    <>
      <div className="record-filters__presets" role="group" aria-label={t`Period`}>
        <button
          type="button"
          className="button button--ghost"
          data-testid="preset-7"
          aria-pressed={span === 7 && isLatest}
          onClick={() => preset(7)}
        >
          {t`Last 7 days`}
        </button>
        <button
          type="button"
          className="button button--ghost"
          data-testid="preset-30"
          aria-pressed={span === 30 && isLatest}
          onClick={() => preset(30)}
        >
          {t`Last 30 days`}
        </button>
      </div>
      <div className="record-filters__window">
        <button
          type="button"
          className="button button--ghost"
          data-testid="window-previous"
          onClick={() => onChange(shiftWindow(period, -1, Date.now()))}
        >
          {t({
            message: plural(span, { one: 'Previous # day', other: 'Previous # days' }),
            comment: 'span: the number of days in the report period',
          })}
        </button>
        <output data-testid="window-range" aria-live="polite">
          {t({ message: `${firstDay} to ${lastDay}`, comment: 'firstDay, lastDay: the dates of a report period' })}
        </output>
        <button
          type="button"
          className="button button--ghost"
          data-testid="window-next"
          disabled={isLatest}
          onClick={() => onChange(shiftWindow(period, 1, Date.now()))}
        >
          {t({
            message: plural(span, { one: 'Next # day', other: 'Next # days' }),
            comment: 'span: the number of days in the report period',
          })}
        </button>
      </div>
    </>
  );
}
