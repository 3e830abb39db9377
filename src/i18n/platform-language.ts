/**
 * The code a call tells the platform (`Language` header, `language` query fields) for the
 * player's language. The spec's platform family knows the eight codes of its
 * switcher; an operator whose platform knows more (or spells one differently) lists them in
 * config.json `platformLanguageCodes`. A language its platform does not know is sent as the
 * operator's default, while the screen stays in the player's language.
 */
import { preferencesState } from '@/stores/preferences-store';

import { LOCALES } from './supported-locales';

/** Our code → the platform's code, for the languages every platform of the family knows. */
const BUILT_IN: Readonly<Record<string, string>> = Object.fromEntries(
  LOCALES.filter((entry) => entry.primary).map((entry) => [entry.code, entry.code]),
);

/** The platform code to send for our code `code`, given the operator's table and default. */
export function platformLanguage(
  code: string,
  operatorCodes: Readonly<Record<string, string | null>>,
  defaultCode: string,
): string {
  const lookup = (ours: string): string | null | undefined => {
    const key = ours.toUpperCase();
    return key in operatorCodes ? operatorCodes[key] : BUILT_IN[key];
  };
  return lookup(code) ?? lookup(defaultCode) ?? defaultCode.toUpperCase();
}

/** What the app tells the platform now: the player's language as the operator's platform knows it. */
export function currentPlatformLanguage(config: {
  defaultLanguage: string;
  platformLanguageCodes: Readonly<Record<string, string | null>>;
}): string {
  return platformLanguage(
    preferencesState.language || config.defaultLanguage,
    config.platformLanguageCodes,
    config.defaultLanguage,
  );
}
