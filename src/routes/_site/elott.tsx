import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';

import { LotteryLobby } from '@/features/lottery/lottery-lobby';

export const Route = createFileRoute('/_site/elott')({
  validateSearch: v.object({ list: v.optional(v.picklist(['all'])) }),
  component: LotteryLobby,
});
