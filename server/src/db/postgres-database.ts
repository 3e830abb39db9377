/** PostgreSQL through a pg Pool, for operators who outgrow one machine. */
import pg from 'pg';

import type { AloneResult, Db } from './database.ts';
import { timestampParsers } from './timestamps.ts';

export interface PostgresOptions {
  /** Sets search_path on every connection (tests isolate themselves in a schema). */
  schema?: string;
}

/** pg's own parsers, except timestamps: the same `Date` as on PGlite. */
const types: pg.CustomTypesConfig = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => {
    const timestamp = format === 'binary' ? undefined : timestampParsers[oid];
    return timestamp ?? (pg.types.getTypeParser(oid, format) as (text: string) => unknown);
  },
};

type RunAlone = <T>(name: string, fn: () => Promise<T>) => Promise<AloneResult<T>>;

function clientDb(client: pg.PoolClient, runAlone: RunAlone): Db {
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
    runAlone,
    async close() {},
  };
  return db;
}

/** Opens a pool; connections are made lazily, so a wrong URL fails at the first query. */
const TRANSACTION_ATTEMPTS = 3;

/** deadlock_detected (40P01) and serialization_failure (40001): the transaction was rolled back whole. */
export function isRetryableAbort(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

export function createPostgresDatabase(url: string, options: PostgresOptions = {}): Db {
  const schema = options.schema;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    types,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('postgres pool error:', error.message));
  const locks = createLockConnection(url, schema);
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
      // PostgreSQL may abort one of two transactions that wait on each other (deadlock_detected,
      // e.g. one upgrading the key-share lock a foreign key took on a member row while the other
      // queues for that row). The aborted one has changed nothing, so it is run again, as the
      // PostgreSQL manual advises; a few attempts, then the error stands.
      for (let attempt = 1; ; attempt += 1) {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const result = await fn(clientDb(client, locks.runAlone));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          if (attempt >= TRANSACTION_ATTEMPTS || !isRetryableAbort(error)) throw error;
        } finally {
          client.release();
        }
      }
    },
    runAlone: locks.runAlone,
    async close() {
      await locks.close();
      await pool.end();
    },
  };
}

/**
 * Session advisory locks on one connection of their own, outside the pool: a lock belongs to the
 * connection that took it, so taking and releasing it through the pool could use two different
 * ones. If that connection dies, PostgreSQL releases its locks (a crashed process frees its jobs).
 * Only `pg_try_advisory_lock` is used: a blocking wait would hold up every other lock and unlock
 * queued on the same connection. The key is the job name within the current schema (tests run
 * in schemas of their own), in the two-int key space, apart from the migration and seed locks.
 */
function createLockConnection(url: string, schema: string | undefined): { runAlone: RunAlone; close(): Promise<void> } {
  let connection: Promise<pg.Client> | null = null;
  const connect = (): Promise<pg.Client> => {
    connection ??= (async () => {
      const client = new pg.Client({
        connectionString: url,
        ...(schema ? { options: `-c search_path=${schema}` } : {}),
      });
      client.on('error', (error) => {
        console.error('postgres lock connection error:', error.message);
        connection = null;
      });
      await client.connect();
      return client;
    })().catch((error: unknown) => {
      connection = null;
      throw error;
    });
    return connection;
  };
  const key = "hashtext('tala-job'), hashtext(current_schema() || '/' || $1)";
  // One query at a time on the connection (pg deprecates overlapping queries on one client).
  let queue: Promise<unknown> = Promise.resolve();
  const lockQuery = (sql: string, name: string): Promise<boolean | undefined> => {
    const result = queue.then(
      async () => (await (await connect()).query<{ done: boolean }>(sql, [name])).rows[0]?.done,
    );
    queue = result.catch(() => undefined);
    return result;
  };
  return {
    async runAlone<T>(name: string, fn: () => Promise<T>): Promise<AloneResult<T>> {
      if ((await lockQuery(`SELECT pg_try_advisory_lock(${key}) AS done`, name)) !== true) return { ran: false };
      try {
        return { ran: true, value: await fn() };
      } finally {
        // A failed unlock means the connection is gone, and the lock with it.
        await lockQuery(`SELECT pg_advisory_unlock(${key}) AS done`, name).catch(() => undefined);
      }
    },
    async close() {
      const open = connection;
      connection = null;
      if (open) await open.then((client) => client.end()).catch(() => undefined);
    },
  };
}
