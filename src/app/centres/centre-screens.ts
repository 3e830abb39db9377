/**
 * The screens opened by an address's search value (`?mc=` personal centre, `?ac=` agent centre; the
 * spec's page ids): one row each, with its title, its page code (loaded on demand) and the data it
 * shows first. The ids and their menu order are in `lib/auth-search.ts` (which validates the address),
 * the switches that hide a screen and its menu entry in `lib/screen-switches.ts`, and the guards
 * (login, trial, agent) in `guardCentre` below, which the root route runs before the overlay opens.
 *
 * The root route's loader calls `loadCentreScreen` on every navigation that opens a screen (and on a
 * hover over a link to one), so the page's code and its first data come beside the overlay's own
 * code instead of one after the other.
 */
import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

import { engagementQueries } from '@/api/engagement/engagement-queries';
import { memberQueries } from '@/api/member/member-queries';
import { messageQueries } from '@/api/messages/message-queries';
import { walletQueries } from '@/api/wallet/wallet-queries';
import type { AgentCentrePage, MemberCentrePage } from '@/lib/auth-search';
import type { CentreScreen } from '@/ui/centre-sheet';
import { lazyPart } from '@/ui/lazy-part';

/** One screen: what the centre sheet shows, plus the code and data to start ahead of it. */
export interface CentreScreenRow extends CentreScreen {
  /** Starts the page's code (also what the sheet renders, so it never downloads twice). */
  preload: () => Promise<unknown>;
  /** Starts the data the page shows first (its query factories, the keys the page reads). */
  data?: (queryClient: QueryClient, token: string) => void;
}

function screen(
  title: CentreScreen['title'],
  load: () => Promise<ComponentType>,
  data?: CentreScreenRow['data'],
): CentreScreenRow {
  // `lazyPart`, not `lazy`: a page whose download failed loads on "Try again" (React's lazy keeps the failure).
  const component = lazyPart(load);
  return { title, component, preload: component.preload, data };
}

export const MEMBER_CENTRE_SCREENS: Record<MemberCentrePage, CentreScreenRow> = {
  securityCenter: screen(
    msg`My account`,
    () => import('@/features/member-centre/my-account-page').then((m) => m.MyAccountPage),
    (client, token) => void client.prefetchQuery(memberQueries.info(token)),
  ),
  transferFund: screen(
    msg`My wallet`,
    () => import('@/features/wallet/pages/transfer-fund-page').then((m) => m.TransferFundPage),
    (client) => void client.prefetchQuery(walletQueries.merchantWallet()),
  ),
  depositv2: screen(
    msg`Deposit`,
    () => import('@/features/wallet/pages/deposit-page').then((m) => m.DepositPage),
    (client) => void client.prefetchQuery(walletQueries.depositSettings()),
  ),
  withdraw: screen(
    msg`Withdraw`,
    () => import('@/features/wallet/withdraw/withdraw-page').then((m) => m.WithdrawPage),
    (client) => void client.prefetchQuery(walletQueries.withdrawSettings()),
  ),
  transferUpline: screen(msg`Transfer to upline`, () =>
    import('@/features/wallet/pages/transfer-upline-page').then((m) => m.TransferUplinePage),
  ),
  personalHistoryCopy: screen(msg`Betting record`, () =>
    import('@/features/reports/betting-record-page').then((m) => m.BettingRecordPage),
  ),
  transactionHistory: screen(msg`Account record`, () =>
    import('@/features/wallet/records/transaction-history-page').then((m) => m.TransactionHistoryPage),
  ),
  personalProfit: screen(msg`Personal profit and loss`, () =>
    import('@/features/reports/personal-profit-page').then((m) => m.PersonalProfitPage),
  ),
  bonusDetails: screen(msg`Bonus details`, () =>
    import('@/features/rewards/bonus-details-page').then((m) => m.BonusDetailsPage),
  ),
  rewardCenter: screen(msg`Reward centre`, () =>
    import('@/features/rewards/reward-center-page').then((m) => m.RewardCenterPage),
  ),
  referral: screen(msg`Invite friends`, () => import('@/features/referral/referral-page').then((m) => m.ReferralPage)),
  missionLeaderboard: screen(
    msg`Mission activity`,
    () => import('@/features/engagement/mission-page').then((m) => m.MissionPage),
    (client, token) => {
      void client.prefetchQuery(engagementQueries.missions(token));
      void client.prefetchQuery(engagementQueries.missionLeaderboard());
    },
  ),
  messageV2: screen(
    msg`Platform information`,
    () => import('@/features/messages/inbox-page').then((m) => m.InboxPage),
    (client) => void client.prefetchQuery(messageQueries.inbox(1)),
  ),
};

const contractPage = (name: 'DividendPage' | 'DailyWagePage' | 'HourlyWagePage' | 'RealTimeSalaryPage') => () =>
  import('@/features/agents/contract-pages').then((m) => m[name]);

export const AGENT_CENTRE_SCREENS: Record<AgentCentrePage, CentreScreenRow> = {
  agentAnnouncement: screen(msg`Announcement`, () =>
    import('@/features/agents/announcement-page').then((m) => m.AgentAnnouncementPage),
  ),
  agentTeamOverview: screen(msg`Overview`, () =>
    import('@/features/agents/team-overview-page').then((m) => m.TeamOverviewPage),
  ),
  registerCenter: screen(msg`Register account`, () =>
    import('@/features/agents/register-downline-page').then((m) => m.RegisterDownlinePage),
  ),
  downlineManagmentView: screen(msg`Team management`, () =>
    import('@/features/agents/downline-page').then((m) => m.DownlinePage),
  ),
  personalHistoryCopy: screen(msg`Team betting`, () =>
    import('@/features/agents/team-betting-page').then((m) => m.TeamBettingPage),
  ),
  palStatementsAgentCopy: screen(msg`User profit and loss`, () =>
    import('@/features/agents/member-profit-page').then((m) => m.MemberProfitPage),
  ),
  agentRevenueReport: screen(msg`My income`, () => import('@/features/agents/revenue-page').then((m) => m.RevenuePage)),
  agentDownlineTransactionDetailsCopy: screen(msg`Transaction details`, () =>
    import('@/features/agents/team-transactions-page').then((m) => m.TeamTransactionsPage),
  ),
  agentDividendRecord2: screen(msg`Dividend`, contractPage('DividendPage')),
  agentDailyWages2: screen(msg`Daily wage`, contractPage('DailyWagePage')),
  agentHourSalary: screen(msg`Hourly wage`, contractPage('HourlyWagePage')),
  agentRealTimeSalary: screen(msg`Real-time salary`, contractPage('RealTimeSalaryPage')),
};

/** Starts the code and first data of the centre screen an address opens (never waits, never fails). */
export function loadCentreScreen(
  search: { mc?: MemberCentrePage; ac?: AgentCentrePage },
  queryClient: QueryClient,
  token: string | null,
): void {
  const rows = [search.mc && MEMBER_CENTRE_SCREENS[search.mc], search.ac && AGENT_CENTRE_SCREENS[search.ac]];
  for (const row of rows) {
    if (!row || token === null) continue;
    // A failed download is the sheet's to show (its boundary offers "Try again").
    row.preload().catch(() => undefined);
    row.data?.(queryClient, token);
  }
}
