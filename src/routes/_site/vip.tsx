import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';

import { engagementQueries } from '@/api/engagement/engagement-queries';
import { VipPage } from '@/features/engagement/vip-page';

export const Route = createFileRoute('/_site/vip')({
  staticData: { title: msg`VIP` },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(engagementQueries.vipLevels());
  },
  component: VipPage,
});
