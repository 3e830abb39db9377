/**
 * Makes sure the cross-engine suite's browsers are present (tests/engines/, docs/browsers.md):
 * WebKitGTK's WebKitWebDriver and MiniBrowser, Xvfb for its display, and Firefox ESR. Installs the
 * Debian packages with apt-get when missing and running as root (apt-get update once if the first
 * try fails), otherwise fails with the command to run. Prints each engine's version.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PACKAGES = ['webkit2gtk-driver', 'xvfb', 'firefox-esr'];
const NEEDED: Record<string, string> = {
  '/usr/bin/WebKitWebDriver': 'webkit2gtk-driver',
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser': 'webkit2gtk-driver',
  '/usr/bin/Xvfb': 'xvfb',
  [process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr']: 'firefox-esr',
};
const INSTALL = ['install', '-y', '--no-install-recommends', ...PACKAGES];

const missing = () => Object.keys(NEEDED).filter((file) => !existsSync(file));

/** The version line a program prints, or a note that it could not say. */
function versionOf(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: 20_000 });
  return (result.stdout || result.stderr || '').trim().split('\n')[0] ?? 'unknown';
}

/** Returns when every engine is there; exits the process with a clear message when one cannot be had. */
export function ensureEngines(): void {
  if (missing().length > 0) {
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    if (isRoot) {
      console.log(`Cross-engine tests: installing ${PACKAGES.join(', ')} from Debian (about a minute)…`);
      const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
      let result = spawnSync('apt-get', INSTALL, { stdio: 'inherit', env });
      if (result.status !== 0) {
        spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
        result = spawnSync('apt-get', INSTALL, { stdio: 'inherit', env });
      }
    }
    const still = missing();
    if (still.length > 0) {
      console.error(
        `Cross-engine tests need ${still.join(', ')}.\nInstall them with:  sudo apt-get ${INSTALL.join(' ')}`,
      );
      process.exit(1);
    }
  }
  const webkit = spawnSync('dpkg-query', ['-W', '-f=${Version}', 'libwebkit2gtk-4.1-0'], { encoding: 'utf8' });
  console.log(`Engines: WebKitGTK ${webkit.stdout.trim() || 'unknown'} (MiniBrowser, WebKitWebDriver)`);
  console.log(`Engines: ${versionOf(process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', ['--version'])}`);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureEngines();
