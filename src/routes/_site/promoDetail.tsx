import { createFileRoute } from '@tanstack/react-router';

import { PromoDetailPage } from '@/features/promotions/promo-detail-page';
import { PromoDetailSearchSchema } from '@/features/promotions/promo-detail-search';

export const Route = createFileRoute('/_site/promoDetail')({
  validateSearch: PromoDetailSearchSchema,
  component: PromoDetailPage,
});
