/**
 * Makes sure Debian's Chromium is present for the end-to-end tests: installs it with apt-get when
 * missing and running as root, otherwise fails with the command to run.
 */
import { existsSync } from 'node:fs';

import { aptInstall, canInstallPackages } from './apt-install.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Returns when Chromium exists; exits the process with a clear message when it cannot be had. */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  if (canInstallPackages()) {
    console.log("Chromium is missing: installing Debian's chromium package (about 20 s)…");
    if (aptInstall(['chromium']) && existsSync(CHROMIUM)) return;
  }
  console.error(
    `End-to-end tests need Chromium at ${CHROMIUM}.\nInstall it with:  sudo apt-get install -y chromium\n(or set CHROMIUM_PATH to another Chromium binary).`,
  );
  process.exit(1);
}
