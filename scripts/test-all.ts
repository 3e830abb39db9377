/**
 * `npm test`: every check — typecheck, lint, format, dead code, translations, build, budgets, unit tests
 * (PGlite, and PostgreSQL when DATABASE_URL is set), end-to-end tests in Chromium, then the
 * cross-engine journeys (WebKit and Firefox; `npm run test:engines` adds Chromium). `npm test --
 * lint unit` runs only the named steps (their prerequisites are not added).
 *
 * Steps start as soon as what they read is ready, not group by group: CI must stay under 15 minutes
 * on 2 cores, and a group waited for its slowest step (lint) while a core sat idle. The first
 * failure stops the rest.
 */
import { spawn, type ChildProcess } from 'node:child_process';

interface Step {
  name: string;
  command: string;
  args: string[];
  /** Steps that must have passed first. */
  after: string[];
  /** Extra environment for the step. */
  env?: Record<string, string>;
}

const STEPS: Step[] = [
  // TypeScript 7 (the native compiler) checks the same projects for a seventh of TypeScript 6's CPU;
  // one thread, as the other steps hold the second core (docs/performance.md). TypeScript 6 stays for
  // typed lint and editors (docs/dependencies.md).
  {
    name: 'typecheck',
    command: 'node',
    args: ['node_modules/typescript7/bin/tsc', '-b', '--noEmit', '--singleThreaded'],
    after: [],
  },
  { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings', '0'], after: [] },
  // Browsers, fonts and firebase-tools: downloads on a fresh machine, so they wait on the network beside lint.
  { name: 'tools', command: 'node', args: ['--import', 'tsx', 'scripts/ensure-test-tools.ts'], after: [] },
  { name: 'format', command: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'], after: [] },
  // Dead code: files nothing reaches, exports nothing imports, unused dependencies (knip.jsonc).
  { name: 'deadcode', command: 'npx', args: ['knip', '--no-progress'], after: [] },
  // The translation check re-extracts the catalogs: the build and the unit tests read them.
  { name: 'i18n', command: 'node', args: ['--import', 'tsx', 'scripts/i18n-check.ts'], after: [] },
  { name: 'build', command: 'npx', args: ['vite', 'build', '--logLevel', 'warn'], after: ['i18n'] },
  { name: 'budgets', command: 'node', args: ['--import', 'tsx', 'scripts/check-budgets.ts'], after: ['build'] },
  { name: 'unit', command: 'npx', args: ['vitest', 'run'], after: ['i18n'] },
  // Alone at the end: browsers and platforms on 2 cores, with timing-sensitive specs (slow chunks,
  // unstable networks) that must not compete with the unit tests: started beside them after lint, the
  // unit tests took 670 s instead of 325 and timed out (2026-11-27).
  {
    name: 'e2e',
    command: 'node',
    args: ['--import', 'tsx', 'scripts/run-e2e.ts'],
    after: ['typecheck', 'lint', 'format', 'deadcode', 'build', 'budgets', 'unit', 'tools'],
  },
  // The same journeys in WebKit and Firefox, after the Chromium suite: one browser per engine, the
  // engines in turn. Chromium's run of them is `npm run test:engines` (all three): in `npm test` the
  // Chromium suite above has just driven the same flows in Chromium, and CI's 15 minutes do not hold
  // a second pass (docs/browsers.md has the measured times). run-engines.ts prints which engines run.
  {
    name: 'engines',
    command: 'node',
    args: ['--import', 'tsx', 'scripts/run-engines.ts'],
    after: ['e2e'],
    env: { TALA_ENGINES: 'webkit,firefox' },
  },
];

const only = process.argv.slice(2);
const chosen = STEPS.filter(({ name }) => only.length === 0 || only.includes(name));
const chosenNames = new Set(chosen.map(({ name }) => name));
const summary: string[] = [];
const running = new Map<string, ChildProcess>();
const passed = new Set<string>();
const started = new Set<string>();
let failed = false;

/** Runs one step with its output held back and printed whole when it ends (steps overlap). */
function run(step: Step): Promise<boolean> {
  const begun = Date.now();
  console.log(`━━ ${step.name} started`);
  return new Promise((resolve) => {
    // Its own process group, so that stopping it also stops what it started (vitest's workers, browsers).
    // The browser steps serve the build this run just made: no need to compare it with the sources.
    const env = { ...process.env, ...step.env, ...(passed.has('build') ? { TALA_DIST_FRESH: '1' } : {}) };
    const child = spawn(step.command, step.args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, env });
    running.set(step.name, child);
    let buffered = '';
    child.stdout.on('data', (chunk: Buffer) => (buffered += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (buffered += chunk.toString()));
    child.on('close', (status) => {
      running.delete(step.name);
      const seconds = ((Date.now() - begun) / 1000).toFixed(1);
      if (buffered) process.stdout.write(`── ${step.name} output ──\n${buffered}`);
      summary.push(`${status === 0 ? 'ok  ' : 'FAIL'} ${step.name} (${seconds} s)`);
      resolve(status === 0);
    });
  });
}

function stopAll(): void {
  for (const child of running.values()) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

// The steps run in their own process groups, which a Ctrl-C in the terminal no longer reaches.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });

/** Starts every step whose prerequisites (among the chosen steps) have passed. */
function startReady(done: () => void): void {
  for (const step of chosen) {
    if (started.has(step.name)) continue;
    if (!step.after.every((name) => !chosenNames.has(name) || passed.has(name))) continue;
    started.add(step.name);
    void run(step).then((ok) => {
      if (failed) return;
      if (!ok) {
        failed = true;
        // The first failure decides the run: what is still running only costs time.
        stopAll();
        console.error(`\n${summary.join('\n')}\n\nnpm test failed.`);
        process.exit(1);
      }
      passed.add(step.name);
      if (passed.size === chosen.length) done();
      else startReady(done);
    });
  }
}

await new Promise<void>((resolve) => (chosen.length === 0 ? resolve() : startReady(resolve)));
console.log(`\n${summary.join('\n')}`);
