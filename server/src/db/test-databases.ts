/**
 * Test helper: the storage backends a storage test runs against. PGlite (in memory) always;
 * PostgreSQL too when DATABASE_URL is set, each database in its own fresh schema so parallel
 * test files never see each other's rows.
 */
import { randomBytes } from 'node:crypto';

import pg from 'pg';

import { openEmptyPglite, openMigratedPglite, openSeededPglite } from '../test-support/seeded-pglite.ts';
import { openSeededPostgres } from '../test-support/seeded-postgres.ts';
import type { Db } from './database.ts';
import { migrate } from './migrate.ts';
import { createPostgresDatabase } from './postgres-database.ts';

export interface TestDatabase {
  db: Db;
  /** Closes the connection and drops the schema (PostgreSQL). */
  dispose(): Promise<void>;
}

export interface TestBackend {
  name: 'pglite' | 'postgres';
  /** PostgreSQL's connection URL (test-support/seeded-postgres.ts clones databases there). */
  url?: string;
  open(): Promise<TestDatabase>;
  /**
   * A database with every migration applied: PGlite from the run's cached dump
   * (test-support/seeded-pglite.ts), PostgreSQL a fresh schema migrated.
   */
  openMigrated(): Promise<TestDatabase>;
  /**
   * A database migrated and seeded at `now`, copied from a template built once per seed clock
   * (a PGlite dump, a PostgreSQL template database) instead of migrated and seeded again: the same
   * rows as `migrate` then `applySeed(db, now)`, in a tenth of the CPU. Pass the clock the test
   * platforms use (TEST_NOW) where the test allows: its template is already built.
   */
  openSeeded(now: Date): Promise<TestDatabase>;
}

async function openPostgres(url: string): Promise<TestDatabase> {
  const schema = `tala_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const db = createPostgresDatabase(url, { schema });
  return {
    db,
    async dispose() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await cleanup.end();
    },
  };
}

/** The backends available in this run (use with `describe.each`). */
export function testBackends(env: Record<string, string | undefined> = process.env): TestBackend[] {
  const backends: TestBackend[] = [
    {
      name: 'pglite',
      async open() {
        // A copy of the run's empty cluster: what initdb leaves, without initdb's 2.6 CPU-s each time.
        const db = await openEmptyPglite();
        return { db, dispose: () => db.close() };
      },
      async openMigrated() {
        const db = await openMigratedPglite();
        return { db, dispose: () => db.close() };
      },
      async openSeeded(now) {
        const db = await openSeededPglite(now);
        return { db, dispose: () => db.close() };
      },
    },
  ];
  const url = env.DATABASE_URL;
  if (url)
    backends.push({
      name: 'postgres',
      url,
      open: () => openPostgres(url),
      async openMigrated() {
        const handle = await openPostgres(url);
        await migrate(handle.db);
        return handle;
      },
      openSeeded: (now) => openSeededPostgres(url, now),
    });
  return backends;
}
