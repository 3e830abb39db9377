import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';

import { loadHome, startHomeData } from '@/app/home/home-loader';
import { HomePage } from '@/app/home/home-page';

export const Route = createFileRoute('/_site/register')({
  // Open without a session, even where the platform wants one (spec §2's route guard).
  staticData: { title: msg`Register`, guard: 'open', dialog: 'register', firstData: startHomeData },
  loader: loadHome,
  component: HomePage,
});
