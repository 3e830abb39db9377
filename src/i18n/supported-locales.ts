/** The shipped UI locales and the platform language codes they answer to. */

export interface LocaleInfo {
  /** Platform code sent in the `Language` header and stored under `lang`. */
  code: string;
  /** BCP 47 tag of the lingui catalog. */
  locale: string;
  /** The language's own name, shown in the switcher. */
  nativeName: string;
}

export const LOCALES: readonly LocaleInfo[] = [
  { code: 'TY', locale: 'tl', nativeName: 'Tagalog' },
  { code: 'EN', locale: 'en', nativeName: 'English' },
  { code: 'CN', locale: 'zh-CN', nativeName: '简体中文' },
  { code: 'JA', locale: 'ja', nativeName: '日本語' },
  { code: 'TH', locale: 'th', nativeName: 'ไทย' },
  { code: 'VI', locale: 'vi', nativeName: 'Tiếng Việt' },
  { code: 'HI', locale: 'hi', nativeName: 'हिन्दी' },
  { code: 'KO', locale: 'ko', nativeName: '한국어' },
];

export const DEFAULT_LANGUAGE_CODE = 'TY';

/** Finds a locale by platform code (case-insensitive), or undefined. */
export function localeForCode(code: string | null | undefined): LocaleInfo | undefined {
  if (!code) return undefined;
  const upper = code.toUpperCase();
  return LOCALES.find((entry) => entry.code === upper);
}

/** Picks the language to start with: the stored choice, else the operator default, else TY. */
export function resolveStartLanguage(
  stored: string | null,
  configDefault: string,
  supported: readonly string[],
): LocaleInfo {
  const allowed = (code: string | null) => {
    const info = localeForCode(code);
    return info && supported.map((s) => s.toUpperCase()).includes(info.code) ? info : undefined;
  };
  return (
    allowed(stored) ?? allowed(configDefault) ?? localeForCode(DEFAULT_LANGUAGE_CODE) ?? (LOCALES[0] as LocaleInfo)
  );
}
