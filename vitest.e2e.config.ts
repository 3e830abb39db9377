import { defineConfig } from 'vitest/config';

// End-to-end specs: real platform processes and Debian Chromium. Two files at a time at most,
// because each one runs a server and a browser on a 2-core machine.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.spec.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    // A worker keeps its modules between files: the in-process platform's server code and PGlite's
    // compiled WebAssembly, and one Chromium (support/browser.ts sharedBrowser), load once per worker.
    isolate: false,
    fileParallelism: true,
  },
});
