/**
 * The platform's own texts in the request's language: a row keeps its original texts
 * (the operator's, English in the demo seed) and a translation per platform language code. A
 * request names its language in the `Language` header or a `language`/`lang` query value; a
 * language without a translation, or an unknown code, gets the original.
 */
import type { Context } from 'hono';

import type { AppEnv } from '../../http/app-env.ts';
import { platformLanguageCode, type PlatformLanguageCode } from '../platform-languages.ts';

/** Texts of one row per language: `{ TH: { title, content } }`; a missing field keeps the original. */
export type TextTranslations<Field extends string> = Partial<
  Record<PlatformLanguageCode, Partial<Record<Field, string>>>
>;

/**
 * The request's platform language: the `language` or `lang` query value (a row's parsed
 * `LanguageQuery`), else the `Language` header.
 */
export function requestLanguage(
  c: Context<AppEnv>,
  query: { language?: string | undefined; lang?: string | undefined } = {},
): PlatformLanguageCode | undefined {
  return (
    platformLanguageCode(query.language) ??
    platformLanguageCode(query.lang) ??
    platformLanguageCode(c.req.header('Language'))
  );
}

/** `original` with each field replaced by its translation in `language`, where there is one. */
export function translated<Field extends string, Row extends Record<Field, string>>(
  original: Row,
  translations: TextTranslations<Field> | undefined,
  language: PlatformLanguageCode | undefined,
): Row {
  const texts = language ? translations?.[language] : undefined;
  if (!texts) return original;
  const result = { ...original };
  for (const [field, text] of Object.entries(texts) as [Field, string | undefined][]) {
    if (typeof text === 'string' && text.trim() !== '') result[field] = text as Row[Field];
  }
  return result;
}
