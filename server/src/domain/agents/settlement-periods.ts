/**
 * Settlement periods, in the platform's business time (Philippine time, UTC+8): real-time salary
 * every 5 minutes, hourly wage every hour, daily wage per business day, dividends per business
 * day, week (Monday to Sunday) or calendar month, as the contract's period type says.
 */
import type { ContractKind, PeriodType } from '#contract/agent-schemas.ts';

const OFFSET = 8 * 3_600_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface SettlementPeriod {
  start: Date;
  /** Exclusive. */
  end: Date;
}

/** Fixed period lengths in ms; null for calendar months. */
export function periodLength(kind: ContractKind, periodType: PeriodType): number | null {
  if (kind === 'REALTIME_SALARY') return 5 * MINUTE;
  if (kind === 'HOURLY_WAGE') return HOUR;
  if (kind === 'DAILY_WAGE') return DAY;
  return periodType === 'D' ? DAY : periodType === 'W' ? 7 * DAY : periodType === 'H' ? HOUR : null;
}

/** Where fixed-length buckets are counted from: a Monday business midnight (1970-01-05 00:00 +08:00). */
export const BUCKET_ORIGIN = 4 * DAY - OFFSET;

/** The period of `kind`/`periodType` containing `at`. */
export function periodAt(kind: ContractKind, periodType: PeriodType, at: Date): SettlementPeriod {
  const length = periodLength(kind, periodType);
  if (length !== null) {
    const start = at.getTime() - ((((at.getTime() - BUCKET_ORIGIN) % length) + length) % length);
    return { start: new Date(start), end: new Date(start + length) };
  }
  const local = new Date(at.getTime() + OFFSET);
  const start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - OFFSET;
  const end = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - OFFSET;
  return { start: new Date(start), end: new Date(end) };
}

/**
 * The first period of a contract whose coverage starts at `from`: from there to the end of the
 * period containing it (shorter than a whole period when `from` is not on the period's grid).
 */
export function firstPeriod(kind: ContractKind, periodType: PeriodType, from: Date): SettlementPeriod {
  return { start: from, end: periodAt(kind, periodType, from).end };
}

/**
 * Where a contract that covers from `startsAt` stops covering when it ends at `endedAt`: the start
 * of the partial period it is not paid for (docs/agents.md "Settlement"), never before `startsAt`.
 */
export function coverageEnd(kind: ContractKind, periodType: PeriodType, startsAt: Date, endedAt: Date): Date {
  const partial = periodAt(kind, periodType, endedAt).start;
  return partial > startsAt ? partial : startsAt;
}

/** The period after `period`. */
export function nextPeriod(kind: ContractKind, periodType: PeriodType, period: SettlementPeriod): SettlementPeriod {
  return periodAt(kind, periodType, period.end);
}
