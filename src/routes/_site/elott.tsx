import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';

import { lotteryQueries } from '@/api/lottery/lottery-queries';
import { LotteryLobby } from '@/features/lottery/lottery-lobby';
import { currentPlatformLanguage } from '@/i18n/platform-language';
import { CATEGORY_LABELS } from '@/lib/category-label';
import { getRuntimeConfig } from '@/stores/runtime-config-store';

export const Route = createFileRoute('/_site/elott')({
  staticData: { title: CATEGORY_LABELS.ELOTT },
  validateSearch: v.object({ list: v.optional(v.picklist(['all'])) }),
  // The lists the lobby shows first (the popular list's key also needs the page's count and language).
  loader: ({ context }) => {
    const config = getRuntimeConfig();
    const language = currentPlatformLanguage(config);
    void context.queryClient.prefetchQuery(lotteryQueries.menus(config.lotteryType, language));
    void context.queryClient.prefetchQuery(lotteryQueries.latest(language));
  },
  component: LotteryLobby,
});
