/**
 * The operator's Firebase sign-in settings from `config.json` (`firebase`;
 * docs/configuration.md): the web app config the Firebase console shows, and which ways in are on.
 * Read tolerantly and only by the sign-in screens (the boot schema keeps the raw value), so a
 * missing or malformed block means "off", never a broken boot, and no first-visit code grows.
 */
import * as v from 'valibot';

const flag = v.fallback(v.optional(v.boolean(), false), false);

export const FirebaseConfigSchema = v.object({
  apiKey: v.pipe(v.string(), v.minLength(1)),
  authDomain: v.pipe(v.string(), v.minLength(1)),
  projectId: v.pipe(v.string(), v.minLength(1)),
  appId: v.optional(v.string()),
  providers: v.fallback(v.optional(v.object({ google: flag, facebook: flag }), {}), {
    google: false,
    facebook: false,
  }),
  /** The Firebase SMS check on mobile registration. */
  smsCheck: flag,
  /** Development and tests only: the Auth emulator's URL (`http://127.0.0.1:9099`). */
  emulatorUrl: v.optional(v.string()),
});
export type FirebaseConfig = v.InferOutput<typeof FirebaseConfigSchema>;

export type SocialProvider = 'google' | 'facebook';

/** The config when it is usable, else null (Firebase off). */
export function readFirebaseConfig(raw: unknown): FirebaseConfig | null {
  const parsed = v.safeParse(FirebaseConfigSchema, raw);
  return parsed.success ? parsed.output : null;
}

/** The social providers the operator turned on, in display order. */
export function enabledProviders(config: FirebaseConfig | null): SocialProvider[] {
  if (!config) return [];
  return (['google', 'facebook'] as const).filter((provider) => config.providers[provider]);
}
