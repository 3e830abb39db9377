import { defineConfig } from 'vitest/config';

// End-to-end specs: real platform processes and Debian Chromium. Three files at a time on the
// 2-core CI machine: with two, the cores sat 14 % idle while both files waited on a browser or a
// timer (86 % busy); three kept them 95 % busy and the suite took 466 s instead of 511 (back to
// back on one machine, all green, 2026-11-27, docs/performance.md).
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.spec.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    environment: 'node',
    testTimeout: 90_000,
    // `expect.poll` waits as long as a locator does (15 s), not Vitest's 1 s: with three files at a
    // time an answer that takes over a second under load (binding an authenticator) failed a poll
    // whose condition held a moment later (2026-11-27). A longer wait never turns a pass into a failure.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 3,
    // A worker keeps its modules between files: the in-process platform's server code and PGlite's
    // compiled WebAssembly, and one Chromium (support/browser.ts sharedBrowser), load once per worker.
    isolate: false,
    fileParallelism: true,
  },
});
