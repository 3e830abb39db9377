/**
 * The app's IndexedDB store (idb-keyval). It holds only what makes a cold offline start useful:
 * the persisted query cache (notices, routers, whitelabel, vendor lists, register rules) and the
 * chosen API domain list. Nothing secret is written here; sign-out clears it all.
 */
import { clear, createStore, get, set } from 'idb-keyval';

const store = typeof indexedDB === 'undefined' ? null : createStore('tala', 'kv');

/** Reads a value, or undefined when absent or when IndexedDB is unavailable. */
export async function readStored<T>(key: string): Promise<T | undefined> {
  if (!store) return undefined;
  try {
    return await get<T>(key, store);
  } catch {
    return undefined;
  }
}

/** Writes a value; failures (quota, private mode) are ignored because the data is a cache. */
export async function writeStored(key: string, value: unknown): Promise<void> {
  if (!store) return;
  try {
    await set(key, value, store);
  } catch {
    // A cache that cannot be written is only a slower next start.
  }
}

/** Deletes everything the app stored in IndexedDB. */
export async function clearStored(): Promise<void> {
  if (!store) return;
  await clear(store).catch(() => undefined);
}
