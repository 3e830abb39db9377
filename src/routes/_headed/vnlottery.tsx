import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';

import { lotteryQueries } from '@/api/lottery/lottery-queries';
import { VnLotteryPage } from '@/features/lottery/vn-lottery-page';
import { currentPlatformLanguage } from '@/i18n/platform-language';
import { getRuntimeConfig } from '@/stores/runtime-config-store';

export const Route = createFileRoute('/_headed/vnlottery')({
  staticData: { title: msg`Vietnamese lottery` },
  validateSearch: v.object({ game: v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9_]{1,32}$/))) }),
  loaderDeps: ({ search }) => ({ game: search.game }),
  loader: ({ context, deps }) => {
    const config = getRuntimeConfig();
    const language = currentPlatformLanguage(config);
    void context.queryClient.prefetchQuery(lotteryQueries.vnMenus(config.lotteryType, config.device, language));
    void context.queryClient.prefetchQuery(lotteryQueries.vnOpened(deps.game ?? 'VN_NORTH', language));
  },
  component: VnLotteryPage,
});
