/**
 * Makes sure the machine that runs the end-to-end tests and screenshots has system fonts for
 * every script the 30 locales use (the locale tests fail on missing glyphs, "tofu"). Debian's
 * Noto packages cover them: fonts-noto-core (Arabic, Bengali, Devanagari, Khmer, Lao, Myanmar,
 * Sinhala, Tamil, Telugu, Thai, Latin, Cyrillic…), fonts-noto-cjk (Chinese, Japanese, Korean) and
 * fonts-noto-color-emoji (the red envelope 🧧 and other emoji the platform's texts use: phones have them).
 * Like ensure-chromium.ts: installs them (apt-install.ts) when missing and running as root, otherwise
 * fails with the command to run.
 */
import { spawnSync } from 'node:child_process';

import { aptInstall, canInstallPackages } from './apt-install.ts';

/** fontconfig patterns (a language, or a character set) our locales need, with a package that covers them. */
const NEEDED: readonly (readonly [pattern: string, pkg: string])[] = [
  ['ar', 'fonts-noto-core'],
  ['bn', 'fonts-noto-core'],
  ['hi', 'fonts-noto-core'],
  ['km', 'fonts-noto-core'],
  ['lo', 'fonts-noto-core'],
  ['my', 'fonts-noto-core'],
  ['si', 'fonts-noto-core'],
  ['ta', 'fonts-noto-core'],
  ['te', 'fonts-noto-core'],
  ['th', 'fonts-noto-core'],
  ['ru', 'fonts-noto-core'],
  ['zh-cn', 'fonts-noto-cjk'],
  ['zh-tw', 'fonts-noto-cjk'],
  ['ja', 'fonts-noto-cjk'],
  ['ko', 'fonts-noto-cjk'],
  ['charset=1f9e7', 'fonts-noto-color-emoji'],
];

/** The packages whose scripts have no font, by `fc-list :lang=…` or `:charset=…` (a few milliseconds each). */
function missingPackages(): string[] {
  const missing = new Set<string>();
  for (const [pattern, pkg] of NEEDED) {
    const query = pattern.includes('=') ? `:${pattern}` : `:lang=${pattern}`;
    const listed = spawnSync('fc-list', [query, 'family'], { encoding: 'utf8' });
    if (listed.status !== 0 || listed.stdout.trim() === '') missing.add(pkg);
  }
  return [...missing];
}

/** Returns when every script has a font; exits the process with a clear message when they cannot be had. */
export function ensureFonts(): void {
  let missing = missingPackages();
  if (missing.length === 0) return;
  if (canInstallPackages()) {
    console.log(`Fonts for some scripts are missing: installing ${missing.join(', ')} (about a minute)…`);
    aptInstall(missing);
    missing = missingPackages();
    if (missing.length === 0) return;
  }
  console.error(
    `The end-to-end tests render every locale's script and need its fonts.\nInstall them with:  sudo apt-get install -y ${missing.join(' ')}`,
  );
  process.exit(1);
}
