/** Shape of `public/config.json`: the operator's brand and platform settings, read at boot. */
import * as v from 'valibot';

const upper = (code: string) => code.trim().toUpperCase();

/** Reads the `platformLanguageCodes` table tolerantly: rows whose value is not a string or null are dropped. */
function languageCodeTable(input: unknown): Record<string, string | null> {
  const table: Record<string, string | null> = {};
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return table;
  for (const [ours, theirs] of Object.entries(input as Record<string, unknown>)) {
    if (typeof theirs === 'string') table[upper(ours)] = theirs.trim();
    else if (theirs === null) table[upper(ours)] = null;
  }
  return table;
}

const LinkSchema = v.object({ type: v.string(), url: v.string() });

export const RuntimeConfigSchema = v.object({
  merchant: v.pipe(v.string(), v.minLength(1)),
  /** API origins; "" means the origin that served the app. Several allow fastest-domain routing. */
  apiBaseUrls: v.pipe(v.array(v.string()), v.minLength(1)),
  /** The operator's default language (a platform code such as `TY`); TY when absent. */
  defaultLanguage: v.optional(v.pipe(v.string(), v.transform(upper)), 'TY'),
  /**
   * The operator's languages (platform codes). Tolerant: entries that are not strings are
   * dropped, and codes we do not ship are skipped where the list is used (the switcher, boot).
   */
  supportedLanguages: v.optional(
    v.pipe(
      v.array(v.unknown()),
      v.transform((list) => list.filter((code): code is string => typeof code === 'string').map(upper)),
      v.minLength(1),
    ),
    ['TY', 'EN', 'CN', 'JA', 'TH', 'VI', 'HI', 'KO'],
  ),
  /** A first visit (nothing stored under `lang`) follows the device's language when the operator offers it. */
  followDeviceLanguage: v.optional(v.boolean(), false),
  /**
   * The operator's platform `Language` codes: for each of our codes, the code its platform
   * knows. Extends and overrides the built-in table (platform-language.ts); a value of `null` says
   * the platform has no such language, so calls carry the default language's code instead.
   */
  platformLanguageCodes: v.optional(v.pipe(v.unknown(), v.transform(languageCodeTable)), {}),
  platform: v.literal('WEB'),
  device: v.optional(v.string(), 'WEB'),
  lotteryType: v.string(),
  brand: v.object({
    name: v.string(),
    logo: v.string(),
    colors: v.object({
      primary: v.string(),
      accent: v.string(),
      background: v.string(),
      surface: v.string(),
      text: v.string(),
    }),
    /** The chat room's header colour; the primary colour when absent. */
    chatHeaderColor: v.optional(v.string()),
    licence: v.optional(v.string(), ''),
  }),
  imageCdns: v.optional(v.array(v.string()), []),
  launchCdns: v.optional(v.array(v.string()), []),
  /** The origins a game frame may show (besides the platform's launch CDNs); empty: any https address. */
  gameOrigins: v.optional(v.array(v.string()), []),
  /** GeeTest v4 loader script (used only when the platform turns GEETEST3 on). */
  geetestLoaderUrl: v.optional(v.string(), 'https://static.geetest.com/v4/gt4.js'),
  social: v.optional(v.array(LinkSchema), []),
  /** Firebase sign-in: read by the sign-in screens only (`lib/firebase-config.ts`). */
  firebase: v.optional(v.unknown()),
  appLinks: v.optional(v.array(LinkSchema), []),
});
export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>;
