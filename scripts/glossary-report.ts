/** Prints the glossary check's findings per locale (`node --import tsx scripts/glossary-report.ts [locale] [key]`). */
import { LOCALES } from '../src/i18n/supported-locales.ts';
import { glossaryViolations } from './glossary-check.ts';
import { appPairs, loadPlatformTexts, platformPairs, readGlossary } from './glossary-sources.ts';

const platform = await loadPlatformTexts();

const [only, key] = process.argv.slice(2);
for (const { locale } of LOCALES) {
  if (locale === 'en' || (only && only !== locale)) continue;
  const problems = glossaryViolations(
    [...appPairs(locale), ...platformPairs(locale, platform)],
    readGlossary(locale),
  ).filter((p) => !key || p.includes(`"${key}" (`));
  const byKey = new Map<string, number>();
  for (const p of problems) {
    const k = /: "([^"]+)" \(/.exec(p)?.[1] ?? '?';
    byKey.set(k, (byKey.get(k) ?? 0) + 1);
  }
  console.log(
    `${locale}\t${problems.length}\t${[...byKey]
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => `${k}:${n}`)
      .join(' ')}`,
  );
  if (only) for (const p of problems) console.log('  ' + p);
}
