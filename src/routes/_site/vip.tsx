import { createFileRoute } from '@tanstack/react-router';

import { VipPage } from '@/features/engagement/vip-page';

export const Route = createFileRoute('/_site/vip')({
  component: VipPage,
});
