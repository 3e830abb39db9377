import { describe, expect, it } from 'vitest';

import { checkAmount, formatMoney, fromMinor, toMinor } from './money';

describe('money', () => {
  it('round-trips minor units without floats', () => {
    expect(toMinor('1234.50')).toBe(123450n);
    expect(toMinor('-0.05')).toBe(-5n);
    expect(fromMinor(123450n)).toBe('1234.50');
    expect(fromMinor(-5n)).toBe('-0.05');
    expect(fromMinor(toMinor('0.10') + toMinor('0.20'))).toBe('0.30');
    expect(() => toMinor('1.5')).toThrow();
    expect(() => toMinor('1e3')).toThrow();
  });

  it('formats a plain number when the platform names no currency', () => {
    expect(formatMoney('1234.50', 'en', '')).toBe('1,234.50');
  });

  it('formats with Intl in the given locale and currency', () => {
    expect(formatMoney('1234.50', 'en', 'PHP')).toBe('₱1,234.50');
    expect(formatMoney('9999999999999.99', 'en', 'PHP')).toBe('₱9,999,999,999,999.99');
  });

  it('names each problem with a typed amount', () => {
    expect(checkAmount('')).toEqual({ ok: false, problem: 'empty' });
    expect(checkAmount('abc')).toEqual({ ok: false, problem: 'not-a-number' });
    expect(checkAmount('1e5')).toEqual({ ok: false, problem: 'not-a-number' });
    expect(checkAmount('-5')).toEqual({ ok: false, problem: 'negative' });
    expect(checkAmount('10.555')).toEqual({ ok: false, problem: 'too-many-decimals' });
    expect(checkAmount('0.00')).toEqual({ ok: false, problem: 'zero' });
    expect(checkAmount('50', { min: '100.00' })).toEqual({ ok: false, problem: 'below-min' });
    expect(checkAmount('60000', { max: '50000.00' })).toEqual({ ok: false, problem: 'above-max' });
    expect(checkAmount('1000.01', { balance: '1000.00' })).toEqual({ ok: false, problem: 'over-balance' });
    expect(checkAmount(' 1,000.5 ', { balance: '1000.50' })).toEqual({ ok: true, amount: '1000.50' });
    expect(checkAmount('100.')).toEqual({ ok: true, amount: '100.00' });
  });
});
