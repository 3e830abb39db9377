import { createFileRoute } from '@tanstack/react-router';

import { HomePage } from '@/app/home/home-page';

export const Route = createFileRoute('/_site/index.html')({
  component: HomePage,
});
