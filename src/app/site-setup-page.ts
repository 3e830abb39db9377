/**
 * What a player sees when the site answers but its config.json is unusable (the operator is still
 * setting it up): "this site is being set up" in the player's language, with a retry. There is no
 * configuration, so the language is the player's stored choice, else the device's, else the
 * default; its catalog is loaded here (a failure page only, never the first visit's code).
 */
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { activateLocale } from '@/i18n/activate-locale';
import { localeForDevice } from '@/i18n/device-language';
import { localeForCode, LOCALES, type LocaleInfo } from '@/i18n/supported-locales';
import { storedLanguage } from '@/stores/preferences-store';

function playerLocale(): LocaleInfo | undefined {
  return localeForCode(storedLanguage()) ?? localeForDevice(navigator.languages, () => true) ?? LOCALES[0];
}

/** The page's texts in the player's language; undefined when its catalog could not be loaded. */
export async function siteSetupTexts(): Promise<{ title: string; body: string; retry: string } | undefined> {
  const locale = playerLocale();
  if (!locale) return undefined;
  try {
    await activateLocale(locale);
  } catch {
    return undefined;
  }
  return {
    title: i18n._(msg`This site is being set up`),
    body: i18n._(msg`The site is not ready yet. Please try again in a few minutes.`),
    retry: i18n._(msg`Try again`),
  };
}
