import { createFileRoute } from '@tanstack/react-router';

import { LoginPage } from '@/features/auth/login/login-page';

export const Route = createFileRoute('/_site/login')({
  // Open without a session, even where the platform wants one (spec §2's route guard).
  staticData: { guard: 'open' },
  component: LoginPage,
});
