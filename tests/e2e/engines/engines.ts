/**
 * The engines of a cross-engine run and the per-file fixture of the journeys (tests/engines/):
 * one browser per engine for the whole run (the worker keeps its modules between files), a fresh
 * page per journey, and one reference platform per file shared by every engine's journeys.
 * `TALA_ENGINES=webkit,firefox` runs a subset.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { afterAll, beforeAll, beforeEach, onTestFinished } from 'vitest';

import { startPlatform, type Platform, type PlatformOptions } from '../support/platform';
import { ChromiumEngine } from './chromium-engine';
import type { Engine, EngineName, EnginePage, PageOptions } from './engine-page';
import { FirefoxEngine } from './firefox-engine';
import { WebKitEngine } from './webkit-engine';

export type { Engine, EngineName, EnginePage, PageOptions } from './engine-page';

export const ALL_ENGINES: readonly EngineName[] = ['chromium', 'webkit', 'firefox'];

/** A phone's screen, the size every journey runs at. */
export const PHONE = { width: 360, height: 740 } as const;

/** The engines this run covers (`TALA_ENGINES`, comma-separated; default all three). */
export function selectedEngines(env: string | undefined = process.env.TALA_ENGINES): EngineName[] {
  if (!env) return [...ALL_ENGINES];
  const wanted = env.split(',').map((name) => name.trim());
  const unknown = wanted.filter((name) => !ALL_ENGINES.includes(name as EngineName));
  if (unknown.length > 0) throw new Error(`TALA_ENGINES: unknown engine(s) ${unknown.join(', ')}`);
  return ALL_ENGINES.filter((name) => wanted.includes(name));
}

const engines = new Map<EngineName, Engine>();
const announced = new Set<EngineName>();

/** The run's one instance of an engine (launched on first use). */
export function engine(name: EngineName): Engine {
  let instance = engines.get(name);
  if (!instance) {
    instance =
      name === 'chromium' ? new ChromiumEngine() : name === 'firefox' ? new FirefoxEngine() : new WebKitEngine();
    engines.set(name, instance);
  }
  return instance;
}

/** Prints an engine's version once per run, so a run's log says which engine versions it tested. */
export async function announce(name: EngineName): Promise<void> {
  if (announced.has(name)) return;
  announced.add(name);
  console.log(`[engines] ${name}: ${await engine(name).version()}`);
}

/** Where a failed journey leaves what its page showed: `<engine> <journey>.png` and `.html`. */
export const FAILURE_DIR = path.resolve(import.meta.dirname, '../../../test-results/engines');

/** Keeps a screenshot and the DOM of `page` as the failed journey `name` left it (read them locally). */
async function keepFailure(page: EnginePage, name: string): Promise<void> {
  const base = path.join(FAILURE_DIR, `${page.engine} ${name}`.replace(/[^\w .,-]+/g, '_').slice(0, 150));
  try {
    await mkdir(FAILURE_DIR, { recursive: true });
    await writeFile(`${base}.png`, await page.screenshot());
    await writeFile(`${base}.html`, await page.evaluate(() => document.documentElement.outerHTML));
    console.log(`[engines] the page at the failure: ${base}.png`);
  } catch (error) {
    console.log(`[engines] no screenshot of the failure: ${String(error)}`);
  }
}

/** A new phone-sized page in `name` on `baseURL`, closed when the running test ends (kept on file first if it failed). */
export async function openPage(name: EngineName, baseURL: string, options: PageOptions = {}): Promise<EnginePage> {
  const page = await engine(name).newPage(baseURL, PHONE.width, PHONE.height, options);
  onTestFinished(async ({ task }) => {
    if (task.result?.state === 'fail') await keepFailure(page, task.name);
    await page.close();
  });
  return page;
}

/**
 * One phone-sized page in `name` for every journey of a describe block, as a player walks from
 * one thing to the next in one visit (cheaper than a page and a sign-in per journey): opened and
 * prepared (`prepare`, e.g. a session) before the block's first journey, closed after its last.
 * Read `shared.page` inside tests. A journey that fails leaves the page where it stopped, so each
 * journey starts by walking (in the app) to where it begins.
 */
export function useSharedPage(
  name: EngineName,
  fixture: EngineFixture,
  prepare: (page: EnginePage) => Promise<void> = () => Promise.resolve(),
): { readonly page: EnginePage } {
  let page: EnginePage | undefined;
  beforeAll(async () => {
    await announce(name);
    page = await engine(name).newPage(fixture.platform.url, PHONE.width, PHONE.height);
    await prepare(page);
  });
  beforeEach(({ onTestFailed }) => {
    onTestFailed(async ({ task }) => {
      if (page) await keepFailure(page, task.name);
    });
  });
  afterAll(async () => {
    await page?.close();
  });
  return {
    get page(): EnginePage {
      if (!page) throw new Error('The shared page is opened in beforeAll: read it inside a test.');
      return page;
    },
  };
}

export interface EngineFixture {
  platform: Platform;
}

/** One platform for a file's journeys in every engine; read `fixture.platform` inside tests. */
export function useEnginePlatform(options: PlatformOptions = {}): EngineFixture {
  const fixture = {} as EngineFixture;
  beforeAll(async () => {
    fixture.platform = await startPlatform(options);
  });
  afterAll(async () => {
    await fixture.platform?.stop();
  });
  return fixture;
}
