/**
 * `npm test`: every check, in the order that fails fastest — typecheck, lint, translations,
 * build, budgets, unit tests (PGlite, and PostgreSQL when DATABASE_URL is set), end-to-end tests.
 */
import { spawnSync } from 'node:child_process';

const steps: [string, string, string[]][] = [
  ['typecheck', 'npx', ['tsc', '-b', '--noEmit']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['i18n', 'node', ['--import', 'tsx', 'scripts/i18n-check.ts']],
  ['build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  ['budgets', 'node', ['--import', 'tsx', 'scripts/check-budgets.ts']],
  ['unit', 'npx', ['vitest', 'run']],
  ['e2e', 'node', ['--import', 'tsx', 'scripts/run-e2e.ts']],
];

const only = process.argv.slice(2);
const summary: string[] = [];
for (const [name, command, args] of steps) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  summary.push(`${result.status === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
  if (result.status !== 0) {
    console.error(`\n${summary.join('\n')}\n\nnpm test failed at "${name}".`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n${summary.join('\n')}`);
