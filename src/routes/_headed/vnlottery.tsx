import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';

import { VnLotteryPage } from '@/features/lottery/vn-lottery-page';

export const Route = createFileRoute('/_headed/vnlottery')({
  validateSearch: v.object({ game: v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9_]{1,32}$/))) }),
  component: VnLotteryPage,
});
