/**
 * `npm run i18n`: extracts messages, then fails when the committed catalogs were stale or any
 * shipped locale has an untranslated message. Prints the missing count per locale.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { missingTranslations } from './po-missing.ts';

const DIR = 'src/locales';
const SOURCE = 'en';
const read = () =>
  Object.fromEntries(readdirSync(DIR).map((l) => [l, readFileSync(path.join(DIR, l, 'messages.po'), 'utf8')]));

const before = read();
const extract = spawnSync('npx', ['lingui', 'extract', '--clean'], { encoding: 'utf8' });
if (extract.status !== 0) {
  console.error(extract.stdout, extract.stderr);
  process.exit(1);
}
const after = read();
const stale = Object.keys(after).filter((l) => before[l] !== after[l]);
let missingTotal = 0;
for (const [locale, text] of Object.entries(after)) {
  if (locale === SOURCE) continue;
  const missing = missingTranslations(text);
  missingTotal += missing.length;
  console.log(`${locale.padEnd(6)} ${missing.length} missing`);
  for (const id of missing.slice(0, 5)) console.log(`         - ${id}`);
}
console.log(`Total missing: ${missingTotal}`);
if (stale.length > 0)
  console.error(
    `Catalogs were out of date (${stale.join(', ')}): they are now re-extracted; translate and commit them.`,
  );
if (missingTotal > 0 || stale.length > 0) process.exit(1);
