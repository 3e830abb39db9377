import { createFileRoute } from '@tanstack/react-router';

import { loadHome } from '@/app/home/home-loader';
import { HomePage } from '@/app/home/home-page';

export const Route = createFileRoute('/_site/index')({
  loader: loadHome,
  component: HomePage,
});
