/**
 * The shipped UI locales (issue 27: thirty) and the platform language codes they answer to.
 * Each entry carries what the switcher, the document and `Intl` need; docs/i18n.md explains the
 * choices (digits per locale, the spec's eight in front).
 */

export interface LocaleInfo {
  /** Our platform code: sent in the `Language` header (see platform-language.ts) and stored under `lang`. */
  code: string;
  /** BCP 47 tag of the lingui catalog (`src/locales/<locale>/messages.po`). */
  locale: string;
  /** The language's own name in its own script, shown in the switcher. */
  nativeName: string;
  /** Its English name: the switcher's search matches it too. */
  englishName: string;
  /** Writing direction of the whole document. */
  dir: 'ltr' | 'rtl';
  /**
   * The tag handed to `Intl` (dates, numbers, money, percent): the catalog locale, plus a
   * numbering system where CLDR's default digits are not the ones we show (docs/i18n.md, digits).
   */
  intl: string;
  /** One of the spec's eight (shown in front in the switcher); the rest are under "More languages". */
  primary: boolean;
}

type Row = [code: string, locale: string, nativeName: string, englishName: string, dir?: 'rtl', intl?: string];

// The spec's eight first, in the spec's order of codes (TY is the default), then the other 22.
const PRIMARY: readonly Row[] = [
  ['TY', 'tl', 'Tagalog', 'Tagalog (Filipino)'],
  ['EN', 'en', 'English', 'English'],
  ['CN', 'zh-CN', '简体中文', 'Chinese (Simplified)'],
  ['JA', 'ja', '日本語', 'Japanese'],
  ['TH', 'th', 'ไทย', 'Thai'],
  ['VI', 'vi', 'Tiếng Việt', 'Vietnamese'],
  ['HI', 'hi', 'हिन्दी', 'Hindi'],
  ['KO', 'ko', '한국어', 'Korean'],
];

// Latin digits everywhere (docs/i18n.md): where CLDR's default digits are another script's
// (ar, fa, bn, mr, ne, my), `-u-nu-latn` keeps amounts, lottery numbers and dates in the digits
// players type and the platform sends.
const MORE: readonly Row[] = [
  ['TW', 'zh-TW', '繁體中文', 'Chinese (Traditional)'],
  ['ID', 'id', 'Bahasa Indonesia', 'Indonesian'],
  ['MS', 'ms', 'Bahasa Melayu', 'Malay'],
  ['MY', 'my', 'မြန်မာ', 'Burmese (Myanmar)', undefined, 'my-u-nu-latn'],
  ['KM', 'km', 'ខ្មែរ', 'Khmer (Cambodian)'],
  ['LO', 'lo', 'ລາວ', 'Lao'],
  ['BN', 'bn', 'বাংলা', 'Bengali (Bangla)', undefined, 'bn-u-nu-latn'],
  ['TA', 'ta', 'தமிழ்', 'Tamil'],
  ['TE', 'te', 'తెలుగు', 'Telugu'],
  ['MR', 'mr', 'मराठी', 'Marathi', undefined, 'mr-u-nu-latn'],
  ['NE', 'ne', 'नेपाली', 'Nepali', undefined, 'ne-u-nu-latn'],
  ['SI', 'si', 'සිංහල', 'Sinhala'],
  ['UR-LA', 'ur-Latn', 'Roman Urdu', 'Urdu (Latin script)'],
  ['PT-BR', 'pt-BR', 'Português (Brasil)', 'Portuguese (Brazil)'],
  ['ES', 'es', 'Español', 'Spanish'],
  ['FR', 'fr', 'Français', 'French'],
  ['DE', 'de', 'Deutsch', 'German'],
  ['RU', 'ru', 'Русский', 'Russian'],
  ['TR', 'tr', 'Türkçe', 'Turkish'],
  ['IT', 'it', 'Italiano', 'Italian'],
  ['AR', 'ar', 'العربية', 'Arabic', 'rtl', 'ar-u-nu-latn'],
  ['FA', 'fa', 'فارسی', 'Persian (Farsi)', 'rtl', 'fa-u-nu-latn'],
];

const toInfo =
  (primary: boolean) =>
  ([code, locale, nativeName, englishName, dir, intl]: Row): LocaleInfo => ({
    code,
    locale,
    nativeName,
    englishName,
    dir: dir ?? 'ltr',
    intl: intl ?? locale,
    primary,
  });

export const LOCALES: readonly LocaleInfo[] = [...PRIMARY.map(toInfo(true)), ...MORE.map(toInfo(false))];

export const DEFAULT_LANGUAGE_CODE = 'TY';

/** Finds a locale by platform code (case-insensitive), or undefined. */
export function localeForCode(code: string | null | undefined): LocaleInfo | undefined {
  if (!code) return undefined;
  const upper = code.toUpperCase();
  return LOCALES.find((entry) => entry.code === upper);
}

/** Finds a locale by its catalog tag (`zh-CN`, `ur-Latn`), or undefined. */
export function localeForTag(tag: string): LocaleInfo | undefined {
  return LOCALES.find((entry) => entry.locale === tag);
}

/** The `Intl` tag of a catalog locale (Latin digits where chosen); the tag itself when unknown. */
export function intlLocale(tag: string): string {
  return localeForTag(tag)?.intl ?? tag;
}

/**
 * The shipped locale that best matches the device's languages (`navigator.languages`): an exact
 * tag first (`zh-TW`, `pt-BR`), then the same language (`pt-PT` → pt-BR, `zh-HK` → zh-TW by
 * script, `fil` → tl), among the allowed codes; undefined when none fits.
 */
export function localeForDevice(
  deviceTags: readonly string[],
  allowed: (info: LocaleInfo) => boolean,
): LocaleInfo | undefined {
  const candidates = LOCALES.filter(allowed);
  for (const raw of deviceTags) {
    const tag = raw.toLowerCase();
    const exact = candidates.find((entry) => entry.locale.toLowerCase() === tag);
    if (exact) return exact;
    const [language = '', ...rest] = tag.split('-');
    const base = language === 'fil' ? 'tl' : language;
    const sameLanguage = candidates.filter((entry) => entry.locale.toLowerCase().split('-')[0] === base);
    if (sameLanguage.length === 0) continue;
    if (base === 'zh') {
      // Traditional script for Taiwan, Hong Kong, Macau or an explicit Hant; Simplified otherwise.
      const traditional = rest.some((part) => ['hant', 'tw', 'hk', 'mo'].includes(part));
      const pick = sameLanguage.find((entry) => entry.locale === (traditional ? 'zh-TW' : 'zh-CN'));
      if (pick) return pick;
    }
    return sameLanguage[0];
  }
  return undefined;
}

export interface StartLanguageOptions {
  /** The player's stored choice (`lang`). */
  stored: string | null;
  /** The operator's default (config.json `defaultLanguage`). */
  configDefault: string;
  /** The operator's languages (config.json `supportedLanguages`). */
  supported: readonly string[];
  /** The device's languages, only when the operator lets a first visit follow them. */
  device?: readonly string[];
}

/**
 * Picks the language to start with: the stored choice, else (when the operator allows it) the
 * device's language among the operator's, else the operator default, else TY.
 */
export function resolveStartLanguage({ stored, configDefault, supported, device }: StartLanguageOptions): LocaleInfo {
  const offered = new Set(supported.map((s) => s.toUpperCase()));
  const allowed = (code: string | null) => {
    const info = localeForCode(code);
    return info && offered.has(info.code) ? info : undefined;
  };
  const fromDevice = device ? localeForDevice(device, (info) => offered.has(info.code)) : undefined;
  return (
    allowed(stored) ??
    fromDevice ??
    allowed(configDefault) ??
    localeForCode(DEFAULT_LANGUAGE_CODE) ??
    (LOCALES[0] as LocaleInfo)
  );
}
