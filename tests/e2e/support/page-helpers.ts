/** Small helpers shared by the end-to-end specs. */
import type { Page, Request } from 'playwright-core';

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

/**
 * Polls an async condition inside the page until it is true. Playwright's `waitForFunction` does
 * not await a returned promise (a promise is truthy), so async checks (IndexedDB, Cache Storage)
 * must go through this instead.
 */
export async function waitUntilInPage(
  page: Page,
  condition: (arg: string) => Promise<boolean>,
  { arg = '', timeout = 15_000, polling = 250 } = {},
): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await page.evaluate(condition, arg)) return;
    if (Date.now() > deadline)
      throw new Error(`waitUntilInPage: not true within ${timeout} ms: ${condition.toString().slice(0, 200)}`);
    await new Promise((resolve) => setTimeout(resolve, polling));
  }
}

/**
 * In the page: true once the app's persisted query cache (IndexedDB `tala`, `kv`, `query-cache`) holds
 * a query whose key starts with `prefix`, its parts joined by `/`: `games/list` is a lobby's list, and
 * not home's hot games (`games/hot`), which are stored first. Self-contained, so any engine's
 * `evaluate` can send it.
 */
export async function hasPersistedQuery(prefix: string): Promise<boolean> {
  // Opening a database that does not exist yet would create it empty, before the app's upgrade.
  if (!(await indexedDB.databases()).some((info) => info.name === 'tala')) return false;
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('tala');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(new Error(request.error?.message ?? 'indexedDB.open failed'));
  });
  if (!db.objectStoreNames.contains('kv')) {
    db.close();
    return false;
  }
  const value = await new Promise<unknown>((resolve) => {
    const request = db.transaction('kv').objectStore('kv').get('query-cache');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(undefined);
  });
  db.close();
  const queries = (value as { state?: { queries?: { queryKey: unknown[] }[] } } | undefined)?.state?.queries ?? [];
  const parts = prefix.split('/');
  return queries.some((q) => parts.every((part, index) => q.queryKey[index] === part));
}

/** Waits until the persisted query cache in IndexedDB holds a query whose key starts with `prefix` (`a/b`). */
export async function waitForPersistedQuery(page: Page, prefix: string): Promise<void> {
  await waitUntilInPage(page, hasPersistedQuery, { arg: prefix });
}

export interface RequestTracker {
  /**
   * Resolves once no request has been in flight for `quietMs` (default 150 ms), or after
   * `timeout` (a page that polls never goes quiet).
   */
  quiet(options?: { quietMs?: number; timeout?: number }): Promise<void>;
}

/**
 * Follows a page's requests from now on. Unlike Playwright's `networkidle` (500 ms of quiet, after
 * a navigation only) it also settles after a tap or an in-app navigation, and sooner.
 */
export function trackRequests(page: Page): RequestTracker {
  let inFlight = 0;
  let lastChange = Date.now();
  // An event stream stays open by design: it is not a load that the page waits for.
  const counted = (request: Request) => request.resourceType() !== 'eventsource';
  page.on('request', (request) => {
    if (!counted(request)) return;
    inFlight += 1;
    lastChange = Date.now();
  });
  const ended = (request: Request) => {
    if (!counted(request)) return;
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet({ quietMs = 150, timeout = 3_000 } = {}) {
      const deadline = Date.now() + timeout;
      while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < quietMs))
        await new Promise((resolve) => setTimeout(resolve, 25));
    },
  };
}

/**
 * In the page: its origin's storage emptied (local and session storage, IndexedDB, Cache Storage)
 * and its service workers gone; cookies are the driver's to clear. Self-contained, so any engine's
 * `evaluate` (or WebDriver's `execute`, as source) can send it.
 */
export function clearOriginStorage(): Promise<boolean> {
  localStorage.clear();
  sessionStorage.clear();
  const databases = indexedDB.databases().then((list) =>
    Promise.all(
      list.map(
        (info) =>
          new Promise<void>((resolve) => {
            if (!info.name) return resolve();
            const request = indexedDB.deleteDatabase(info.name);
            request.onsuccess = request.onerror = request.onblocked = () => resolve();
          }),
      ),
    ),
  );
  const cachesGone =
    'caches' in window ? caches.keys().then((keys) => Promise.all(keys.map((k) => caches.delete(k)))) : [];
  const workersGone =
    'serviceWorker' in navigator
      ? navigator.serviceWorker.getRegistrations().then((list) => Promise.all(list.map((r) => r.unregister())))
      : [];
  return Promise.all([databases, cachesGone, workersGone]).then(() => true);
}

/** Steps a house game's stake with its + button until it reads `value` (the pages' −/+ stepper). */
export async function setHouseStake(game: Pick<Page, 'locator'>, value: string): Promise<void> {
  const stake = game.locator('#stake');
  for (let step = 0; step < 12 && (await stake.getAttribute('data-value')) !== value; step += 1)
    await game.locator('#stake-up').click();
  if ((await stake.getAttribute('data-value')) !== value) throw new Error(`the stake never reached ${value}`);
}
