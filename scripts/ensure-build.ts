/**
 * Makes sure dist/ is a build of the current sources before the browser tests use it. The e2e and
 * cross-engine runners serve dist/; a dist/ older than a change in src/ once made a journey fail for a fix
 * that was already written. So: build when dist/ is missing or older than any
 * input of the build. `npm test` builds just before and says so (TALA_DIST_FRESH), which skips the walk.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const INPUTS = ['src', 'public', 'contract', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'package-lock.json'];

/** The newest modification time under `entry` (a file or a folder), in ms. */
function newest(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const child of readdirSync(entry)) latest = Math.max(latest, newest(path.join(entry, child)));
  return latest;
}

/** Why dist/ must be built, or null when it is current. */
function staleReason(): string | null {
  if (!existsSync('dist/index.html')) return 'dist/ is missing';
  if (process.env.TALA_DIST_FRESH === '1') return null;
  const built = statSync('dist/index.html').mtimeMs;
  const changed = INPUTS.find((input) => newest(input) > built);
  return changed ? `${changed} changed after the last build` : null;
}

/** Builds dist/ when it is missing or stale; exits the process when the build fails. */
export function ensureBuild(): void {
  const reason = staleReason();
  if (reason === null) return;
  console.log(`Building the app first (${reason})…`);
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
