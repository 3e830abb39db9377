import { defineConfig } from 'vitest/config';

// Cross-engine journeys (tests/engines/): the same journeys in Chromium, WebKit (MiniBrowser through
// WebKitWebDriver) and Firefox ESR (puppeteer-core over WebDriver BiDi), at phone size. One worker:
// it keeps one browser per engine for the whole run (modules are shared between files), and the
// engines take turns, which measured faster on 2 cores than two at a time (docs/browsers.md).
export default defineConfig({
  test: {
    include: ['tests/engines/**/*.spec.ts'],
    globalSetup: ['tests/e2e/engines/global-setup.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 1,
    isolate: false,
    fileParallelism: false,
  },
});
