/** Small helpers shared by the end-to-end specs. */
import type { Page } from 'playwright-core';

/** Waits until the page's service worker is active and controls the page (reloading once if needed). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
  }
}

/** Waits until the persisted query cache in IndexedDB holds a query whose key starts with `prefix`. */
export async function waitForPersistedQuery(page: Page, prefix: string): Promise<void> {
  await page.waitForFunction(
    async (first) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('tala');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(new Error(request.error?.message ?? 'indexedDB.open failed'));
      });
      if (!db.objectStoreNames.contains('kv')) return false;
      const value = await new Promise<unknown>((resolve) => {
        const request = db.transaction('kv').objectStore('kv').get('query-cache');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => resolve(undefined);
      });
      db.close();
      const queries = (value as { state?: { queries?: { queryKey: unknown[] }[] } } | undefined)?.state?.queries ?? [];
      return queries.some((q) => q.queryKey[0] === first);
    },
    prefix,
    { timeout: 15_000, polling: 250 },
  );
}
