/**
 * The platform's own framed pages (built-in games, lottery) in the player's language (issue #27).
 * Each language's texts live in their own JSON file and go out as their own small script, so a
 * page downloads one language, not thirty; the HTML is served with that script, `lang` and `dir`
 * already set (no flash of English, no left-to-right frame for Arabic before the script runs).
 */
import { readFileSync } from 'node:fs';

import * as v from 'valibot';

import {
  PLATFORM_LANGUAGE_CODES,
  platformLanguage,
  platformLanguageCode,
  type PlatformLanguage,
  type PlatformLanguageCode,
} from '../domain/platform-languages.ts';

/** The language a page was opened in (`?lang=`): a known platform code, else English. */
const pageLanguage = (value: string | undefined): PlatformLanguage =>
  platformLanguage(platformLanguageCode(value) ?? 'EN');

/**
 * A page's query: `?lang=`, parsed to its language (a missing or unknown one is English, as always:
 * the page still opens). The default makes the object run the pipe for a missing `lang` too.
 */
export const PageLanguageQuery = v.object({
  lang: v.pipe(
    v.optional(v.string(), ''),
    v.transform((lang: string) => pageLanguage(lang)),
  ),
});

/** The asset name of a language's strings script: `strings-AR.js`. */
export const stringsAsset = (code: string): string => `strings-${code}.js`;

/**
 * Every platform language's strings script from `dir/<CODE>.json`, assigned to `global` with the
 * page's `htmlLang` and `dir`. A missing or broken file stops the start (a test reads them too).
 */
export function stringScripts(dir: URL, global: string): Map<string, string> {
  return new Map(
    PLATFORM_LANGUAGE_CODES.map((code: PlatformLanguageCode) => {
      const strings = JSON.parse(readFileSync(new URL(`${code}.json`, dir), 'utf8')) as Record<string, string>;
      const { htmlLang, dir: direction } = platformLanguage(code);
      const body = JSON.stringify({ htmlLang, dir: direction, ...strings });
      return [stringsAsset(code), `'use strict';\nself.${global} = ${body};\n`];
    }),
  );
}

const HTML_TAG = '<html lang="en" dir="ltr">';

/**
 * A page template in `language`: the template's `<html lang="en" dir="ltr">` and its English
 * strings script (`…/strings-EN.js`) swapped for the language's. Throws on a template without them.
 */
export function localizePage(template: string, language: PlatformLanguage): string {
  const script = `/${stringsAsset('EN')}"`;
  if (!template.includes(HTML_TAG) || !template.includes(script))
    throw new Error('page template lacks <html lang="en" dir="ltr"> or its strings-EN.js script');
  return template
    .replace(HTML_TAG, `<html lang="${language.htmlLang}" dir="${language.dir}">`)
    .replace(script, `/${stringsAsset(language.code)}"`);
}
