/** Switches the UI language: stores the choice (lang/hisLang) and activates its catalog. */
import { setLanguagePreference } from '@/stores/preferences-store';
import { activateLocale } from './activate-locale';
import { localeForCode } from './supported-locales';

/** Changes to the language with this platform code; unknown codes are ignored. */
export async function changeLanguage(code: string): Promise<void> {
  const info = localeForCode(code);
  if (!info) return;
  await activateLocale(info);
  setLanguagePreference(info.code);
}
