/**
 * The attempt counters' sweep deletes only rows that can no longer refuse: a counter still in its
 * window, or locked, keeps counting after the sweep, on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Db } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { testBackends, type TestDatabase } from '../../db/test-databases.ts';
import { claimAttempt, LONGEST_WINDOW_MS, sweepAttemptCounters, type AttemptRule } from './attempt-counters.ts';

const HOUR = 3_600_000;
const DAY_RULE: AttemptRule = { limit: 2, windowMs: LONGEST_WINDOW_MS };
const LOCKING_RULE: AttemptRule = { limit: 1, windowMs: HOUR, lockMs: 3 * LONGEST_WINDOW_MS };

describe.each(testBackends())('attempt counters sweep on $name', (backend) => {
  let handle: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    await migrate(db);
  });
  afterAll(() => handle.dispose());

  it('keeps counters in their window or lock, and deletes the ones no rule could read again', async () => {
    const start = Date.parse('2026-11-27T00:00:00Z');
    const at = (ms: number) => new Date(start + ms);
    await claimAttempt(db, 'sweep-old', 'a', DAY_RULE, at(0));
    await claimAttempt(db, 'sweep-live', 'b', DAY_RULE, at(LONGEST_WINDOW_MS - HOUR));
    await claimAttempt(db, 'sweep-locked', 'c', LOCKING_RULE, at(0));
    const now = at(LONGEST_WINDOW_MS + HOUR);

    expect(await sweepAttemptCounters(db, now)).toBe(1);
    const left = await db.query<{ scope: string }>('SELECT scope FROM attempt_counters ORDER BY scope');
    expect(left.map((row) => row.scope)).toEqual(['sweep-live', 'sweep-locked']);
    // The live window still counts its first attempt: the second is the last allowed, the third refused.
    expect(await claimAttempt(db, 'sweep-live', 'b', DAY_RULE, now)).toEqual({ ok: true, attempt: 2 });
    expect((await claimAttempt(db, 'sweep-live', 'b', DAY_RULE, now)).ok).toBe(false);
    // The lock still holds.
    expect((await claimAttempt(db, 'sweep-locked', 'c', LOCKING_RULE, now)).ok).toBe(false);
  });

  it('refuses a rule whose window is longer than the sweep keeps rows', async () => {
    await expect(
      claimAttempt(db, 'sweep-long', 'd', { limit: 1, windowMs: LONGEST_WINDOW_MS + 1 }, new Date()),
    ).rejects.toThrow('LONGEST_WINDOW_MS');
  });
});
