/**
 * Two transactions that lock two rows in opposite orders deadlock on PostgreSQL; the one it aborts
 * is run again by `transaction`, so both finish (the two-process money workload met this once).
 */
import { randomBytes } from 'node:crypto';

import pg from 'pg';
import { describe, expect, it } from 'vitest';

import { createPostgresDatabase, isRetryableAbort } from './postgres-database.ts';

const url = process.env.DATABASE_URL;

describe('isRetryableAbort', () => {
  it('retries deadlocks and serialization failures only', () => {
    expect(isRetryableAbort({ code: '40P01' })).toBe(true);
    expect(isRetryableAbort({ code: '40001' })).toBe(true);
    expect(isRetryableAbort({ code: '23505' })).toBe(false);
    expect(isRetryableAbort(new Error('boom'))).toBe(false);
    expect(isRetryableAbort(null)).toBe(false);
  });
});

describe.skipIf(!url)(`transaction on PostgreSQL${url ? '' : ' (skipped: DATABASE_URL is not set)'}`, () => {
  it('runs a transaction again when PostgreSQL aborts it in a deadlock', async () => {
    const schema = `tala_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.query(`CREATE TABLE ${schema}.pair (id int PRIMARY KEY, n int NOT NULL)`);
    await admin.query(`INSERT INTO ${schema}.pair VALUES (1, 0), (2, 0)`);
    const db = createPostgresDatabase(url ?? '', { schema });
    try {
      let attempts = 0;
      // Both hold their first row before either asks for the second: a deadlock on the first try.
      let arrived = 0;
      let release: () => void = () => undefined;
      const bothHoldOne = new Promise<void>((resolve) => (release = resolve));
      const crossing = (first: number, second: number) =>
        db.transaction(async (tx) => {
          attempts += 1;
          await tx.query('UPDATE pair SET n = n + 1 WHERE id = $1', [first]);
          arrived += 1;
          if (arrived === 2) release();
          await bothHoldOne;
          await tx.query('UPDATE pair SET n = n + 1 WHERE id = $1', [second]);
        });
      await Promise.all([crossing(1, 2), crossing(2, 1)]);
      expect(attempts).toBe(3);
      const rows = await db.query<{ id: number; n: number }>('SELECT id, n FROM pair ORDER BY id');
      expect(rows).toEqual([
        { id: 1, n: 2 },
        { id: 2, n: 2 },
      ]);
    } finally {
      await db.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    }
  });
});
