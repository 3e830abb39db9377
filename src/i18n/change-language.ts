/** Switches the UI language: stores the choice (lang/hisLang) and activates its catalog. */
import { apiClient } from '@/api/api-client';
import { setLanguagePreference } from '@/stores/preferences-store';
import { getRuntimeConfig } from '@/stores/runtime-config-store';
import { sessionState } from '@/stores/session-store';

import { activateLocale } from './activate-locale';
import { currentPlatformLanguage } from './platform-language';
import { localeForCode } from './supported-locales';

/** Changes to the language with this platform code; unknown codes are ignored. */
export async function changeLanguage(code: string): Promise<void> {
  const info = localeForCode(code);
  if (!info) return;
  await activateLocale(info);
  setLanguagePreference(info.code);
  // The platform is told too, for a member (e-mails, SMS and server texts in their language).
  if (sessionState.token) {
    const language = currentPlatformLanguage(getRuntimeConfig());
    // The member rows (registration's shapes among them) are not part of the first screen's download.
    void import('#contract/endpoints/member-endpoints.ts')
      .then(({ memberEndpoints }) => apiClient().call(memberEndpoints.language, { body: { language } }))
      .catch(() => undefined);
  }
}
