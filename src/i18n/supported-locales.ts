/**
 * The shipped UI locales (thirty) and the platform language codes they answer to.
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

type Row = [code: string, locale: string, nativeName: string, dir?: 'rtl', intl?: string];

// The spec's eight first, in the spec's order of codes (TY is the default), then the other 22.
// Tagalog's catalog is `tl`, but Intl gets CLDR's own tag `fil`: Chromium and Firefox map the legacy
// `tl` to `fil` themselves, WebKit does not and formatted amounts and dates in its default locale
// ("₱ 1234.50", no grouping; docs/browsers.md).
const PRIMARY: readonly Row[] = [
  ['TY', 'tl', 'Tagalog', undefined, 'fil'],
  ['EN', 'en', 'English'],
  ['CN', 'zh-CN', '简体中文'],
  ['JA', 'ja', '日本語'],
  ['TH', 'th', 'ไทย'],
  ['VI', 'vi', 'Tiếng Việt'],
  ['HI', 'hi', 'हिन्दी'],
  ['KO', 'ko', '한국어'],
];

// Latin digits everywhere (docs/i18n.md): where CLDR's default digits are another script's
// (ar, fa, bn, mr, ne, my), `-u-nu-latn` keeps amounts, lottery numbers and dates in the digits
// players type and the platform sends.
const MORE: readonly Row[] = [
  ['TW', 'zh-TW', '繁體中文'],
  ['ID', 'id', 'Bahasa Indonesia'],
  ['MS', 'ms', 'Bahasa Melayu'],
  ['MY', 'my', 'မြန်မာ', undefined, 'my-u-nu-latn'],
  ['KM', 'km', 'ខ្មែរ'],
  ['LO', 'lo', 'ລາວ'],
  ['BN', 'bn', 'বাংলা', undefined, 'bn-u-nu-latn'],
  ['TA', 'ta', 'தமிழ்'],
  ['TE', 'te', 'తెలుగు'],
  ['MR', 'mr', 'मराठी', undefined, 'mr-u-nu-latn'],
  ['NE', 'ne', 'नेपाली', undefined, 'ne-u-nu-latn'],
  ['SI', 'si', 'සිංහල'],
  ['UR-LA', 'ur-Latn', 'Roman Urdu'],
  ['PT-BR', 'pt-BR', 'Português (Brasil)'],
  ['ES', 'es', 'Español'],
  ['FR', 'fr', 'Français'],
  ['DE', 'de', 'Deutsch'],
  ['RU', 'ru', 'Русский'],
  ['TR', 'tr', 'Türkçe'],
  ['IT', 'it', 'Italiano'],
  ['AR', 'ar', 'العربية', 'rtl', 'ar-u-nu-latn'],
  ['FA', 'fa', 'فارسی', 'rtl', 'fa-u-nu-latn'],
];

const toInfo =
  (primary: boolean) =>
  ([code, locale, nativeName, dir, intl]: Row): LocaleInfo => ({
    code,
    locale,
    nativeName,
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

export interface StartLanguageOptions {
  /** The player's stored choice (`lang`). */
  stored: string | null;
  /** The operator's default (config.json `defaultLanguage`). */
  configDefault: string;
  /** The operator's languages (config.json `supportedLanguages`). */
  supported: readonly string[];
  /** The shipped locale matching the device's languages (device-language.ts), only when the operator allows it. */
  device?: LocaleInfo;
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
  return (
    allowed(stored) ??
    (device && offered.has(device.code) ? device : undefined) ??
    allowed(configDefault) ??
    localeForCode(DEFAULT_LANGUAGE_CODE) ??
    (LOCALES[0] as LocaleInfo)
  );
}
