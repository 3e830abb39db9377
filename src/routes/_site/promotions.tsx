import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';

import { loadAnnouncements } from '@/app/home/home-loader';
import { PromotionsPage } from '@/features/promotions/promotions-page';

export const Route = createFileRoute('/_site/promotions')({
  staticData: { title: msg`Promotions` },
  loader: loadAnnouncements,
  component: PromotionsPage,
});
