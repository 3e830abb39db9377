/**
 * `npm test`: every check, in the order that fails fastest — typecheck, lint, format, translations,
 * build, budgets, unit tests (PGlite, and PostgreSQL when DATABASE_URL is set), end-to-end tests.
 */
import { spawn } from 'node:child_process';

// Steps in one inner list run side by side: typecheck, lint and the format check each wait on I/O and one core.
// The translation check runs beside them too (lint is the long pole; it rewrites the catalogs, so
// the build, which reads them, waits for it), and the budgets (bytes, not times) beside the unit
// tests: CI must stay under 15 minutes on 2 cores.
const steps: [string, string, string[]][][] = [
  [
    ['typecheck', 'npx', ['tsc', '-b', '--noEmit']],
    ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
    ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
    ['i18n', 'node', ['--import', 'tsx', 'scripts/i18n-check.ts']],
  ],
  [['build', 'npx', ['vite', 'build', '--logLevel', 'warn']]],
  [
    ['budgets', 'node', ['--import', 'tsx', 'scripts/check-budgets.ts']],
    ['unit', 'npx', ['vitest', 'run']],
  ],
  [['e2e', 'node', ['--import', 'tsx', 'scripts/run-e2e.ts']]],
];

const only = process.argv.slice(2);
const summary: string[] = [];

/** Runs one step with its output prefixed when it shares the terminal with another step. */
function run([name, command, args]: [string, string, string[]], shared: boolean): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: shared ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (shared) {
      let buffered = '';
      child.stdout?.on('data', (chunk: Buffer) => (buffered += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (buffered += chunk.toString()));
      child.on('close', () => process.stdout.write(buffered ? `── ${name} output ──\n${buffered}` : ''));
    }
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      summary.push(`${status === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
      resolve(status === 0);
    });
  });
}

for (const group of steps) {
  const chosen = group.filter(([name]) => only.length === 0 || only.includes(name));
  if (chosen.length === 0) continue;
  console.log(`\n━━ ${chosen.map(([name]) => name).join(' + ')} ━━`);
  const results = await Promise.all(chosen.map((step) => run(step, chosen.length > 1)));
  if (results.includes(false)) {
    console.error(`\n${summary.join('\n')}\n\nnpm test failed.`);
    process.exit(1);
  }
}
console.log(`\n${summary.join('\n')}`);
