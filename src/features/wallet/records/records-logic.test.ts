import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import {
  addDays,
  canShiftForward,
  latestWindow,
  shiftWindow,
  startOfDay,
  windowDays,
  windowRange,
} from '@/lib/date-window';
import {
  amountSign,
  isTransactionType,
  signedMoney,
  TRANSACTION_TYPE_LABELS,
  TRANSACTION_TYPES,
} from '@/ui/records/transaction-format';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min).getTime();
const now = local(2024, 3, 15, 14, 30);

describe('date window', () => {
  it('the latest window ends at the end of today', () => {
    const week = latestWindow(7, now);
    expect(week.end).toBe(local(2024, 3, 16));
    expect(windowRange(week)).toEqual({ from: local(2024, 3, 9), to: local(2024, 3, 16) - 1 });
    expect(windowDays(week)).toEqual({ first: local(2024, 3, 9), last: local(2024, 3, 15) });
    expect(windowDays(latestWindow(30, now)).first).toBe(local(2024, 2, 15));
  });
  it('moves back and forward by its own length, never past today', () => {
    const week = latestWindow(7, now);
    expect(canShiftForward(week, now)).toBe(false);
    const previous = shiftWindow(week, -1, now);
    expect(windowDays(previous)).toEqual({ first: local(2024, 3, 2), last: local(2024, 3, 8) });
    expect(canShiftForward(previous, now)).toBe(true);
    expect(shiftWindow(previous, 1, now)).toEqual(week);
    expect(shiftWindow(week, 1, now)).toEqual(week);
    const month = shiftWindow(latestWindow(30, now), -1, now);
    expect(windowDays(month)).toEqual({ first: local(2024, 1, 16), last: local(2024, 2, 14) });
  });
  it('counts calendar days, not 24-hour blocks', () => {
    expect(startOfDay(local(2024, 3, 31, 23, 59))).toBe(local(2024, 3, 31));
    expect(addDays(local(2024, 3, 31), 1)).toBe(local(2024, 4, 1));
    expect(addDays(local(2024, 3, 1), -1)).toBe(local(2024, 2, 29));
  });
});

describe('transaction format', () => {
  const format = (amount: string) => (amount.startsWith('-') ? `-₱${amount.slice(1)}` : `₱${amount}`);
  it('signs amounts', () => {
    expect(amountSign('100.00')).toBe('plus');
    expect(amountSign('-0.01')).toBe('minus');
    expect(amountSign('0.00')).toBe('zero');
    expect(signedMoney('100.00', format)).toBe('+₱100.00');
    expect(signedMoney('-100.00', format)).toBe('-₱100.00');
    expect(signedMoney('0.00', format)).toBe('₱0.00');
  });
  it('names every type', () => {
    expect(TRANSACTION_TYPES).toContain('WITHDRAW_REFUND');
    for (const type of TRANSACTION_TYPES) expect(i18n._(TRANSACTION_TYPE_LABELS[type])).not.toBe('');
    expect(i18n._(TRANSACTION_TYPE_LABELS.UPLINE_TRANSFER)).toBe('Transfer from upline');
    expect(isTransactionType('BET')).toBe(true);
    expect(isTransactionType('')).toBe(false);
    expect(isTransactionType('bet')).toBe(false);
  });
});
