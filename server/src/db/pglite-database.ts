/** Embedded PostgreSQL (WASM). One process owns a data folder at a time. */
import { mkdirSync } from 'node:fs';

import { PGlite, type Transaction } from '@electric-sql/pglite';

import type { Db } from './database.ts';
import { timestampParsers } from './timestamps.ts';

type Queryable = Pick<Transaction, 'query' | 'exec'>;

/** The PGlite behind each root Db, so a test can dump a database it was handed. */
const roots = new WeakMap<Db, PGlite>();

function wrap(target: Queryable, inTransaction: boolean, root: PGlite): Db {
  const db: Db = {
    dialect: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await target.query<T>(sql, params, { parsers: timestampParsers });
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      if (inTransaction) return fn(db);
      return root.transaction((tx) => fn(wrap(tx, true, root)));
    },
    // One process owns a PGlite folder, and the job runner already runs one job at a time.
    runAlone: async (_name, fn) => ({ ran: true, value: await fn() }),
    async close() {
      if (!inTransaction) await root.close();
    },
  };
  if (!inTransaction) roots.set(db, root);
  return db;
}

/** Opens (or creates) a PGlite database; `dataDir` undefined = in memory (tests). */
export async function createPgliteDatabase(dataDir?: string): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  return wrap(pg, false, pg);
}

/** An in-memory PGlite started from a dump (a tarball of a data folder), and a way to make one. */
export async function createPgliteFromDump(dump: Blob): Promise<Db> {
  const pg = await PGlite.create({ loadDataDir: dump });
  return wrap(pg, false, pg);
}

/**
 * Builds an in-memory database with `prepare` (on a fresh cluster, or on a copy of the dump `from`),
 * then returns its dump: a plain tarball, not gzip, as tests open it many times and unpacking gzip
 * was a third of each open (1.25 → 0.8 CPU-s, 2026-11-27).
 */
export async function dumpPreparedPglite(prepare: (db: Db) => Promise<void>, from?: Blob): Promise<Uint8Array> {
  const pg = from ? await PGlite.create({ loadDataDir: from }) : await PGlite.create();
  try {
    await prepare(wrap(pg, false, pg));
    const dump = await pg.dumpDataDir('none');
    return new Uint8Array(await dump.arrayBuffer());
  } finally {
    await pg.close();
  }
}

/** The current contents of a PGlite database as a dump (a plain tarball of its data folder). */
export async function dumpPgliteDatabase(db: Db): Promise<Blob> {
  const root = roots.get(db);
  if (!root) throw new Error('not a PGlite database');
  // The dump copies the files: the latest writes must be in them, not only in the WAL buffers.
  await root.exec('CHECKPOINT');
  return root.dumpDataDir('none');
}
