/**
 * Browser contexts kept warm between the tests of a file. A fresh context and its first page cost
 * about 5.8 CPU-s per app load on the 2-core CI machine; a new page in a context that still holds a
 * page of the same site costs about 3.1 (Chromium puts it into that site's live renderer process
 * instead of starting one) and a kept context without such a page saves nothing (docs/performance.md,
 * "Sixth round"). So a context a test has finished with is wiped and
 * handed to the next test that asks for the same screen on the same platform:
 *
 * - **Wiped on release**: the test's pages are closed, cookies cleared, and every origin its pages
 *   opened loses its local storage, IndexedDB, Cache Storage and service workers (sessionStorage
 *   belongs to a page and goes with it). What stays is the HTTP cache: the platform's answers are
 *   `no-store`, the app's hashed files immutable, and a page with routes bypasses the cache.
 * - **Never reused when a test changed the context itself** (routes, init scripts, offline, clock,
 *   permissions, headers, cookies added, listeners): such a context is closed for real, as before.
 * - **A keeper page** on the platform's `/robots.txt` keeps the site's renderer alive between tests
 *   and is where the wipe runs. It is the only page a handed-out context holds.
 *
 * Service-worker contexts are never pooled (browser.ts): a worker outlives its pages.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';

import { clearOriginStorage } from './page-helpers';

type ContextOptions = NonNullable<Parameters<Browser['newContext']>[0]>;

interface Pooled {
  context: BrowserContext;
  key: string;
  baseURL: string;
  /** The context's own `close`, before it was replaced by the release. */
  reallyClose: () => Promise<void>;
  /** Origins the context's pages have shown a document of (their storage is wiped on release). */
  origins: Set<string>;
  keeper?: Page;
  tainted: boolean;
  inUse: boolean;
}

/** Methods that change a context beyond what a release can wipe: after one, the context is not reused. */
const TAINTING = [
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'unrouteAll',
  'addInitScript',
  'setOffline',
  'grantPermissions',
  'clearPermissions',
  'setExtraHTTPHeaders',
  'setGeolocation',
  'setHTTPCredentials',
  'exposeBinding',
  'exposeFunction',
  'addCookies',
  'setDefaultNavigationTimeout',
  'on',
  'once',
  'addListener',
  'prependListener',
  'prependOnceListener',
  'waitForEvent',
] as const;

const CLOCK_METHODS = ['install', 'fastForward', 'pauseAt', 'resume', 'runFor', 'setFixedTime', 'setSystemTime'];

const idle = new Map<string, Pooled[]>();
const records = new WeakMap<BrowserContext, Pooled>();

function remember(pooled: Pooled, url: string): void {
  if (url.startsWith('http://') || url.startsWith('https://')) pooled.origins.add(new URL(url).origin);
}

/** Follows every page of the context, so the release knows which origins to wipe. */
function follow(pooled: Pooled, page: Page): void {
  page.on('framenavigated', (frame) => remember(pooled, frame.url()));
}

/** Wipes the context for the next test (throws when it cannot: the context is then closed). */
async function wipe(pooled: Pooled): Promise<void> {
  const { context } = pooled;
  const home = new URL('/robots.txt', pooled.baseURL);
  // The keeper is on the site before the test's pages close, so the site's renderer never ends.
  pooled.keeper ??= await context.newPage();
  const keeper = pooled.keeper;
  if (keeper.url() !== home.href) await keeper.goto(home.href);
  await Promise.all(
    context
      .pages()
      .filter((page) => page !== keeper)
      .map((page) => page.close()),
  );
  await context.clearCookies();
  // Other origins first; the platform's last, so the keeper stays on the site the next test opens.
  for (const origin of pooled.origins) {
    if (origin === home.origin) continue;
    await keeper.goto(`${origin}/robots.txt`);
    await keeper.evaluate(clearOriginStorage);
  }
  if (keeper.url() !== home.href) await keeper.goto(home.href);
  await keeper.evaluate(clearOriginStorage);
  pooled.origins.clear();
}

async function release(pooled: Pooled): Promise<void> {
  if (!pooled.inUse) return;
  pooled.inUse = false;
  const clean =
    !pooled.tainted &&
    pooled.context.browser()?.isConnected() === true &&
    (await wipe(pooled).then(
      () => true,
      () => false,
    ));
  if (!clean) return pooled.reallyClose().catch(() => undefined);
  const list = idle.get(pooled.key) ?? [];
  list.push(pooled);
  idle.set(pooled.key, list);
}

function forget(pooled: Pooled): void {
  const list = idle.get(pooled.key);
  if (list)
    idle.set(
      pooled.key,
      list.filter((entry) => entry !== pooled),
    );
}

/** Wraps `names` of `object` so that a call marks `pooled` as changed by its test. */
function taintOnCall(object: object, names: readonly string[], pooled: Pooled): void {
  const methods = object as Record<string, unknown>;
  for (const name of names) {
    const original = methods[name];
    if (typeof original !== 'function') continue;
    methods[name] = (...args: unknown[]): unknown => {
      pooled.tainted = true;
      return Reflect.apply(original as (...values: unknown[]) => unknown, object, args);
    };
  }
}

/** Makes `context` poolable: its `close` becomes a release, and context-level changes mark it. */
function adopt(context: BrowserContext, key: string, baseURL: string): Pooled {
  const reallyClose = context.close.bind(context);
  const pooled: Pooled = { context, key, baseURL, reallyClose, origins: new Set(), tainted: false, inUse: true };
  records.set(context, pooled);
  context.on('page', (page) => follow(pooled, page));
  context.on('close', () => forget(pooled));
  taintOnCall(context, TAINTING, pooled);
  // `page.clock` is the context's clock.
  taintOnCall(context.clock, CLOCK_METHODS, pooled);
  context.close = () => release(pooled);
  return pooled;
}

/**
 * A context for `options` on `baseURL`: a wiped one left by an earlier test of this worker when
 * there is one, otherwise a new one. `close()` hands it back (the test's pages close, its storage
 * is wiped); contexts a test changed are closed for real.
 */
export async function pooledContext(
  browser: Browser,
  baseURL: string,
  options: ContextOptions,
): Promise<BrowserContext> {
  const key = JSON.stringify([baseURL, options]);
  const list = idle.get(key) ?? [];
  while (list.length > 0) {
    const pooled = list.pop()!;
    if (pooled.context.browser() === browser && browser.isConnected()) {
      pooled.inUse = true;
      return pooled.context;
    }
  }
  const context = await browser.newContext({ ...options, baseURL });
  return adopt(context, key, baseURL).context;
}

/** Closes `context` for real, pooled or not (the end of a file: its platform stops). */
export async function closeForReal(context: BrowserContext): Promise<void> {
  const pooled = records.get(context);
  if (!pooled) return context.close();
  forget(pooled);
  pooled.inUse = false;
  await pooled.reallyClose();
}
