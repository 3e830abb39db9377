import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';

import { promotionQueries } from '@/api/promotions/promotion-queries';
import { PromoDetailPage } from '@/features/promotions/promo-detail-page';
import { PromoDetailSearchSchema } from '@/features/promotions/promo-detail-search';
import { uiLocale } from '@/i18n/activate-locale';

export const Route = createFileRoute('/_site/promoDetail')({
  staticData: { title: msg`Promotion details` },
  validateSearch: PromoDetailSearchSchema,
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(promotionQueries.list(uiLocale()));
  },
  component: PromoDetailPage,
});
