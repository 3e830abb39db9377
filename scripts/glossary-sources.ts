/**
 * Every text the glossary check reads, per app locale: the app's catalog and the platform's texts
 * in the same language (built-in game pages, the lottery page, SMS and e-mail, the seeded
 * announcements, promotions, inbox, rewards and red envelope, the help centre).
 *
 * The platform's modules are loaded at run time (not imported): they belong to the server's
 * TypeScript project, and the scripts' project would otherwise have to list the server's files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { poPairs, tablePairs, type Glossary, type TextPair } from './glossary-check.ts';

const LOCALES_DIR = 'src/locales';
const GAMES = 'server/src/games/strings';
const LOTTERY = 'server/src/lottery-page/strings';
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

/** Platform codes whose app locale is not the code in lower case. */
const LOCALE_OF_CODE: Record<string, string> = {
  TY: 'tl',
  CN: 'zh-CN',
  TW: 'zh-TW',
  'UR-LA': 'ur-Latn',
  'PT-BR': 'pt-BR',
};
const PLATFORM_CODES = readdirSync(GAMES).map((file) => file.replace(/\.json$/, ''));

/** The platform code whose pages are in an app locale (tl → TY, zh-CN → CN, ur-Latn → UR-LA). */
export function platformCodeOf(locale: string): string | undefined {
  return PLATFORM_CODES.find((code) => (LOCALE_OF_CODE[code] ?? code.toLowerCase()) === locale);
}

export const readGlossary = (locale: string): Glossary =>
  readJson(path.join(LOCALES_DIR, locale, 'glossary.json')) as unknown as Glossary;

/** The app catalog's messages of a locale. */
export function appPairs(locale: string): TextPair[] {
  return poPairs(readFileSync(path.join(LOCALES_DIR, locale, 'messages.po'), 'utf8'), `${locale}/messages.po`);
}

type Table = Record<string, unknown>;
interface PlatformTexts {
  outbox: Record<string, Table>;
  helpEnglish: unknown[];
  help: Record<string, unknown[]>;
  english: Table;
  texts: Record<string, Table>;
}

const load = async (file: string): Promise<Record<string, unknown>> => {
  const module: unknown = await import(pathToFileURL(path.resolve(file)).href);
  return module as Record<string, unknown>;
};

/** The server's text tables (SMS and e-mail, help centre, seeded platform texts). */
export async function loadPlatformTexts(): Promise<PlatformTexts> {
  const [outbox, helpSeed, help, texts] = await Promise.all([
    load('server/src/domain/accounts/outbox-texts.ts'),
    load('server/src/seed/help-seed.ts'),
    load('server/src/seed/help-translations.ts'),
    load('server/src/seed/platform-texts.ts'),
  ]);
  return {
    outbox: outbox.OUTBOX_TEXTS as Record<string, Table>,
    helpEnglish: helpSeed.HELP_SECTIONS as unknown[],
    help: help.HELP_TRANSLATIONS as Record<string, unknown[]>,
    english: texts.EN_TEXTS as Table,
    texts: texts.PLATFORM_TEXTS as Record<string, Table>,
  };
}

/** The platform's texts in a locale's language, against English. */
export function platformPairs(locale: string, platform: PlatformTexts): TextPair[] {
  const code = platformCodeOf(locale);
  if (!code || code === 'EN') return [];
  const pairs: TextPair[] = [];
  for (const folder of [GAMES, LOTTERY])
    pairs.push(
      ...tablePairs(readJson(`${folder}/EN.json`), readJson(`${folder}/${code}.json`), `${folder}/${code}.json`),
    );
  const table = (tables: Record<string, Table>, where: string) => {
    const english = tables.EN;
    const translated = tables[code];
    if (english && translated) pairs.push(...tablePairs(english, translated, `${where} ${code}`));
  };
  table(platform.outbox, 'outbox-texts');
  table(platform.texts, 'platform-texts');
  const help = platform.help[code];
  if (help) pairs.push(...tablePairs({ sections: platform.helpEnglish }, { sections: help }, `help ${code}`));
  return pairs.filter((pair) => !/\.sequence$/.test(pair.where));
}
