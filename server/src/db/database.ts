/**
 * The storage seam: every repository talks to this small interface, so the same code runs on
 * embedded PGlite (default, a folder on disk) and on PostgreSQL (when DATABASE_URL is set).
 */
export interface Db {
  /** `pglite` or `postgres`: only migrations look at it (advisory lock). */
  readonly dialect: 'pglite' | 'postgres';
  /** One statement with `$1…` parameters; returns the rows. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** One or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in one transaction; nested calls reuse the outer transaction. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` only if no other process holds the lock called `name` (background jobs: one
   * process at a time per job); `{ ran: false }` at once when another holds it.
   */
  runAlone<T>(name: string, fn: () => Promise<T>): Promise<AloneResult<T>>;
  close(): Promise<void>;
}

export type AloneResult<T> = { ran: true; value: T } | { ran: false };

export interface OpenDatabaseOptions {
  dataDir: string;
  databaseUrl: string | null;
}

/** Opens PostgreSQL when a URL is given, else PGlite in `<dataDir>/pgdata`. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Db> {
  if (options.databaseUrl) {
    const { createPostgresDatabase } = await import('./postgres-database.ts');
    return createPostgresDatabase(options.databaseUrl);
  }
  const { createPgliteDatabase } = await import('./pglite-database.ts');
  return createPgliteDatabase(`${options.dataDir}/pgdata`);
}
