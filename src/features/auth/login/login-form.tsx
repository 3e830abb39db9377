/** The login form: username and (when MOBILEVERCODELOGIN3 is on) SMS tabs, free trial, register link (while registration is open). */
import '@/styles/login.css';

import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

import { useAuthModal } from '@/hooks/use-auth-modal';
import { useWhitelabelFlags } from '@/hooks/use-platform-data';
import { isModuleOn } from '@/lib/whitelabel';
import { Tabs } from '@/ui/tabs';

import { useIsRegistrationOpen } from '../registration-open';
import { SocialSignIn } from '../social/social-sign-in';
import { FreePlayButton } from './free-play-button';
import { SmsLogin } from './sms-login';
import { UsernameLogin } from './username-login';

type LoginTab = 'username' | 'sms';

export function LoginForm() {
  const { t } = useLingui();
  const flags = useWhitelabelFlags();
  const { open } = useAuthModal();
  const isRegistrationOpen = useIsRegistrationOpen();
  const [tab, setTab] = useState<LoginTab>('username');
  const hasSms = isModuleOn(flags, 'MOBILEVERCODELOGIN3');
  const tabs = [
    { id: 'username' as const, label: t`Username` },
    ...(hasSms ? [{ id: 'sms' as const, label: t`Mobile (SMS)` }] : []),
  ];
  const current = hasSms ? tab : 'username';
  useOnlyLoginEntry();
  return (
    <div className="login-form" data-testid="login-form">
      {tabs.length > 1 && (
        <Tabs label={t`Login method`} tabs={tabs} selected={current} onSelect={setTab} idPrefix="login" />
      )}
      <div id="login-panel" role="tabpanel">
        {current === 'username' ? <UsernameLogin /> : <SmsLogin />}
      </div>
      <SocialSignIn />
      {isModuleOn(flags, 'FREEPLAY3') && <FreePlayButton />}
      {isRegistrationOpen && (
        <p className="auth-form__switch">
          {t`No account yet?`}{' '}
          <button type="button" className="link-button" onClick={() => open('register')}>
            {t`Register`}
          </button>
        </p>
      )}
    </div>
  );
}

/**
 * While the login form shows, the form's own button is the screen's one "Log in": the header's
 * and the tab bar's login entries (which would open this same screen) step aside (login.css).
 */
function useOnlyLoginEntry() {
  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute('data-login-screen', '');
    return () => root.removeAttribute('data-login-screen');
  }, []);
}
