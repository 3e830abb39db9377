/** Debian's Chromium driven by playwright-core, with the flags this machine needs. */
import { existsSync } from 'node:fs';

import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { onTestFinished } from 'vitest';

import { E2E_CHROMIUM_PATH } from '../../../scripts/ensure-chromium';
import { closeForReal, pooledContext } from './context-pool';

/** Launches Debian's headless Chromium (chromium-headless-shell: scripts/ensure-chromium.ts says why). */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(E2E_CHROMIUM_PATH))
    throw new Error(`Chromium not found at ${E2E_CHROMIUM_PATH}: run "apt-get install -y chromium-headless-shell".`);
  return chromium.launch({
    executablePath: E2E_CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-quic',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

let shared: Promise<Browser> | undefined;

/**
 * The worker's Chromium, launched once and kept for every file the worker runs (the e2e config
 * shares modules between files): a launch costs about 1.5 s of CPU. Each test gets contexts with
 * nothing of an earlier test in them (`newContext`): no storage, cookies or service workers. Not
 * closed by the files; it ends with the worker. Relaunched if it crashed.
 */
export async function sharedBrowser(): Promise<Browser> {
  const current = shared ? await shared.catch(() => undefined) : undefined;
  if (current?.isConnected()) return current;
  shared = launchBrowser();
  return shared;
}

/** Ends a file's use of the shared browser: closes its contexts (the kept ones too), not the browser. */
export async function closeContexts(browser: Browser | undefined): Promise<void> {
  await Promise.all(browser?.contexts().map((context) => closeForReal(context)) ?? []);
}

/**
 * Closes a context when the running test ends, passed or failed, so a failed assertion cannot
 * leak it (an explicit `close()` before that is fine: closing twice does nothing). Call it inside a test.
 */
export function closeAfterTest(context: BrowserContext): BrowserContext {
  onTestFinished(() => context.close());
  return context;
}

/** A phone's screen: narrow, touch, no zoom. */
export const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };

/** What a spec may choose of a new context: a screen (`PHONE`) and whether service workers run. */
export interface ContextOptions extends Partial<typeof PHONE> {
  serviceWorkers?: 'allow' | 'block';
}

/** For the specs about the service worker (offline, updates, unstable networks): it installs and controls. */
export const WITH_SERVICE_WORKER = { serviceWorkers: 'allow' } as const;

/**
 * A context with nothing of an earlier test in it (no storage, cookies or service workers), closed
 * (handed back) when the test ends; desktop-sized unless `options` gives a screen (`PHONE`). Kept
 * warm between a file's tests (context-pool.ts: a wiped context whose site is still open costs
 * about half of a new one); a context whose test routed, went offline or changed it otherwise is
 * closed for real. The service worker is blocked unless `options` allows it (`WITH_SERVICE_WORKER`):
 * installing it precaches the whole app, about half a CPU-second per context on the 2-core CI
 * machine, and only the specs about offline use, updates and unstable networks need it (they allow
 * it; docs/pwa.md). Those contexts are always new: a service worker outlives its pages.
 */
export async function newContext(
  browser: Browser,
  baseURL: string,
  options: ContextOptions = {},
): Promise<BrowserContext> {
  const settings = { viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' as const, ...options };
  const context = closeAfterTest(
    settings.serviceWorkers === 'allow'
      ? await browser.newContext({ ...settings, baseURL })
      : await pooledContext(browser, baseURL, settings),
  );
  context.setDefaultTimeout(15_000);
  return context;
}
