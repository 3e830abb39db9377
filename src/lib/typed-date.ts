/**
 * Dates the user types or picks (spec §5 "Date formats yyyy-MM-dd, MM-dd-yyyy"): English and
 * Tagalog read month-day-year, as in the Philippines and the US; the other shipped languages
 * read year-month-day. On the wire a date is always ISO (yyyy-MM-dd), the value a native
 * `<input type="date">` gives; a browser without the picker shows a text box, where the
 * language's pattern is accepted as well.
 */

import { isoDayParts } from '#contract/age-rule.ts';

export type DatePattern = 'yyyy-MM-dd' | 'MM-dd-yyyy';

const MONTH_FIRST = new Set(['en', 'tl']);

/** The pattern the language shows and accepts (the catalog locale, e.g. `tl`, `zh-CN`). */
export function datePattern(locale: string): DatePattern {
  return MONTH_FIRST.has(locale.split('-')[0]?.toLowerCase() ?? '') ? 'MM-dd-yyyy' : 'yyyy-MM-dd';
}

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const MDY = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** A real calendar day, as ISO, or null (no 31 February). */
function isoDay(year: number, month: number, day: number): string | null {
  const text = `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
  return isoDayParts(text) ? text : null;
}

/** The ISO day of what was typed or picked: ISO always, MM-dd-yyyy in month-first languages; else null. */
export function parseTypedDate(text: string, locale: string): string | null {
  const value = text.trim();
  const iso = ISO.exec(value);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const mdy = datePattern(locale) === 'MM-dd-yyyy' ? MDY.exec(value) : null;
  return mdy ? isoDay(Number(mdy[3]), Number(mdy[1]), Number(mdy[2])) : null;
}

/** An ISO day shown in the language's pattern. */
export function formatTypedDate(isoDate: string, locale: string): string {
  const match = ISO.exec(isoDate);
  if (!match) return isoDate;
  return datePattern(locale) === 'MM-dd-yyyy' ? `${match[2]}-${match[3]}-${match[1]}` : isoDate;
}

/** Today's ISO day in the viewer's time zone. */
export function todayIso(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
