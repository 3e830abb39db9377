import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';

import { pointQueries } from '@/api/points/point-queries';
import { PointMallPage } from '@/features/points/point-mall-page';
import { PointMallSearchSchema } from '@/features/points/point-mall-search';
import { sessionState } from '@/stores/session-store';

export const Route = createFileRoute('/_plain/pointMall')({
  staticData: { title: msg`Points mall` },
  validateSearch: PointMallSearchSchema,
  // The balance is a member's (guests see the sign-in prompt); the page hides itself when the mall is off.
  loader: ({ context }) => {
    if (sessionState.token) void context.queryClient.prefetchQuery(pointQueries.balance());
  },
  component: PointMallPage,
});
