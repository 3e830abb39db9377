/**
 * The personal centre overlay (`?mc=<page>`), closed by Back: a left menu in the spec's order and
 * the chosen page, each loaded on demand. Trial accounts never get here (they get the warning).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, type ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { useQuery } from '@tanstack/react-query';
import { memberQueries } from '@/api/member/member-queries';
import { canUseMemberCentre, sessionState } from '@/stores/session-store';
import { MEMBER_CENTRE_PAGES, type MemberCentrePage } from '@/features/auth/auth-search';
import { Dialog } from '@/ui/dialog';
import '@/styles/member-centre.css';
import { MissionBadge } from '@/features/engagement/mission-badge';

const lazyPage = (load: () => Promise<Record<string, ComponentType>>, name: string) => lazy(() => load().then((m) => ({ default: m[name] as ComponentType })));

const PAGES: Record<MemberCentrePage, { title: MessageDescriptor; component: ComponentType }> = {
  securityCenter: { title: msg`My account`, component: lazyPage(() => import('./my-account-page'), 'MyAccountPage') },
  transferFund: { title: msg`My wallet`, component: lazyPage(() => import('@/features/wallet/pages/transfer-fund-page'), 'TransferFundPage') },
  depositv2: { title: msg`Deposit`, component: lazyPage(() => import('@/features/wallet/pages/deposit-page'), 'DepositPage') },
  withdraw: { title: msg`Withdraw`, component: lazyPage(() => import('@/features/wallet/withdraw/withdraw-page'), 'WithdrawPage') },
  transferUpline: { title: msg`Transfer to upline`, component: lazyPage(() => import('@/features/wallet/pages/transfer-upline-page'), 'TransferUplinePage') },
  personalHistoryCopy: { title: msg`Betting record`, component: lazyPage(() => import('@/features/reports/betting-record-page'), 'BettingRecordPage') },
  transactionHistory: { title: msg`Account record`, component: lazyPage(() => import('@/features/wallet/records/transaction-history-page'), 'TransactionHistoryPage') },
  personalProfit: { title: msg`Personal profit and loss`, component: lazyPage(() => import('@/features/reports/personal-profit-page'), 'PersonalProfitPage') },
  bonusDetails: { title: msg`Bonus details`, component: lazyPage(() => import('@/features/rewards/bonus-details-page'), 'BonusDetailsPage') },
  rewardCenter: { title: msg`Reward centre`, component: lazyPage(() => import('@/features/rewards/reward-center-page'), 'RewardCenterPage') },
  referral: { title: msg`Invite friends`, component: lazyPage(() => import('@/features/referral/referral-page'), 'ReferralPage') },
  missionLeaderboard: { title: msg`Mission activity`, component: lazyPage(() => import('@/features/engagement/mission-page'), 'MissionPage') },
  messageV2: { title: msg`Platform information`, component: lazyPage(() => import('@/features/messages/inbox-page'), 'InboxPage') },
};

export function MemberCentreOverlay() {
  const { t, i18n } = useLingui();
  const search: { mc?: MemberCentrePage } = useSearch({ strict: false });
  const navigate = useNavigate();
  const { token, info } = useSnapshot(sessionState);
  const member = useQuery(memberQueries.info(token)).data;
  if (!search.mc || !canUseMemberCentre(info)) return null;
  // Transfer to upline only for members who have one.
  const pages = MEMBER_CENTRE_PAGES.filter((id) => id !== 'transferUpline' || member?.toUpline === true);
  const page = PAGES[search.mc];
  const Page = page.component;
  const close = () => void navigate({ to: '.', search: (prev) => ({ ...prev, mc: undefined }), replace: true });
  return (
    <Dialog open onClose={close} title={i18n._(page.title)} closeLabel={t`Close`} variant="wide">
      <div className="member-centre">
        <nav className="member-centre__menu" aria-label={t`Personal centre`}>
          <ul>
            {pages.map((id) => (
              <li key={id}>
                <button type="button" aria-current={id === search.mc ? 'page' : undefined} data-mc={id} onClick={() => void navigate({ to: '.', search: (prev) => ({ ...prev, mc: id }) })}>
                  {i18n._(PAGES[id].title)}
                  {id === 'missionLeaderboard' && <MissionBadge />}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="member-centre__page">
          <Suspense fallback={<p role="status">{t`Loading…`}</p>}>
            <Page />
          </Suspense>
        </div>
      </div>
    </Dialog>
  );
}
