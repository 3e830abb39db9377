/**
 * Makes sure Debian's Chromium is present for the end-to-end tests: installs it with apt-get when
 * missing and running as root, otherwise fails with the command to run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Returns when Chromium exists; exits the process with a clear message when it cannot be had. */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    console.log("Chromium is missing: installing Debian's chromium package (about 20 s)…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    let result = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env,
    });
    if (result.status !== 0) {
      spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
      result = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
        stdio: 'inherit',
        env,
      });
    }
    if (result.status === 0 && existsSync(CHROMIUM)) return;
  }
  console.error(
    `End-to-end tests need Chromium at ${CHROMIUM}.\nInstall it with:  sudo apt-get install -y chromium\n(or set CHROMIUM_PATH to another Chromium binary).`,
  );
  process.exit(1);
}
