/**
 * Personal centre → My account (securityCenter, the default page): profile, avatar, nickname,
 * bound e-mail and phone (with codes), login password, payment password (set or change) and the
 * authenticator app.
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';

import { memberQueries } from '@/api/member/member-queries';
import { walletQueries } from '@/api/wallet/wallet-queries';
import { useScreenOn } from '@/hooks/use-platform-data';
import { sessionState } from '@/stores/session-store';
import { MemberLabels } from '@/ui/member-labels';
import { SetPaymentPasswordForm } from '@/ui/payment-password-form';
import { QueryState } from '@/ui/query-state';

import { AuthenticatorSection } from './authenticator-section';
import { AvatarSection } from './avatar-section';
import { BindContactForm } from './bind-contact-form';
import { NicknameForm } from './nickname-form';

export function MyAccountPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { token } = useSnapshot(sessionState);
  const member = useQuery(memberQueries.info(token));
  const withdrawSettings = useQuery(walletQueries.withdrawSettings());
  // PROFPIC3 (`src/lib/screen-switches.ts`): off, no profile picture.
  const hasAvatar = useScreenOn('avatar');
  return (
    <section data-testid="my-account">
      <QueryState query={member}>
        {(m) => (
          <>
            <dl className="profile" data-testid="member-profile">
              <dt>{t`Account`}</dt>
              <dd>{m.account}</dd>
              <dt>{t`Nickname`}</dt>
              <dd data-testid="profile-nickname">{m.nickname ?? '—'}</dd>
              <dt>{t`Mobile number`}</dt>
              <dd>{m.mobileNum ?? t`Not bound`}</dd>
              <dt>{t`E-mail`}</dt>
              <dd data-testid="profile-email">{m.email ?? t`Not bound`}</dd>
              {(m.clubLabel || m.memberLabel.length > 0) && (
                <>
                  <dt>{t`Labels`}</dt>
                  <dd data-testid="profile-labels">
                    <MemberLabels
                      adminLabel={m.clubLabel?.labelName}
                      memberLabels={m.memberLabel.map((label) => label.labelName)}
                      fit="wrap"
                    />
                  </dd>
                </>
              )}
            </dl>
            {hasAvatar && <AvatarSection />}
            <NicknameForm current={m.nickname} />
            <BindContactForm channel="email" bound={m.email} />
            <BindContactForm channel="sms" bound={m.mobileNum} />
          </>
        )}
      </QueryState>
      <div className="security-section">
        <h3>{t`Login password`}</h3>
        <button
          type="button"
          className="button button--ghost"
          onClick={() =>
            void navigate({ to: '.', search: (prev) => ({ ...prev, mc: undefined, modal: 'changePassword' }) })
          }
        >
          {t`Change password`}
        </button>
      </div>
      <div className="security-section">
        {withdrawSettings.data && (
          <SetPaymentPasswordForm
            key={String(withdrawSettings.data.hasPaymentPassword)}
            change={withdrawSettings.data.hasPaymentPassword}
          />
        )}
      </div>
      <AuthenticatorSection />
    </section>
  );
}
