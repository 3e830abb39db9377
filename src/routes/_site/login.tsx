import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';

import { LoginPage } from '@/features/auth/login/login-page';

export const Route = createFileRoute('/_site/login')({
  // Open without a session, even where the platform wants one (spec §2's route guard).
  staticData: { title: msg`Log in`, guard: 'open' },
  component: LoginPage,
});
