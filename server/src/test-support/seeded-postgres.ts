/**
 * Migrated and seeded PostgreSQL databases for tests, cloned instead of built: migrating and
 * seeding a fresh schema took about a second of both processes' CPU for every test platform; a
 * `CREATE DATABASE … TEMPLATE` copy takes under a tenth of that. The template is built once per
 * machine under the same source hash as the PGlite dump (seeded-pglite.ts), so a change to a
 * migration, the seed or the code it calls makes a new one. Every test still gets its own database.
 */
import { randomBytes } from 'node:crypto';

import pg from 'pg';

import { migrate } from '../db/migrate.ts';
import { createPostgresDatabase } from '../db/postgres-database.ts';
import type { TestDatabase } from '../db/test-databases.ts';
import { applySeed } from '../seed/seed.ts';
import { templateKey } from './seeded-pglite.ts';

const PREFIX = 'tala_tpl_';
/** Templates of earlier sources kept beside the current one (other checkouts may still use them). */
const KEEP_TEMPLATES = 4;
const templates = new Map<string, Promise<string>>();

function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Builds the template database for `key` unless it exists; workers of one run take turns. */
async function ensureTemplate(url: string, key: string, seedNow: Date): Promise<string> {
  const name = `${PREFIX}${key}`;
  await withAdmin(url, async (admin) => {
    // One builder at a time across processes; the others find it built when they get the lock.
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount) return;
      // Built under another name and renamed when complete: a crash mid-build leaves no half template.
      const building = `${name}_${randomBytes(3).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${building}`);
      const db = createPostgresDatabase(databaseUrl(url, building));
      try {
        await migrate(db);
        await applySeed(db, seedNow);
      } finally {
        await db.close();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      const stale = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE '${PREFIX}%' AND datname <> $1 ORDER BY oid DESC OFFSET ${KEEP_TEMPLATES}`,
        [name],
      );
      for (const { datname } of stale.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return name;
}

/** A fresh PostgreSQL database with every migration applied and the demo seed at `seedNow`. */
export async function openSeededPostgres(url: string, seedNow: Date): Promise<TestDatabase> {
  const key = templateKey('seeded', seedNow);
  let template = templates.get(key);
  if (!template) {
    template = ensureTemplate(url, key, seedNow);
    templates.set(key, template);
  }
  const source = await template;
  const name = `tala_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(url, async (admin) => {
    // Copies from one template may overlap; a copy refuses only while something is connected to it.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${source}`);
        return;
      } catch (error) {
        if (attempt >= 20 || (error as { code?: string }).code !== '55006') throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  });
  const db = createPostgresDatabase(databaseUrl(url, name));
  return {
    db,
    async dispose() {
      await db.close();
      await withAdmin(url, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
