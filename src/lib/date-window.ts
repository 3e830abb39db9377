/**
 * The account record's date window: the last 7 or 30 days, movable back and forward by its own
 * length (never past today). Days are local calendar days; `end` is the exclusive local midnight.
 */

export type WindowSpan = 7 | 30;

export interface DateWindow {
  span: WindowSpan;
  /** Local midnight after the window's last day (exclusive), epoch ms. */
  end: number;
}

/** Local midnight at the start of the day containing `ms`. */
export function startOfDay(ms: number): number {
  const d = new Date(ms);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

/** Moves by whole calendar days (DST-safe: a day is not always 24 hours). */
export function addDays(ms: number, days: number): number {
  const d = new Date(ms);
  d.setDate(d.getDate() + days);
  return d.getTime();
}

/** The window ending today. */
export function latestWindow(span: WindowSpan, now: number): DateWindow {
  return { span, end: addDays(startOfDay(now), 1) };
}

/** One window earlier (-1) or later (+1); never later than the window ending today. */
export function shiftWindow(period: DateWindow, direction: -1 | 1, now: number): DateWindow {
  const latest = latestWindow(period.span, now);
  const end = addDays(period.end, direction * period.span);
  return { span: period.span, end: Math.min(end, latest.end) };
}

export function canShiftForward(period: DateWindow, now: number): boolean {
  return period.end < latestWindow(period.span, now).end;
}

/** Query bounds in epoch ms, both inclusive. */
export function windowRange(period: DateWindow): { from: number; to: number } {
  return { from: addDays(period.end, -period.span), to: period.end - 1 };
}

/** The bounds of the window ending today: what a record page asks for first. */
export function latestRange(span: WindowSpan, now: number): { from: number; to: number } {
  return windowRange(latestWindow(span, now));
}

/** Lines per page of a record page that reads a date window (betting, account, deposit, withdrawal). */
export const RECORD_PAGE_SIZE = 10;

/** A windowed record page's first read: the latest `span` days, first page (its centre row's first data). */
export function firstRecordPage(span: WindowSpan, now: number) {
  return { ...latestRange(span, now), pageNo: 1, pageSize: RECORD_PAGE_SIZE };
}

/** First and last day (local midnights) for display. */
export function windowDays(period: DateWindow): { first: number; last: number } {
  return { first: addDays(period.end, -period.span), last: addDays(period.end, -1) };
}
