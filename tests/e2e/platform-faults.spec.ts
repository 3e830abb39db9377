/**
 * The built app against a misbehaving platform: a few lines of node:http serve dist/
 * and answer every /wps and /lgw call with one fault. For 30 s per fault the browser's requests
 * are counted per path: no path may be asked more than 3 times in any 10 s, and the "cannot reach"
 * message with its retry button must show instead of an endless spinner (a 429 says "busy"; its time after the app's
 * first call is printed; the app's 3 s deadline itself is unit-tested in src/app/splash-clock). The faults run side by side (one server and
 * one browser context each), so the file takes about 35 s.
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { closeContexts, sharedBrowser } from './support/browser';
import { staticType } from './support/static-types';

// FAULTS_DIST lets the same spec measure another build (e.g. the one before a change).
const DIST = path.resolve(process.env.FAULTS_DIST ?? path.join(import.meta.dirname, '../../dist'));
const OBSERVE_MS = 30_000;
const WINDOW_MS = 10_000;
const MAX_PER_WINDOW = 3;
// The app's own deadline is SPLASH_LIMIT_MS (3 s, src/app/splash-clock.ts, unit-tested exactly).
// Here the bound only proves the message comes instead of an endless spinner: six pages boot at
// once on a shared 2-core machine, so the time to render after the deadline is the machine's: on a
// machine twice as slow for browsers, beside two other e2e files, the 500 case took 12.8 s (others
// 1.5–6 s; 2026-11-27). 20 s stays well inside the 30 s watched, where an endless spinner fails.
const MESSAGE_WITHIN_MS = 20_000;

type Fault = '500' | 'malformed' | 'shape' | '404' | 'hang' | 'refused' | '429';
const ALL_FAULTS: Fault[] = ['500', 'malformed', 'shape', '404', 'hang', 'refused', '429'];
// FAULTS_ONLY=500,hang runs a subset (while debugging one fault).
const FAULTS = process.env.FAULTS_ONLY
  ? ALL_FAULTS.filter((f) => process.env.FAULTS_ONLY?.split(',').includes(f))
  : ALL_FAULTS;

function isApi(pathname: string): boolean {
  return /^\/(wps|lgw|lotto\/lgw)\//.test(pathname);
}

function answerFault(fault: Fault, res: ServerResponse): void {
  switch (fault) {
    case '500':
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"Internal Server Error"}');
      return;
    case 'malformed':
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true,"value":{"a":');
      return;
    case 'shape':
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"success":true,"value":"surprise","errorCode":""}');
      return;
    case '404':
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    case '429':
      res.writeHead(429, { 'content-type': 'text/plain', 'retry-after': '5' }).end('Too Many Requests');
      return;
    default:
      // 'hang': never answer; the socket is destroyed when the server closes.
      return;
  }
}

/** A static dist/ server whose API answers with one fault; config.json may be rewritten. */
async function startFaultyPlatform(fault: Fault, closedPort: number): Promise<{ url: string; server: Server }> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (isApi(url.pathname)) return answerFault(fault, res);
      if (url.pathname === '/config.json' && fault === 'refused') {
        const config = JSON.parse(await readFile(path.join(DIST, 'config.json'), 'utf8')) as Record<string, unknown>;
        config.apiBaseUrls = [`http://127.0.0.1:${closedPort}`];
        return res
          .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' })
          .end(JSON.stringify(config));
      }
      let file = path.join(DIST, path.normalize(url.pathname));
      if (!file.startsWith(DIST) || !(await stat(file).catch(() => null))?.isFile())
        file = path.join(DIST, 'index.html');
      res.writeHead(200, { 'content-type': staticType(file) }).end(await readFile(file));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** A port that was just free: nothing listens there, so connections are refused. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The most requests of one path seen in any window of `WINDOW_MS`. */
function worstWindow(times: number[]): number {
  let worst = 0;
  for (let i = 0; i < times.length; i += 1) {
    const start = times[i] as number;
    worst = Math.max(worst, times.filter((t) => t >= start && t < start + WINDOW_MS).length);
  }
  return worst;
}

interface Outcome {
  /** From the app's first platform call (its boot done) to the message with its retry button. */
  messageAfterMs: number | null;
  /** From the navigation start, for the record (includes loading the bundle on a busy machine). */
  messageAfterNavigationMs: number | null;
  perPath: Record<string, number>;
  worstPerWindow: Record<string, number>;
  /** What the message said when it came (`data-reason`: slow, busy, offline, unreachable). */
  reason: string | null;
}

async function observe(browser: Browser, fault: Fault): Promise<Outcome> {
  const platform = await startFaultyPlatform(fault, await closedPort());
  // No service worker: its precaching is not under test and only loads the machine.
  const context = await browser.newContext({ baseURL: platform.url, serviceWorkers: 'block' });
  const page = await context.newPage();
  const seen = new Map<string, number[]>();
  const started = Date.now();
  let firstCallAt: number | null = null;
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (!isApi(url.pathname)) return;
    firstCallAt ??= Date.now();
    seen.set(url.pathname, [...(seen.get(url.pathname) ?? []), Date.now() - started]);
  });
  let shownAt: number | null = null;
  let reason: string | null = null;
  try {
    await page.goto('/', { waitUntil: 'commit', timeout: OBSERVE_MS });
    await page
      .getByTestId('platform-unreachable')
      .getByRole('button')
      .waitFor({ timeout: 2 * OBSERVE_MS });
    shownAt = Date.now();
    reason = await page.getByTestId('platform-unreachable').getAttribute('data-reason');
  } catch (error) {
    console.log(`[platform-faults] ${fault}: no message: ${String(error).slice(0, 300)}`);
    shownAt = null;
  }
  // Watch for 30 s from the app's first call (boot time on a busy CI machine is not the app's doing).
  const watchFrom = firstCallAt ?? started;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, watchFrom + OBSERVE_MS - Date.now())));
  await context.close();
  platform.server.closeAllConnections();
  await new Promise((resolve) => platform.server.close(resolve));
  const perPath = Object.fromEntries([...seen].map(([p, times]) => [p, times.length]));
  const worstPerWindow = Object.fromEntries([...seen].map(([p, times]) => [p, worstWindow(times)]));
  const messageAfterMs = shownAt === null ? null : shownAt - watchFrom;
  return {
    messageAfterMs,
    messageAfterNavigationMs: shownAt === null ? null : shownAt - started,
    perPath,
    worstPerWindow,
    reason,
  };
}

describe('a misbehaving platform', () => {
  let browser: Browser;
  let outcomes: Map<Fault, Outcome>;

  beforeAll(async () => {
    browser = await sharedBrowser();
    outcomes = new Map(await Promise.all(FAULTS.map(async (fault) => [fault, await observe(browser, fault)] as const)));
    // The numbers are the point of this file: print them for the record.
    for (const [fault, outcome] of outcomes)
      console.log(
        `[platform-faults] ${fault}: message ${outcome.messageAfterMs ?? 'never'} ms after the first call (${outcome.messageAfterNavigationMs ?? 'never'} ms after navigation); requests per path in 30 s ${JSON.stringify(outcome.perPath)}`,
      );
  }, 150_000);

  afterAll(async () => {
    await closeContexts(browser);
  });

  it.each(FAULTS)('%s: no path is asked more than 3 times in 10 s', (fault) => {
    const outcome = outcomes.get(fault);
    expect(outcome).toBeDefined();
    const over = Object.entries(outcome?.worstPerWindow ?? {}).filter(([, n]) => n > MAX_PER_WINDOW);
    expect(over).toEqual([]);
    // The app did try the platform (the count is not trivially zero).
    expect(outcome?.perPath['/wps/system/status']).toBeGreaterThanOrEqual(1);
  });

  it.skipIf(!FAULTS.includes('429'))('429: the message says "busy, try again shortly", not "cannot reach"', () => {
    expect(outcomes.get('429')?.reason).toBe('busy');
    for (const fault of FAULTS.filter((f) => f !== '429')) expect(outcomes.get(fault)?.reason).not.toBe('busy');
  });

  it.each(FAULTS)('%s: the "cannot reach" message with its retry button shows, not an endless spinner', (fault) => {
    const after = outcomes.get(fault)?.messageAfterMs;
    expect(after).not.toBeNull();
    expect(after).toBeLessThanOrEqual(MESSAGE_WITHIN_MS);
  });
});
