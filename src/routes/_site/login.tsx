import { createFileRoute } from '@tanstack/react-router';

import { LoginPage } from '@/features/auth/login/login-page';

export const Route = createFileRoute('/_site/login')({
  component: LoginPage,
});
