import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { MoneySchema } from '#contract/money-schemas.ts';

import { requestHash } from './idempotency.ts';
import { makeReference, startOfBusinessDay } from './money-context.ts';
import { formatMoney, minorFromDb, parseAmount, parseSignedAmount } from './money.ts';
import { MAX_PROOF_BYTES, parseProofImage } from './proof-image.ts';

describe('money', () => {
  it('parses typed amounts strictly into minor units', () => {
    expect(parseAmount('100')).toBe(10_000n);
    expect(parseAmount('100.5')).toBe(10_050n);
    expect(parseAmount('100.05')).toBe(10_005n);
    expect(parseAmount('0')).toBe(0n);
    expect(parseAmount('9999999999999.99')).toBe(999_999_999_999_999n);
    for (const bad of [
      '',
      ' 1',
      '1.',
      '.5',
      '1.234',
      '-1',
      '+1',
      '1e3',
      '1,000.00',
      '0x10',
      '1.2.3',
      'NaN',
      '12345678901234',
    ]) {
      expect(parseAmount(bad), bad).toBeNull();
    }
  });

  it('parses signed operator amounts', () => {
    expect(parseSignedAmount('-50')).toBe(-5_000n);
    expect(parseSignedAmount('+10.10')).toBe(1_010n);
    expect(parseSignedAmount(' 7.5 ')).toBe(750n);
    expect(parseSignedAmount('--1')).toBeNull();
  });

  it('formats with exactly two decimals, matching MoneySchema', () => {
    const cases: [bigint, string][] = [
      [0n, '0.00'],
      [5n, '0.05'],
      [-5n, '-0.05'],
      [123_450n, '1234.50'],
      [-100_000n, '-1000.00'],
    ];
    for (const [minor, text] of cases) {
      expect(formatMoney(minor)).toBe(text);
      expect(v.is(MoneySchema, text)).toBe(true);
    }
    expect(formatMoney(parseAmount('0.1') ?? 0n)).toBe('0.10');
  });

  it('reads database integers exactly, beyond 2^53', () => {
    expect(minorFromDb('9007199254740993')).toBe(9_007_199_254_740_993n);
    expect(minorFromDb(null)).toBe(0n);
    expect(() => minorFromDb('1.5')).toThrow();
  });

  it('uses the Philippine business day for references and daily limits', () => {
    const lateUtc = new Date('2026-06-15T17:00:00Z'); // 01:00 on the 16th in Manila
    expect(makeReference('D', 42, lateUtc)).toBe('D20260616000042');
    expect(startOfBusinessDay(lateUtc).toISOString()).toBe('2026-06-15T16:00:00.000Z');
    expect(startOfBusinessDay(new Date('2026-06-15T15:59:59Z')).toISOString()).toBe('2026-06-14T16:00:00.000Z');
  });

  it('hashes request bodies independently of key order', () => {
    expect(requestHash('transfer', { a: 1, b: { c: 2, d: 3 } })).toBe(
      requestHash('transfer', { b: { d: 3, c: 2 }, a: 1 }),
    );
    expect(requestHash('transfer', { a: 1 })).not.toBe(requestHash('deposit', { a: 1 }));
  });

  it('accepts PNG and JPEG proofs by their bytes and refuses the rest', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]);
    expect(parseProofImage(`data:image/png;base64,${png.toString('base64')}`).type).toBe('image/png');
    expect(
      parseProofImage(`data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0]).toString('base64')}`).type,
    ).toBe('image/jpeg');
    // The declared type does not matter, the bytes do.
    expect(parseProofImage(`data:image/jpeg;base64,${png.toString('base64')}`).type).toBe('image/png');
    expect(() => parseProofImage(`data:image/png;base64,${Buffer.from('GIF89a').toString('base64')}`)).toThrow(
      'only PNG or JPEG',
    );
    expect(() => parseProofImage('data:image/gif;base64,R0lGOD')).toThrow('proofImage');
    expect(() => parseProofImage('not a data url')).toThrow('proofImage');
    const big = Buffer.alloc(MAX_PROOF_BYTES + 1);
    png.copy(big);
    expect(() => parseProofImage(`data:image/png;base64,${big.toString('base64')}`)).toThrow('larger than 5 MB');
    const limit = Buffer.alloc(MAX_PROOF_BYTES);
    png.copy(limit);
    expect(parseProofImage(`data:image/png;base64,${limit.toString('base64')}`).bytes.length).toBe(MAX_PROOF_BYTES);
  });
});
