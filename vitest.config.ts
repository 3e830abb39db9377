import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

import { linguiMacroBabel } from './lingui-babel.config.ts';

// Files that replace a module (`vi.mock`) must not share a module registry with other files.
const MOCKING = ['server/src/routes/checks-in-flight.test.ts'];

// Unit tests only: end-to-end specs (*.spec.ts) run under scripts/run-e2e.ts with playwright-core.
export default defineConfig({
  // The Lingui macros need their Babel plugin in tests too.
  plugins: [linguiMacroBabel()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    setupFiles: ['tests/setup/vitest-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Worker threads, not child processes: on the CI machine (a paravirtualised VM) every new
    // process and its page tables are expensive. The platform project took 326 CPU-s instead of 393
    // (interleaved runs, wall about equal alone); the isolated project (a fresh worker per file) 44
    // instead of 54 (2026-11-27, docs/performance.md). `vi.mock` works the same in threads.
    pool: 'threads',
    // Vitest's default on 2 cores is one worker; storage tests wait on PGlite's WASM start-up and on
    // PostgreSQL as much as on the CPU: two workers finish in clearly less time than one, three
    // about 20 s sooner than two (295 → 275 s on the CI machine, 2026-11-26).
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'platform',
          include: ['contract/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tools/**/*.test.ts'],
          exclude: MOCKING,
          // Platform tests keep no module state between files (each builds its own platform and
          // database), so a worker imports the server once instead of once per file: the suite's
          // CPU time fell from 14.7 to 8.7 minutes (2026-11-26).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          // The client's stores, caches and fake IndexedDB are module state: each file starts clean.
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', ...MOCKING],
        },
      },
    ],
  },
});
