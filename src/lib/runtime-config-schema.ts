/** Shape of `public/config.json`: the operator's brand and platform settings, read at boot. */
import * as v from 'valibot';

const LinkSchema = v.object({ type: v.string(), url: v.string() });

export const RuntimeConfigSchema = v.object({
  merchant: v.pipe(v.string(), v.minLength(1)),
  /** API origins; "" means the origin that served the app. Several allow fastest-domain routing. */
  apiBaseUrls: v.pipe(v.array(v.string()), v.minLength(1)),
  defaultLanguage: v.string(),
  supportedLanguages: v.pipe(v.array(v.string()), v.minLength(1)),
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
  /** GeeTest v4 loader script (used only when the platform turns GEETEST3 on). */
  geetestLoaderUrl: v.optional(v.string(), 'https://static.geetest.com/v4/gt4.js'),
  social: v.optional(v.array(LinkSchema), []),
  appLinks: v.optional(v.array(LinkSchema), []),
});
export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>;
