/**
 * One payout number, one key (docs/security.md "Bonus farming"): every spelling of a number —
 * country code with or without `+`, `00` or `0` before it, a trunk zero, extra leading zeros,
 * spaces and dashes — gives the same key, and the database's `payout_number_key` (migration 034,
 * which `bank_cards.number_key` is generated from) agrees with the TypeScript rule on every input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Db } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { testBackends, type TestDatabase } from '../../db/test-databases.ts';
import { payoutNumberKey } from './payout-number-key.ts';

/** Each row: spellings that are one account, and the key they share. */
const SAME: [key: string, spellings: string[]][] = [
  [
    '09175559451',
    [
      '9175559451',
      '09175559451',
      '639175559451',
      '+63 917-555-9451',
      '+639175559451',
      '00639175559451',
      '0639175559451',
      '6309175559451',
      '+63 (0) 917 555 9451',
      '0009175559451',
      '00 63 917 555 9451',
    ],
  ],
  ['5550001111', ['5550001111', '05550001111', '005550001111', '555-000-1111']],
  ['1234567890123', ['1234567890123', '0001234567890123']],
  // 63 followed by a number that is not a mobile number stays as it is: a bank account.
  ['6312345678', ['6312345678', '06312345678']],
];

describe('payoutNumberKey', () => {
  it.each(SAME)('gives every spelling of %s that key', (key, spellings) => {
    expect(spellings.map(payoutNumberKey)).toEqual(spellings.map(() => key));
  });

  it('keeps different numbers apart', () => {
    const keys = new Set(SAME.map(([, spellings]) => payoutNumberKey(spellings[0] ?? '')));
    expect(keys.size).toBe(SAME.length);
    expect(payoutNumberKey('9175559452')).not.toBe(payoutNumberKey('9175559451'));
  });
});

describe.each(testBackends())('payout_number_key on $name', (backend) => {
  let handle: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    await migrate(db);
  });
  afterAll(() => handle.dispose());

  it('agrees with the TypeScript rule on every input', async () => {
    const inputs = [...SAME.flatMap(([, spellings]) => spellings), '', '0', '000000', '63', '6390000000000', '9'];
    const rows = await db.query<{ input: string; key: string }>(
      'SELECT input, payout_number_key(input) AS key FROM unnest($1::text[]) AS input',
      [inputs],
    );
    expect(rows.map((row) => [row.input, row.key])).toEqual(inputs.map((input) => [input, payoutNumberKey(input)]));
  });
});
