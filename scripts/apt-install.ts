/**
 * Installs Debian packages for the test scripts (browsers, fonts) when running as root: the one
 * place that calls apt-get. It waits for the package lock (another install, or the machine's own
 * updates, may hold it: without the wait two test steps starting together fail at once) and runs
 * `apt-get update` once if the first try fails (a fresh machine has no package lists).
 */
import { spawnSync } from 'node:child_process';

const LOCK_WAIT_SECONDS = 600;

/** True when the process may install packages. */
export function canInstallPackages(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** Installs `packages` (no recommends); returns whether apt-get succeeded. Never throws. */
export function aptInstall(packages: readonly string[]): boolean {
  if (!canInstallPackages() || packages.length === 0) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const lock = ['-o', `DPkg::Lock::Timeout=${LOCK_WAIT_SECONDS}`];
  const install = () =>
    spawnSync('apt-get', [...lock, 'install', '-y', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
  if (install().status === 0) return true;
  spawnSync('apt-get', [...lock, 'update'], { stdio: 'inherit', env });
  return install().status === 0;
}
