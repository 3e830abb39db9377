/** Vitest global setup of the e2e run: the shared platform data-folder template. */
import { rm } from 'node:fs/promises';

import type { TestProject } from 'vitest/node';

import { preparePlatformTemplate } from './platform-template';

declare module 'vitest' {
  export interface ProvidedContext {
    platformTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await preparePlatformTemplate();
  project.provide('platformTemplate', template);
  return () => rm(template, { recursive: true, force: true });
}
