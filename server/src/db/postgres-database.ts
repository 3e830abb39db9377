/** PostgreSQL through a pg Pool, for operators who outgrow one machine. */
import pg from 'pg';
import type { Db } from './database.ts';

export interface PostgresOptions {
  /** Sets search_path on every connection (tests isolate themselves in a schema). */
  schema?: string;
}

function clientDb(client: pg.PoolClient): Db {
  const db: Db = {
    dialect: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await client.query(sql, params);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
    transaction: (fn) => fn(db),
    async close() {},
  };
  return db;
}

/** Opens a pool; connections are made lazily, so a wrong URL fails at the first query. */
export function createPostgresDatabase(url: string, options: PostgresOptions = {}): Db {
  const schema = options.schema;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('postgres pool error:', error.message));
  return {
    dialect: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await pool.query(sql, params);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(clientDb(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
