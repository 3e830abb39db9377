import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';

import { loadHome, startHomeData } from '@/app/home/home-loader';
import { HomePage } from '@/app/home/home-page';

export const Route = createFileRoute('/_site/home')({
  staticData: { title: msg`Home`, firstData: startHomeData },
  loader: loadHome,
  component: HomePage,
});
