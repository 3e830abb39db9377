/**
 * Timestamps as both adapters return them: a `Date` for every timestamptz (and timestamp)
 * column, parsed here rather than by each driver's defaults, so repositories never see a string
 * and never convert. A timestamp without a zone is read as UTC (the schema has none; every column
 * is timestamptz).
 */

/** PostgreSQL type OIDs of the columns parsed here. */
export const TIMESTAMP_OIDS = { timestamp: 1114, timestamptz: 1184 } as const;

// ISO DateStyle output: '2026-01-02 03:04:05.678901+08', offsets may carry minutes and seconds.
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d+)?(?:([+-])(\d{2})(?::?(\d{2}))?(?::?(\d{2}))?|Z)?$/;

/** A timestamp column's text as a Date (microseconds dropped); anything else as `new Date` reads it. */
export function parseTimestamp(text: string): Date {
  const match = ISO.exec(text);
  if (!match) return new Date(text);
  const [, year, month, day, hour, minute, second, fraction, sign, offsetHours, offsetMinutes, offsetSeconds] = match;
  const utc = new Date(0);
  utc.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
  utc.setUTCHours(Number(hour), Number(minute), Number(second), Math.floor(Number(`0${fraction ?? ''}`) * 1000));
  const offsetMs =
    sign === undefined
      ? 0
      : (sign === '-' ? -1 : 1) *
        ((Number(offsetHours) * 60 + Number(offsetMinutes ?? 0)) * 60 + Number(offsetSeconds ?? 0)) *
        1000;
  return new Date(utc.getTime() - offsetMs);
}

/** The parsers both adapters install, by type OID. */
export const timestampParsers: Record<number, (text: string) => Date> = {
  [TIMESTAMP_OIDS.timestamp]: parseTimestamp,
  [TIMESTAMP_OIDS.timestamptz]: parseTimestamp,
};
