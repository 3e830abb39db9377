/**
 * Background jobs run by one process at a time: `runAlone` on two pools of one
 * PostgreSQL schema (as two processes would hold them) lets exactly one run through; the other
 * is told at once. PGlite runs it directly (one process owns its folder).
 */
import { randomBytes } from 'node:crypto';

import pg from 'pg';
import { describe, expect, it } from 'vitest';

import { createPgliteDatabase } from './pglite-database.ts';
import { createPostgresDatabase } from './postgres-database.ts';

const url = process.env.DATABASE_URL;

describe.skipIf(!url)(`runAlone on PostgreSQL${url ? '' : ' (skipped: DATABASE_URL is not set)'}`, () => {
  it('lets one of two processes run a job, frees it afterwards, and keeps names and schemas apart', async () => {
    const schema = `tala_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const [one, two] = [createPostgresDatabase(url ?? '', { schema }), createPostgresDatabase(url ?? '', { schema })];
    const other = createPostgresDatabase(url ?? '', { schema: 'public' });
    try {
      let running = 0;
      let most = 0;
      const job = async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 500));
        running -= 1;
        return 'paid';
      };
      // Both lock connections open first, so neither attempt waits on a connect.
      await Promise.all([
        one.runAlone('warm-up', () => Promise.resolve()),
        two.runAlone('warm-up', () => Promise.resolve()),
      ]);
      const [a, b] = await Promise.all([one.runAlone('job:dividend', job), two.runAlone('job:dividend', job)]);
      expect([a.ran, b.ran].sort()).toEqual([false, true]);
      expect(most).toBe(1);
      // Released after the run: the other process gets it next time.
      expect(await two.runAlone('job:dividend', () => Promise.resolve(1))).toEqual({ ran: true, value: 1 });
      // Another job name, or the same name in another schema, is not blocked by a held lock.
      let release = () => undefined as void;
      let entered = () => undefined as void;
      const inside = new Promise<void>((resolve) => {
        entered = resolve;
      });
      const held = one.runAlone('job:dividend', () => {
        entered();
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      });
      await inside;
      expect((await two.runAlone('job:lottery', () => Promise.resolve(2))).ran).toBe(true);
      expect((await other.runAlone('job:dividend', () => Promise.resolve(3))).ran).toBe(true);
      expect((await two.runAlone('job:dividend', () => Promise.resolve(4))).ran).toBe(false);
      release();
      await held;
      // A failing run releases the lock as well.
      await expect(one.runAlone('job:dividend', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
      expect((await two.runAlone('job:dividend', () => Promise.resolve(5))).ran).toBe(true);
    } finally {
      await Promise.all([one.close(), two.close(), other.close()]);
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    }
  });
});

describe('runAlone on PGlite', () => {
  it('runs the job: one process owns the folder', async () => {
    const db = await createPgliteDatabase();
    try {
      expect(await db.runAlone('job:x', () => Promise.resolve(7))).toEqual({ ran: true, value: 7 });
    } finally {
      await db.close();
    }
  });
});
