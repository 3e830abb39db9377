/** Opens the database and brings it up to date (migrations, demo data); closes it again on failure. */
import { applySeed } from '../seed/seed.ts';
import { openDatabase, type Db, type OpenDatabaseOptions } from './database.ts';
import { migrate } from './migrate.ts';

/** The server and the operator CLI both start from a migrated, seeded database. */
export async function openPreparedDatabase(options: OpenDatabaseOptions): Promise<Db> {
  const db = await openDatabase(options);
  try {
    await migrate(db);
    await applySeed(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
