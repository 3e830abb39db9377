/**
 * Makes sure Debian's Chromium is present for the browser tests: installs it with apt-get when
 * missing and running as root, otherwise fails with the command to run.
 *
 * Two binaries of the one Debian source package (same Blink and V8, same version): the end-to-end
 * suites drive `chromium-headless-shell`, Chromium's headless-only build (what Playwright itself
 * runs for headless tests), which did the whole e2e step in 505 CPU-s instead of the full browser's
 * 700, both green (docs/performance.md); Lighthouse and `npm run bench` keep the full `chromium`,
 * whose numbers are what a player's browser does.
 */
import { existsSync } from 'node:fs';

import { aptInstall, canInstallPackages } from './apt-install.ts';

/** The full browser: Lighthouse, budgets, benchmarks. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The end-to-end suites' browser (tests/e2e/support/browser.ts reads the same variable). */
export const E2E_CHROMIUM_PATH = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** Returns when both binaries exist; exits the process with a clear message when they cannot be had. */
export function ensureChromium(): void {
  const missing = [
    { path: CHROMIUM_PATH, pkg: 'chromium' },
    { path: E2E_CHROMIUM_PATH, pkg: 'chromium-headless-shell' },
  ].filter(({ path }) => !existsSync(path));
  if (missing.length === 0) return;
  const packages = missing.map(({ pkg }) => pkg);
  if (canInstallPackages()) {
    console.log(`Installing Debian's ${packages.join(' and ')} (about 20 s)…`);
    if (aptInstall(packages) && missing.every(({ path }) => existsSync(path))) return;
  }
  console.error(
    `Browser tests need ${missing.map(({ path }) => path).join(' and ')}.\nInstall with:  sudo apt-get install -y ${packages.join(' ')}\n(or set CHROMIUM_PATH / E2E_CHROMIUM_PATH to other Chromium binaries).`,
  );
  process.exit(1);
}
