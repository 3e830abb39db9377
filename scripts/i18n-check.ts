/**
 * `npm run i18n`: extracts messages, then fails when the committed catalogs were stale, any
 * shipped locale has an untranslated message, or a translation copies its English source without
 * being one of the locale's recorded loanwords (glossary.json), or a message (app or platform text) does
 * not use the glossary's word for a glossary term (glossary-check.ts). Prints the counts per locale.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { glossaryViolations } from './glossary-check.ts';
import { appPairs, loadPlatformTexts, platformPairs, readGlossary } from './glossary-sources.ts';
import { copiedTranslations, type Glossary } from './po-copies.ts';
import { missingTranslations } from './po-missing.ts';

const platform = await loadPlatformTexts();

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
const loanwords = (locale: string): string[] => {
  const file = path.join(DIR, locale, 'glossary.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Glossary).loanwords : [];
};
let missingTotal = 0;
let copiedTotal = 0;
let glossaryTotal = 0;
for (const [locale, text] of Object.entries(after)) {
  if (locale === SOURCE) continue;
  const missing = missingTranslations(text);
  const copied = copiedTranslations(text, loanwords(locale));
  const glossary = existsSync(path.join(DIR, locale, 'glossary.json'))
    ? glossaryViolations([...appPairs(locale), ...platformPairs(locale, platform)], readGlossary(locale))
    : [];
  missingTotal += missing.length;
  copiedTotal += copied.length;
  glossaryTotal += glossary.length;
  console.log(
    `${locale.padEnd(8)} ${missing.length} missing, ${copied.length} copied from English, ${glossary.length} off the glossary`,
  );
  for (const id of [...missing, ...copied, ...glossary].slice(0, 5)) console.log(`         - ${id}`);
}
console.log(
  `Total missing: ${missingTotal}; copied from English (not loanwords): ${copiedTotal}; off the glossary: ${glossaryTotal}`,
);
if (stale.length > 0)
  console.error(
    `Catalogs were out of date (${stale.join(', ')}): they are now re-extracted; translate and commit them.`,
  );
if (missingTotal > 0 || copiedTotal > 0 || glossaryTotal > 0 || stale.length > 0) process.exit(1);
