/**
 * Chooses how the CLI reaches the platform: the server recorded in server.json when it answers,
 * otherwise the data folder directly (after migrations and demo data, exactly as a start would).
 */
import { readAdminToken, readServerInfo } from '../data-folder.ts';
import { openPreparedDatabase } from '../db/open-prepared-database.ts';
import { directOperatorClient, httpOperatorClient, type OperatorClient } from './operator-client.ts';

export interface ConnectOptions {
  dataDir: string;
  databaseUrl: string | null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isConnectionRefused(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as NodeJS.ErrnoException | undefined) : undefined;
  return cause?.code === 'ECONNREFUSED';
}

/** A client for the running server if there is one, else a direct one. */
export async function connectOperator(options: ConnectOptions): Promise<OperatorClient> {
  const info = readServerInfo(options.dataDir);
  const token = readAdminToken(options.dataDir);
  if (info && token && isAlive(info.pid)) {
    const client = httpOperatorClient(`http://127.0.0.1:${info.port}`, token);
    try {
      await client.getStatus();
      return client;
    } catch (error) {
      if (!isConnectionRefused(error)) throw error;
    }
  }
  const db = await openPreparedDatabase(options);
  return directOperatorClient(db, options.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : options.dataDir);
}
