/**
 * Global setup of the cross-engine run: the e2e suite's platform template, and WebKitWebDriver on
 * its own Xvfb when WebKit is among the engines (stopped at the end, with its MiniBrowser).
 */
import type { TestProject } from 'vitest/node';

import setupPlatformTemplate from '../support/global-setup';
import { ALL_ENGINES, selectedEngines } from './engines';
import { startWebKitDriver } from './webkit-driver';

declare module 'vitest' {
  export interface ProvidedContext {
    /** WebKitWebDriver's address; empty when WebKit is not in this run. */
    webkitDriverUrl: string;
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
  return async () => {
    await driver?.stop();
    await removeTemplate();
  };
}
