import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Db } from './database.ts';
import { testBackends, type TestDatabase } from './test-databases.ts';
import { parseTimestamp } from './timestamps.ts';

const INSTANT = new Date('2026-01-02T03:04:05.678Z');

describe.each(testBackends())('timestamps on $name', (backend) => {
  let handle: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    await db.exec('CREATE TABLE stamped (id int PRIMARY KEY, at timestamptz, maybe timestamptz)');
    await db.query('INSERT INTO stamped (id, at, maybe) VALUES (1, $1, NULL), (2, $2, $1)', [
      INSTANT,
      '2026-01-02 11:04:05.678+08',
    ]);
  });
  afterAll(() => handle.dispose());

  it('reads every timestamptz column as a Date, the same instant on each backend', async () => {
    const rows = await db.query<{ id: number; at: Date; maybe: Date | null; latest: Date }>(
      'SELECT id, at, maybe, max(at) OVER () AS latest FROM stamped ORDER BY id',
    );
    expect(rows).toEqual([
      { id: 1, at: INSTANT, maybe: null, latest: INSTANT },
      { id: 2, at: INSTANT, maybe: INSTANT, latest: INSTANT },
    ]);
    for (const row of rows) expect(row.at).toBeInstanceOf(Date);
  });

  it('keeps the instant whatever time zone the session writes offsets in', async () => {
    const at = await db.transaction(async (tx) => {
      await tx.query("SET LOCAL TIME ZONE 'Asia/Kolkata'");
      return (await tx.query<{ at: Date }>('SELECT at FROM stamped WHERE id = 1'))[0]?.at;
    });
    expect(at).toEqual(INSTANT);
  });
});

describe('parseTimestamp', () => {
  it('reads the ISO output of PostgreSQL, offsets and microseconds included', () => {
    expect(parseTimestamp('2026-01-02 03:04:05+00')).toEqual(new Date('2026-01-02T03:04:05Z'));
    expect(parseTimestamp('2026-01-02 08:34:05.678901+05:30')).toEqual(INSTANT);
    expect(parseTimestamp('2026-01-01 23:04:05.678-04')).toEqual(INSTANT);
    expect(parseTimestamp('2026-01-02 03:04:05.678')).toEqual(INSTANT);
    expect(parseTimestamp('infinity').getTime()).toBeNaN();
  });
});
