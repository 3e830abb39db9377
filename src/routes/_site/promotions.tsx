import { createFileRoute } from '@tanstack/react-router';

import { PromotionsPage } from '@/features/promotions/promotions-page';

export const Route = createFileRoute('/_site/promotions')({
  component: PromotionsPage,
});
