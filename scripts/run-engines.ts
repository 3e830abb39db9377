/**
 * Runs the cross-engine journeys (tests/engines/, vitest.engines.config.ts) in Chromium, WebKit
 * and Firefox against the built app, building it first when dist/ is missing or older than the
 * sources. `TALA_ENGINES=webkit` runs one engine; further arguments go to vitest (a file, `-t name`).
 */
import { spawnSync } from 'node:child_process';

import { ensureBuild } from './ensure-build.ts';
import { ensureChromium } from './ensure-chromium.ts';
import { ensureEngines } from './ensure-engines.ts';
import { ensureFonts } from './ensure-fonts.ts';

ensureChromium();
ensureEngines();
ensureFonts();
ensureBuild();
const chosen = process.env.TALA_ENGINES;
if (chosen) {
  const left = ['chromium', 'webkit', 'firefox'].filter((name) => !chosen.split(',').includes(name));
  if (left.length > 0)
    console.log(`Engines: ${left.join(', ')} not run (TALA_ENGINES=${chosen}); npm run test:engines runs all three`);
}
const result = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.engines.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
