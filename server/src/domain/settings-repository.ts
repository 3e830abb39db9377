/**
 * Operator settings: one JSON value per key in the `settings` table. Known keys are typed and
 * validated (setting-definitions.ts); unknown keys are stored as given.
 */
import type { Db } from '../db/database.ts';

export interface SettingRow {
  key: string;
  value: unknown;
  updatedAt: string;
}

interface RawRow {
  key: string;
  value: unknown;
  updated_at: Date;
}

/** One value, or undefined when the key was never set. */
export async function getSetting(db: Db, key: string): Promise<unknown> {
  const rows = await db.query<{ value: unknown }>('SELECT value FROM settings WHERE key = $1', [key]);
  return rows[0]?.value;
}

/** Several values in one round trip (the status endpoint reads about ten). */
export async function getSettings(db: Db, keys: readonly string[]): Promise<Map<string, unknown>> {
  const rows = await db.query<{ key: string; value: unknown }>(
    'SELECT key, value FROM settings WHERE key = ANY($1::text[])',
    [keys],
  );
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** Inserts or replaces a value. */
export async function setSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db.query(
    `INSERT INTO settings (key, value, updated_at) VALUES ($1, $2::jsonb, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [key, JSON.stringify(value)],
  );
}

/** Inserts only when the key is absent (seeding must never overwrite an operator's choice). */
export async function setSettingIfAbsent(db: Db, key: string, value: unknown): Promise<boolean> {
  const rows = await db.query<{ key: string }>(
    `INSERT INTO settings (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO NOTHING RETURNING key`,
    [key, JSON.stringify(value)],
  );
  return rows.length > 0;
}

/** Removes a key; returns whether it existed. */
export async function deleteSetting(db: Db, key: string): Promise<boolean> {
  const rows = await db.query<{ key: string }>('DELETE FROM settings WHERE key = $1 RETURNING key', [key]);
  return rows.length > 0;
}

/** Every setting, sorted by key. */
export async function listSettings(db: Db): Promise<SettingRow[]> {
  const rows = await db.query<RawRow>('SELECT key, value, updated_at FROM settings ORDER BY key');
  return rows.map((row) => ({
    key: row.key,
    value: row.value,
    updatedAt: row.updated_at.toISOString(),
  }));
}
