/** Embedded PostgreSQL (WASM). One process owns a data folder at a time. */
import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db } from './database.ts';

type Queryable = Pick<Transaction, 'query' | 'exec'>;

function wrap(target: Queryable, inTransaction: boolean, root: PGlite): Db {
  const db: Db = {
    dialect: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await target.query<T>(sql, params);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      if (inTransaction) return fn(db);
      return root.transaction((tx) => fn(wrap(tx, true, root)));
    },
    async close() {
      if (!inTransaction) await root.close();
    },
  };
  return db;
}

/** Opens (or creates) a PGlite database; `dataDir` undefined = in memory (tests). */
export async function createPgliteDatabase(dataDir?: string): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  return wrap(pg, false, pg);
}
