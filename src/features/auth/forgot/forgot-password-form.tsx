/** Forgot password (spec §2, §4): tabs "E-mail" and "Mobile" (the latter only when CHNGPASSVERIF3 is on, the module the platform gates the reset on). */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import { useWhitelabelFlags } from '@/hooks/use-platform-data';
import { isResetByPhoneOn } from '@/lib/whitelabel';
import { Tabs } from '@/ui/tabs';

import { ForgotByEmail } from './forgot-by-email';
import { ForgotByPhone } from './forgot-by-phone';

type ForgotTab = 'email' | 'mobile';

export function ForgotPasswordForm() {
  const { t } = useLingui();
  const flags = useWhitelabelFlags();
  const [tab, setTab] = useState<ForgotTab>('email');
  const hasMobile = isResetByPhoneOn(flags);
  const current = hasMobile ? tab : 'email';
  const tabs = [
    { id: 'email' as const, label: t`E-mail` },
    ...(hasMobile ? [{ id: 'mobile' as const, label: t`Mobile` }] : []),
  ];
  return (
    <div className="forgot-form" data-testid="forgot-form">
      {tabs.length > 1 && (
        <Tabs label={t`Reset method`} tabs={tabs} selected={current} onSelect={setTab} idPrefix="forgot" />
      )}
      <div id="forgot-panel" role="tabpanel" aria-labelledby={tabs.length > 1 ? `forgot-tab-${current}` : undefined}>
        {current === 'email' ? <ForgotByEmail /> : <ForgotByPhone />}
      </div>
    </div>
  );
}
