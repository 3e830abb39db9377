/** What every lottery call needs from the brand and the user: prize mode, device and language. */
import { useSnapshot } from 'valtio';

import { platformLanguage } from '@/i18n/platform-language';
import { preferencesState } from '@/stores/preferences-store';
import { getRuntimeConfig } from '@/stores/runtime-config-store';

export function useLotteryContext() {
  const { language } = useSnapshot(preferencesState);
  const config = getRuntimeConfig();
  return {
    prizeMode: config.lotteryType,
    device: config.device,
    language: platformLanguage(
      language || config.defaultLanguage,
      config.platformLanguageCodes,
      config.defaultLanguage,
    ),
  };
}
