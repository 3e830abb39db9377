/** Runs the end-to-end specs against the built app (building it first when dist/ is missing). */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { ensureChromium } from './ensure-chromium.ts';
import { ensureFonts } from './ensure-fonts.ts';

ensureChromium();
ensureFonts();
if (!existsSync('dist/index.html')) {
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const result = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
