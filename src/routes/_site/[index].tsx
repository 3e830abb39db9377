import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';

import { loadHome } from '@/app/home/home-loader';
import { HomePage } from '@/app/home/home-page';

export const Route = createFileRoute('/_site/index')({
  staticData: { title: msg`Home` },
  loader: loadHome,
  component: HomePage,
});
