import { createFileRoute } from '@tanstack/react-router';

import { PointMallPage } from '@/features/points/point-mall-page';
import { PointMallSearchSchema } from '@/features/points/point-mall-search';

export const Route = createFileRoute('/_plain/pointMall')({
  validateSearch: PointMallSearchSchema,
  component: PointMallPage,
});
