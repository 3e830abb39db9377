/**
 * The platform's language codes (contract §1, issue #27): the code a request carries (`Language`
 * header, `lang`/`language` query), the BCP 47 tag its pages declare and the writing direction.
 * The first eight are the spec's; the other 22 came with issue #27. The built-in game pages, the
 * lottery page, the help centre and game names all key their texts by these codes.
 */
export interface PlatformLanguage {
  code: string;
  /** The `lang` of the platform's own pages in this language. */
  htmlLang: string;
  dir: 'ltr' | 'rtl';
}

export const PLATFORM_LANGUAGE_CODES = [
  'TY',
  'EN',
  'CN',
  'JA',
  'TH',
  'VI',
  'HI',
  'KO',
  'TW',
  'ID',
  'MS',
  'MY',
  'KM',
  'LO',
  'BN',
  'TA',
  'TE',
  'MR',
  'NE',
  'SI',
  'UR-LA',
  'PT-BR',
  'ES',
  'FR',
  'DE',
  'RU',
  'TR',
  'IT',
  'AR',
  'FA',
] as const;
export type PlatformLanguageCode = (typeof PLATFORM_LANGUAGE_CODES)[number];

const HTML_LANG: Record<PlatformLanguageCode, string> = {
  TY: 'tl',
  EN: 'en',
  CN: 'zh-CN',
  JA: 'ja',
  TH: 'th',
  VI: 'vi',
  HI: 'hi',
  KO: 'ko',
  TW: 'zh-TW',
  ID: 'id',
  MS: 'ms',
  MY: 'my',
  KM: 'km',
  LO: 'lo',
  BN: 'bn',
  TA: 'ta',
  TE: 'te',
  MR: 'mr',
  NE: 'ne',
  SI: 'si',
  // Roman Urdu: Urdu written in Latin letters, left to right (not the Arabic-script ur).
  'UR-LA': 'ur-Latn',
  'PT-BR': 'pt-BR',
  ES: 'es',
  FR: 'fr',
  DE: 'de',
  RU: 'ru',
  TR: 'tr',
  IT: 'it',
  AR: 'ar',
  FA: 'fa',
};

const RTL: ReadonlySet<PlatformLanguageCode> = new Set(['AR', 'FA']);

/** The known code of a request value (case-insensitive, trimmed), or undefined. */
export function platformLanguageCode(value: string | null | undefined): PlatformLanguageCode | undefined {
  const code = value?.trim().toUpperCase();
  return code && (PLATFORM_LANGUAGE_CODES as readonly string[]).includes(code)
    ? (code as PlatformLanguageCode)
    : undefined;
}

/** The page attributes of a known code. */
export function platformLanguage(code: PlatformLanguageCode): PlatformLanguage {
  return { code, htmlLang: HTML_LANG[code], dir: RTL.has(code) ? 'rtl' : 'ltr' };
}
