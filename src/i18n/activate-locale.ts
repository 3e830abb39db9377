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

/** Activates a locale and sets the document language. */
export async function activateLocale(info: LocaleInfo): Promise<void> {
  requested = info.locale;
  const messages = await loadCatalog(info.locale);
  i18n.loadAndActivate({ locale: info.locale, messages });
  document.documentElement.lang = info.locale;
}
