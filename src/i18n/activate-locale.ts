/** Loads one locale's compiled catalog (its own lazy chunk) and activates it. */
import { i18n, type Messages } from '@lingui/core';

import type { LocaleInfo } from './supported-locales';

async function loadCatalog(locale: string): Promise<Messages> {
  // The lingui Vite plugin compiles each .po file into its own chunk on import.
  const module = (await import(`../locales/${locale}/messages.po`)) as { messages: Messages };
  return module.messages;
}

let requested: string | null = null;

/**
 * The UI locale the app is showing or switching to: route loaders build the pages' query keys with
 * it while the catalog is still on its way (boot loads the first page beside the catalog).
 */
export function uiLocale(): string {
  return requested ?? i18n.locale;
}

/**
 * Activates a locale and sets the document's language and direction. The catalog is fetched
 * before anything changes, so the page keeps showing the old language (never a blank screen)
 * until the new one is ready; then text, `lang` and `dir` switch in one go.
 */
export async function activateLocale(info: LocaleInfo): Promise<void> {
  requested = info.locale;
  const messages = await loadCatalog(info.locale);
  // `locales` is what lingui's own date/number helpers hand to Intl (Latin digits, docs/i18n.md).
  i18n.loadAndActivate({ locale: info.locale, locales: info.intl, messages });
  const root = document.documentElement;
  root.lang = info.locale;
  root.dir = info.dir;
}
