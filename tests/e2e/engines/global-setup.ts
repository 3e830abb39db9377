/**
 * Global setup of the cross-engine run: the e2e suite's platform template, and WebKitWebDriver on
 * its own Xvfb when WebKit is among the engines (stopped at the end, with its MiniBrowser).
 */
import type { TestProject } from 'vitest/node';

import setupPlatformTemplate from '../support/global-setup';
import { selectedEngines } from './engines';
import { startWebKitDriver } from './webkit-driver';

declare module 'vitest' {
  export interface ProvidedContext {
    /** WebKitWebDriver's address; empty when WebKit is not in this run. */
    webkitDriverUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const wantsWebKit = selectedEngines().includes('webkit');
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
