/** Runs the end-to-end specs against the built app (building it first when dist/ is missing or older than the sources). */
import { spawnSync } from 'node:child_process';

import { ensureBuild } from './ensure-build.ts';
import { ensureChromium } from './ensure-chromium.ts';
import { ensureFonts } from './ensure-fonts.ts';

ensureChromium();
ensureFonts();
ensureBuild();
const result = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
