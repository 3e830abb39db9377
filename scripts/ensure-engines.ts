/**
 * Makes sure the cross-engine suite's browsers are present (tests/engines/, docs/browsers.md):
 * WebKitGTK's WebKitWebDriver and MiniBrowser, Xvfb for its display, and Firefox ESR. Installs the
 * Debian packages when missing and running as root (apt-install.ts), otherwise fails with the
 * command to run. Prints each engine's version.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { aptInstall, canInstallPackages } from './apt-install.ts';

const PACKAGES = ['webkit2gtk-driver', 'xvfb', 'firefox-esr'];
const NEEDED: Record<string, string> = {
  '/usr/bin/WebKitWebDriver': 'webkit2gtk-driver',
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser': 'webkit2gtk-driver',
  '/usr/bin/Xvfb': 'xvfb',
  [process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr']: 'firefox-esr',
};

const missing = () => Object.keys(NEEDED).filter((file) => !existsSync(file));

/** The version line a program prints, or a note that it could not say. */
function versionOf(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: 20_000 });
  return (result.stdout || result.stderr || '').trim().split('\n')[0] ?? 'unknown';
}

/** Returns when every engine is there; exits the process with a clear message when one cannot be had. */
export function ensureEngines(): void {
  if (missing().length > 0) {
    if (canInstallPackages()) {
      console.log(`Cross-engine tests: installing ${PACKAGES.join(', ')} from Debian (about a minute)…`);
      aptInstall(PACKAGES);
    }
    const still = missing();
    if (still.length > 0) {
      console.error(
        `Cross-engine tests need ${still.join(', ')}.\nInstall them with:  sudo apt-get install -y ${PACKAGES.join(' ')}`,
      );
      process.exit(1);
    }
  }
  const webkit = spawnSync('dpkg-query', ['-W', '-f=${Version}', 'libwebkit2gtk-4.1-0'], { encoding: 'utf8' });
  console.log(`Engines: WebKitGTK ${webkit.stdout.trim() || 'unknown'} (MiniBrowser, WebKitWebDriver)`);
  console.log(`Engines: ${versionOf(process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', ['--version'])}`);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureEngines();
