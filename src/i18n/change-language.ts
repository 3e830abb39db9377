/** Switches the UI language: stores the choice (lang/hisLang) and activates its catalog. */
import { memberEndpoints } from '#contract/endpoints/member-endpoints.ts';

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
    void apiClient()
      .call(memberEndpoints.language, { body: { language } })
      .catch(() => undefined);
  }
}
