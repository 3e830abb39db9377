import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';

import { LotteryFramePage } from '@/features/lottery/lottery-frame-page';
import { LotterySearchSchema } from '@/lib/lottery-start';

export const Route = createFileRoute('/_framed/seamless')({
  staticData: { title: msg`Lottery` },
  validateSearch: LotterySearchSchema,
  component: () => <LotteryFramePage showNavToggle={false} />,
});
