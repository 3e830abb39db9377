/**
 * Runs the operator CLI against a throwaway data folder (no server running: direct mode).
 *
 * Opening a PGlite folder costs seconds per command and preparing a new one (migrations, demo
 * data) many more, so the suite's database starts in memory from the cached seeded template and
 * stays open: every command still goes through the CLI's parsing, operator client and output;
 * only the per-command open of the folder is shared. `run-cli.test.ts` covers that open itself.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll } from 'vitest';

import { connectOperator } from '../cli/connect-operator.ts';
import { directOperatorClient } from '../cli/operator-client.ts';
import { runCli } from '../cli/run-cli.ts';
import type { Db } from '../db/database.ts';
import { dumpPgliteDatabase } from '../db/pglite-database.ts';
import { openSeededPglite } from './seeded-pglite.ts';

export interface CliFolder {
  /** The data folder the commands name (set once the suite has started). */
  dataDir: string;
  /** The suite's database, shared by the commands (until `withServer`). */
  readonly db: Db;
  cli: (...argv: string[]) => Promise<{ code: number; out: string; err: string }>;
  /**
   * Writes the database into the data folder and hands it to a real platform for `run`: the CLI
   * then finds the server and goes through its admin API. Later commands open the folder itself.
   */
  withServer: <T>(run: () => Promise<T>) => Promise<T>;
}

/** Registers a temp data folder for the suite and returns a CLI runner bound to it. */
export function useCliDataFolder(prefix: string): CliFolder {
  let root = '';
  let db: Db | undefined;
  const folder: CliFolder = {
    dataDir: '',
    get db() {
      if (!db) throw new Error('the data folder belongs to a server now');
      return db;
    },
    cli: async (...argv) => {
      const out: string[] = [];
      const err: string[] = [];
      const shared = db;
      // The suite's connection stays open: the client's close must not end it.
      const connect: typeof connectOperator = shared
        ? () => Promise.resolve({ ...directOperatorClient(shared, folder.dataDir), close: () => Promise.resolve() })
        : connectOperator;
      const io = { out: (line: string) => out.push(line), err: (line: string) => err.push(line) };
      const code = await runCli([...argv, '--data-dir', folder.dataDir], {}, io, process.cwd(), connect);
      return { code, out: out.join('\n'), err: err.join('\n') };
    },
    withServer: async (run) => {
      if (db) {
        mkdirSync(folder.dataDir, { recursive: true });
        // The platform keeps its database in `pgdata` under the data folder (db/database.ts).
        const written = await PGlite.create(path.join(folder.dataDir, 'pgdata'), {
          loadDataDir: await dumpPgliteDatabase(db),
        });
        await written.close();
        await db.close();
        db = undefined;
      }
      return run();
    },
  };
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), prefix));
    folder.dataDir = path.join(root, 'data');
    // Seeded at the start of today (UTC), so every suite of a run shares one cached template.
    const today = new Date();
    today.setUTCHours(0, 0, 0, 0);
    db = await openSeededPglite(today);
  });
  afterAll(async () => {
    await db?.close();
    rmSync(root, { recursive: true, force: true });
  });
  return folder;
}
