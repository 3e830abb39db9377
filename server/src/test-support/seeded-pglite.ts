/**
 * Empty, migrated and seeded PGlite databases for tests, in about half a second instead of two
 * (initdb) to five (initdb, migrations, seed): the
 * first test to ask builds the database once, dumps it, and keeps the dump on disk
 * (node_modules/.cache) under a hash of every non-test server source and the seed clock, so any
 * change to a migration, the seed or the code the seed calls makes a fresh one. Every test still
 * gets its own database; only the start-up work is shared.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { Db } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { createPgliteFromDump, dumpPreparedPglite } from '../db/pglite-database.ts';
import { applySeed } from '../seed/seed.ts';

const SERVER_SRC = path.resolve(import.meta.dirname, '..');
const CACHE_DIR = path.resolve(SERVER_SRC, '../../node_modules/.cache/tala-pglite');
const dumps = new Map<string, Promise<Uint8Array>>();

/** Every file the seed may depend on: migrations, seed and domain code, not tests. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|sql)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

let sourcesDigest: string | undefined;

/** The cache key of a template: its kind, the seed clock and every server source it may depend on. */
export function templateKey(kind: string, seedNow: Date | null): string {
  // The sources do not change during a run: read and hash them once per worker, not on every open.
  if (sourcesDigest === undefined) {
    const sources = createHash('sha256');
    for (const file of sourceFiles(SERVER_SRC).sort()) sources.update(file).update(readFileSync(file));
    sourcesDigest = sources.digest('hex');
  }
  return createHash('sha256')
    .update(`${kind}:${seedNow?.toISOString() ?? '-'}:${sourcesDigest}`)
    .digest('hex')
    .slice(0, 20);
}

type TemplateKind = 'empty' | 'migrated' | 'seeded';

/** What each template is built from: a fresh cluster (initdb) only once, the others from a dump. */
const BUILT_FROM: Record<TemplateKind, TemplateKind | null> = { empty: null, migrated: 'empty', seeded: 'migrated' };

async function templateDump(kind: TemplateKind, seedNow: Date | null): Promise<Uint8Array> {
  const key = templateKey(kind, seedNow);
  let dump = dumps.get(key);
  if (!dump) {
    dump = (async () => {
      const file = path.join(CACHE_DIR, `${key}.tar`);
      try {
        return new Uint8Array(readFileSync(file));
      } catch {
        const base = BUILT_FROM[kind];
        const bytes = await dumpPreparedPglite(
          async (db) => {
            // Each template adds one step to the one it is built from (BUILT_FROM).
            if (kind === 'migrated') await migrate(db);
            if (kind === 'seeded' && seedNow) await applySeed(db, seedNow);
          },
          base ? new Blob([await templateDump(base, null)]) : undefined,
        );
        mkdirSync(CACHE_DIR, { recursive: true });
        // Two test workers may build the same template; the rename makes the last one win whole.
        const partial = `${file}.${randomBytes(4).toString('hex')}`;
        writeFileSync(partial, bytes);
        renameSync(partial, file);
        return bytes;
      }
    })();
    dumps.set(key, dump);
  }
  return dump;
}

/** A fresh in-memory database as initdb leaves it (no migrations): a copy, not a new initdb. */
export async function openEmptyPglite(): Promise<Db> {
  return createPgliteFromDump(new Blob([await templateDump('empty', null)]));
}

/** A fresh in-memory database with every migration applied and the demo seed at `seedNow`. */
export async function openSeededPglite(seedNow: Date): Promise<Db> {
  return createPgliteFromDump(new Blob([await templateDump('seeded', seedNow)]));
}

/** A fresh in-memory database with every migration applied and no seed. */
export async function openMigratedPglite(): Promise<Db> {
  return createPgliteFromDump(new Blob([await templateDump('migrated', null)]));
}
