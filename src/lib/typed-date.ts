/**
 * Dates the user types or picks (spec §5 "Date formats yyyy-MM-dd, MM-dd-yyyy"): English and
 * Tagalog read month-day-year, as in the Philippines and the US; languages whose players write
 * the day first (Vietnamese, Hindi and the other Indian languages, Malay, Indonesian, the
 * European ones, Arabic, Roman Urdu…: docs/i18n.md) read day-month-year; Chinese,
 * Japanese, Korean, Thai, Sinhala, Nepali and Persian read year-month-day. On the wire a date is always ISO (yyyy-MM-dd), the value a native
 * `<input type="date">` gives; a browser without the picker shows a text box, where the
 * language's pattern is accepted as well.
 */

import { isoDayParts } from '#contract/age-rule.ts';

export type DatePattern = 'yyyy-MM-dd' | 'MM-dd-yyyy' | 'dd-MM-yyyy';

const MONTH_FIRST = new Set(['en', 'tl']);
const DAY_FIRST = new Set([
  'vi',
  'hi',
  'id',
  'ms',
  'my',
  'km',
  'lo',
  'bn',
  'ta',
  'te',
  'mr',
  'ur',
  'pt',
  'es',
  'fr',
  'de',
  'ru',
  'tr',
  'it',
  'ar',
]);

/** The pattern the language shows and accepts (the catalog locale, e.g. `tl`, `zh-CN`). */
export function datePattern(locale: string): DatePattern {
  const language = locale.split('-')[0]?.toLowerCase() ?? '';
  if (MONTH_FIRST.has(language)) return 'MM-dd-yyyy';
  return DAY_FIRST.has(language) ? 'dd-MM-yyyy' : 'yyyy-MM-dd';
}

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
/** Month-day-year or day-month-year, as the language reads it. */
const MDY = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** A real calendar day, as ISO, or null (no 31 February). */
function isoDay(year: number, month: number, day: number): string | null {
  const text = `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
  return isoDayParts(text) ? text : null;
}

/** The ISO day of what was typed or picked: ISO always, else the language's own order; else null. */
export function parseTypedDate(text: string, locale: string): string | null {
  const value = text.trim();
  const iso = ISO.exec(value);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const pattern = datePattern(locale);
  const parts = pattern === 'yyyy-MM-dd' ? null : MDY.exec(value);
  if (!parts) return null;
  const [first, second] = [Number(parts[1]), Number(parts[2])];
  return pattern === 'MM-dd-yyyy' ? isoDay(Number(parts[3]), first, second) : isoDay(Number(parts[3]), second, first);
}

/** An ISO day shown in the language's pattern. */
export function formatTypedDate(isoDate: string, locale: string): string {
  const match = ISO.exec(isoDate);
  if (!match) return isoDate;
  const pattern = datePattern(locale);
  if (pattern === 'MM-dd-yyyy') return `${match[2]}-${match[3]}-${match[1]}`;
  return pattern === 'dd-MM-yyyy' ? `${match[3]}-${match[2]}-${match[1]}` : isoDate;
}

/** Today's ISO day in the viewer's time zone. */
export function todayIso(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
