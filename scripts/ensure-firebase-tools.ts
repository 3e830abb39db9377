/**
 * The Firebase CLI (`firebase-tools`) for the Auth emulator the Firebase sign-in e2e test runs
 * against. It is not a devDependency: it adds hundreds of packages to every `npm ci`
 * (docs/dependencies.md has the numbers), and only that one e2e file needs it. It is installed on
 * demand, once per machine, into a cache folder outside the checkout (like ensure-chromium.ts does
 * for the browser), at the pinned version below. `FIREBASE_TOOLS_BIN` points at another install.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

export const FIREBASE_TOOLS_VERSION = '15.34.2';

const CACHE = path.join(
  process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'),
  'tala',
  `firebase-tools-${FIREBASE_TOOLS_VERSION}`,
);

/**
 * Whether the Auth emulator's journeys run: yes, unless TALA_FIREBASE_EMULATOR=0 (then the e2e file
 * runs only its journeys that need no emulator). `npm test`'s `tools` step installs firebase-tools
 * beside lint (scripts/ensure-test-tools.ts); its cost is in docs/dependencies.md.
 */
export function firebaseEmulatorWanted(): boolean {
  return process.env.TALA_FIREBASE_EMULATOR !== '0';
}

/**
 * The fastest install that runs the Auth emulator. `--omit=optional` and `--ignore-scripts` skip
 * `re2`, an optional native module of the Hosting emulator (superstatic) that has no prebuilt
 * binary for this machine and was compiled from C++ by node-gyp: about 200 s of CPU, most of the
 * 6 minutes the install once took. The only other install script (protobufjs's postinstall) only
 * prints version warnings. Measured in docs/dependencies.md.
 */
export const INSTALL_FLAGS = [
  '--no-audit',
  '--no-fund',
  '--no-save',
  '--ignore-scripts',
  '--omit=optional',
  '--prefer-offline',
] as const;

/** The `firebase` executable, installing firebase-tools first when it is missing. */
export function ensureFirebaseTools(): string {
  const configured = process.env.FIREBASE_TOOLS_BIN;
  if (configured) return configured;
  const bin = path.join(CACHE, 'node_modules', '.bin', 'firebase');
  if (existsSync(bin)) return bin;
  console.log(`firebase-tools ${FIREBASE_TOOLS_VERSION} is missing: installing it into ${CACHE} (once)…`);
  const result = spawnSync(
    'npm',
    ['install', '--prefix', CACHE, ...INSTALL_FLAGS, `firebase-tools@${FIREBASE_TOOLS_VERSION}`],
    {
      stdio: 'inherit',
    },
  );
  if (result.status !== 0 || !existsSync(bin)) {
    throw new Error(
      `firebase-tools could not be installed; install it with: npm install --prefix ${CACHE} ${INSTALL_FLAGS.join(' ')} firebase-tools@${FIREBASE_TOOLS_VERSION}`,
    );
  }
  return bin;
}
