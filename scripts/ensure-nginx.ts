/**
 * Makes sure Debian's nginx is present for the end-to-end test that serves the release through it
 * (tests/e2e/release-nginx.spec.ts, docs/deploy.md): `nginx` (gzip_static is built in) and
 * `libnginx-mod-http-brotli-static` (brotli_static). Like ensure-chromium.ts: installs them with
 * apt-get (apt-install.ts) when missing and running as root, otherwise fails with the command to
 * run. The package's own service is not used: the test starts nginx with its own configuration.
 */
import { existsSync } from 'node:fs';

import { aptInstall, canInstallPackages } from './apt-install.ts';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** Debian's dynamic module for brotli_static (loaded by the test's own nginx.conf). */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** Returns when nginx and its brotli_static module exist; exits the process with a clear message when they cannot be had. */
export function ensureNginx(): void {
  const missing = [
    { path: NGINX_PATH, pkg: 'nginx' },
    { path: BROTLI_STATIC_MODULE, pkg: 'libnginx-mod-http-brotli-static' },
  ].filter(({ path }) => !existsSync(path));
  if (missing.length === 0) return;
  const packages = missing.map(({ pkg }) => pkg);
  if (canInstallPackages()) {
    console.log(`Installing Debian's ${packages.join(' and ')} (a few seconds)…`);
    if (aptInstall(packages) && missing.every(({ path }) => existsSync(path))) return;
  }
  console.error(
    `The release test serves the app through nginx and needs ${missing.map(({ path }) => path).join(' and ')}.\nInstall with:  sudo apt-get install -y ${packages.join(' ')}\n(or set NGINX_PATH to another nginx binary with gzip_static).`,
  );
  process.exit(1);
}
