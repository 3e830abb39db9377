/** Runs the end-to-end specs against the built app (building it first when dist/ is missing or older than the sources). */
import { spawnSync } from 'node:child_process';

import { ensureBuild } from './ensure-build.ts';
import { ensureChromium } from './ensure-chromium.ts';
import { ensureFirebaseTools, firebaseEmulatorWanted } from './ensure-firebase-tools.ts';
import { ensureFonts } from './ensure-fonts.ts';
import { ensureNginx } from './ensure-nginx.ts';

ensureChromium();
ensureFonts();
ensureBuild();
// The Firebase file's emulator, installed before its `beforeAll` (a no-op when `tools` did it).
const files = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
if (firebaseEmulatorWanted() && (files.length === 0 || files.some((file) => file.includes('firebase')))) {
  ensureFirebaseTools();
}
// The release test's web server (a no-op when `tools` installed it).
if (files.length === 0 || files.some((file) => file.includes('nginx'))) ensureNginx();
const result = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
