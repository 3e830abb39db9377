import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';

import { LotteryFramePage } from '@/features/lottery/lottery-frame-page';
import { LotterySearchSchema } from '@/lib/lottery-start';

export const Route = createFileRoute('/_framed/lottery')({
  staticData: { title: msg`Lottery` },
  validateSearch: LotterySearchSchema,
  // No loader, because the page's one read is the lottery launch, whose token is single use; a preload on
  // hover would spend it (the page asks once, when it opens).
  component: LotteryFramePage,
});
