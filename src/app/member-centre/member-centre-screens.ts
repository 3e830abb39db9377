/**
 * The member centre's table of screens: every `?mc=` page, its title and its lazily loaded component,
 * in one place (the ids and their menu order are in `auth-search.ts`, which validates the address).
 */
import { msg } from '@lingui/core/macro';
import type { ComponentType } from 'react';

import type { MemberCentrePage } from '@/lib/auth-search';
import type { CentreScreen } from '@/ui/centre-sheet';
import { lazyPart } from '@/ui/lazy-part';

// `lazyPart`, not `lazy`: a page whose download failed loads on "Try again" (React's lazy keeps the failure).
const lazyPage = (load: () => Promise<Record<string, ComponentType>>, name: string) =>
  lazyPart(() => load().then((m) => m[name] as ComponentType));

export const MEMBER_CENTRE_SCREENS: Record<MemberCentrePage, CentreScreen> = {
  securityCenter: {
    title: msg`My account`,
    component: lazyPage(() => import('@/features/member-centre/my-account-page'), 'MyAccountPage'),
  },
  transferFund: {
    title: msg`My wallet`,
    component: lazyPage(() => import('@/features/wallet/pages/transfer-fund-page'), 'TransferFundPage'),
  },
  depositv2: {
    title: msg`Deposit`,
    component: lazyPage(() => import('@/features/wallet/pages/deposit-page'), 'DepositPage'),
  },
  withdraw: {
    title: msg`Withdraw`,
    component: lazyPage(() => import('@/features/wallet/withdraw/withdraw-page'), 'WithdrawPage'),
  },
  transferUpline: {
    title: msg`Transfer to upline`,
    component: lazyPage(() => import('@/features/wallet/pages/transfer-upline-page'), 'TransferUplinePage'),
  },
  personalHistoryCopy: {
    title: msg`Betting record`,
    component: lazyPage(() => import('@/features/reports/betting-record-page'), 'BettingRecordPage'),
  },
  transactionHistory: {
    title: msg`Account record`,
    component: lazyPage(() => import('@/features/wallet/records/transaction-history-page'), 'TransactionHistoryPage'),
  },
  personalProfit: {
    title: msg`Personal profit and loss`,
    component: lazyPage(() => import('@/features/reports/personal-profit-page'), 'PersonalProfitPage'),
  },
  bonusDetails: {
    title: msg`Bonus details`,
    component: lazyPage(() => import('@/features/rewards/bonus-details-page'), 'BonusDetailsPage'),
  },
  rewardCenter: {
    title: msg`Reward centre`,
    component: lazyPage(() => import('@/features/rewards/reward-center-page'), 'RewardCenterPage'),
  },
  referral: {
    title: msg`Invite friends`,
    component: lazyPage(() => import('@/features/referral/referral-page'), 'ReferralPage'),
  },
  missionLeaderboard: {
    title: msg`Mission activity`,
    component: lazyPage(() => import('@/features/engagement/mission-page'), 'MissionPage'),
  },
  messageV2: {
    title: msg`Platform information`,
    component: lazyPage(() => import('@/features/messages/inbox-page'), 'InboxPage'),
  },
};
