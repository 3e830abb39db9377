/**
 * Language preference. The spec stores the platform code under `lang` and the previous one under
 * `hisLang` in localStorage (not secret, and it must survive a reload before any network call).
 */
import { proxy } from 'valtio';

const LANG_KEY = 'lang';
const HISTORY_KEY = 'hisLang';

function readLanguage(): string | null {
  try {
    return localStorage.getItem(LANG_KEY);
  } catch {
    return null;
  }
}

export const preferencesState = proxy<{ language: string }>({ language: readLanguage() ?? '' });

/** The stored platform language code, if the user ever chose one. */
export function storedLanguage(): string | null {
  return readLanguage();
}

/** Records a language choice (platform code such as `TY` or `EN`). */
export function setLanguagePreference(code: string): void {
  const previous = preferencesState.language;
  preferencesState.language = code;
  try {
    if (previous && previous !== code) localStorage.setItem(HISTORY_KEY, previous);
    localStorage.setItem(LANG_KEY, code);
  } catch {
    // Without storage the choice lasts for this visit only.
  }
}
