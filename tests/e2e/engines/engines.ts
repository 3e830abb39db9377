/**
 * The engines of a cross-engine run and the per-file fixture of the journeys (tests/engines/):
 * one browser per engine for the whole run (the worker keeps its modules between files), a fresh
 * page per journey, and one reference platform per file shared by every engine's journeys.
 * `TALA_ENGINES=webkit,firefox` runs a subset.
 */
import { afterAll, beforeAll, onTestFinished } from 'vitest';

import { startPlatform, type Platform, type PlatformOptions } from '../support/platform';
import { ChromiumEngine } from './chromium-engine';
import type { Engine, EngineName, EnginePage } from './engine-page';
import { FirefoxEngine } from './firefox-engine';
import { WebKitEngine } from './webkit-engine';

export type { Engine, EngineName, EnginePage } from './engine-page';

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

/** Prints an engine's version once per run (the issue asks every run to say what it tested). */
export async function announce(name: EngineName): Promise<void> {
  if (announced.has(name)) return;
  announced.add(name);
  console.log(`[engines] ${name}: ${await engine(name).version()}`);
}

/** A new phone-sized page in `name` on `baseURL`, closed when the running test ends. */
export async function openPage(name: EngineName, baseURL: string): Promise<EnginePage> {
  const page = await engine(name).newPage(baseURL, PHONE.width, PHONE.height);
  onTestFinished(() => page.close());
  return page;
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
