/**
 * Global setup of the cross-engine run: the e2e suite's platform template, and WebKitWebDriver on
 * its own Xvfb when WebKit is among the engines (stopped at the end, with its MiniBrowser).
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { TestProject } from 'vitest/node';

import setupPlatformTemplate from '../support/global-setup';
import { ALL_ENGINES, selectedEngines } from './engines';
import { startWebKitDriver } from './webkit-driver';

declare module 'vitest' {
  export interface ProvidedContext {
    /** WebKitWebDriver's address; empty when WebKit is not in this run. */
    webkitDriverUrl: string;
    /** A folder where the worker notes the browsers it launched (`<engine>.pid`), ended at teardown. */
    enginesPidDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const engines = selectedEngines();
  // No engine is left out silently: a subset run says which and why.
  const left = ALL_ENGINES.filter((name) => !engines.includes(name));
  if (left.length > 0)
    console.log(`[engines] not run: ${left.join(', ')} (TALA_ENGINES=${process.env.TALA_ENGINES ?? ''})`);
  const wantsWebKit = engines.includes('webkit');
  const [removeTemplate, driver] = await Promise.all([
    setupPlatformTemplate(project),
    wantsWebKit ? startWebKitDriver() : Promise.resolve(undefined),
  ]);
  project.provide('webkitDriverUrl', driver?.url ?? '');
  const pidDir = await mkdtemp(path.join(tmpdir(), 'tala-engines-'));
  project.provide('enginesPidDir', pidDir);
  return async () => {
    await driver?.stop();
    // A worker ended without its exit handlers (killed) would leave its Firefox behind.
    for (const file of await readdir(pidDir)) {
      const pid = Number(await readFile(path.join(pidDir, file), 'utf8'));
      try {
        if (pid > 0) process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone: the worker closed it.
      }
    }
    await rm(pidDir, { recursive: true, force: true });
    await removeTemplate();
  };
}
