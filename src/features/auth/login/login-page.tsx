/** /login: the login form as a page (the route guard sends guests here); members go home. */
import { useLingui } from '@lingui/react/macro';
import { Navigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';

import { sessionState } from '@/stores/session-store';

import { LoginForm } from './login-form';

export function LoginPage() {
  const { t } = useLingui();
  const { token } = useSnapshot(sessionState);
  if (token) return <Navigate to="/" replace />;
  return (
    <section className="page login-page">
      <h1>{t`Log in`}</h1>
      <LoginForm />
    </section>
  );
}
