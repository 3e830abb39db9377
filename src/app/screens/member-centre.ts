/**
 * The personal centre (`?mc=`): one row per screen, keyed by its id in the address (the spec's page
 * id: `?mc=depositv2`), in menu order. The keys are the centre's typed list of ids
 * (`lib/screen-ids.ts`, registered below): a link to an id no row has does not compile. A row gives
 * the screen's title, its page (code loaded on demand), the data it shows first (the same query
 * factories and keys the page reads), its switch, and when its menu entry shows.
 */
import { msg } from '@lingui/core/macro';

import { reportEndpoints } from '#contract/endpoints/report-endpoints.ts';

import { referralQueries } from '@/api/content/content-queries';
import { engagementQueries } from '@/api/engagement/engagement-queries';
import { gameQueries } from '@/api/games/game-queries';
import { memberQueries } from '@/api/member/member-queries';
import { messageQueries } from '@/api/messages/message-queries';
import { authenticatorQueries } from '@/api/profile/authenticator-queries';
import { rewardQueries } from '@/api/rewards/reward-queries';
import { rowQuery } from '@/api/row-query';
import { walletQueries } from '@/api/wallet/wallet-queries';
import { MissionBadge } from '@/features/engagement/mission-badge';
import { uiLocale } from '@/i18n/activate-locale';
import { firstRecordPage, latestRange } from '@/lib/date-window';
import { PART_SWITCHES } from '@/lib/screen-switches';

import { screen, type Centre, type ScreenRow } from './screen-row';

const rows = {
  securityCenter: screen(
    msg`My account`,
    () => import('@/features/member-centre/my-account-page').then((m) => m.MyAccountPage),
    {
      data: (client, token) => {
        void client.prefetchQuery(memberQueries.info(token));
        void client.prefetchQuery(walletQueries.withdrawSettings());
      },
    },
  ),
  transferFund: screen(
    msg`My wallet`,
    () => import('@/features/wallet/pages/transfer-fund-page').then((m) => m.TransferFundPage),
    { data: (client) => void client.prefetchQuery(walletQueries.merchantWallet()) },
  ),
  depositv2: screen(msg`Deposit`, () => import('@/features/wallet/pages/deposit-page').then((m) => m.DepositPage), {
    data: (client) => void client.prefetchQuery(walletQueries.depositSettings()),
  }),
  withdraw: screen(
    msg`Withdraw`,
    () => import('@/features/wallet/withdraw/withdraw-page').then((m) => m.WithdrawPage),
    {
      data: (client) => void client.prefetchQuery(walletQueries.withdrawSettings()),
    },
  ),
  transferUpline: screen(
    msg`Transfer to upline`,
    () => import('@/features/wallet/pages/transfer-upline-page').then((m) => m.TransferUplinePage),
    {
      // Whether the transfer asks for the authenticator's code.
      data: (client, token) => void client.prefetchQuery(authenticatorQueries.status(token)),
      switch: { module: 'MEMTRANS3' },
      // Only members who have an upline to pay.
      listed: (member) => member?.toUpline === true,
    },
  ),
  // The record pages open on the last days' first page.
  personalHistoryCopy: screen(
    msg`Betting record`,
    () => import('@/features/reports/betting-record-page').then((m) => m.BettingRecordPage),
    {
      data: (client) =>
        void client.prefetchQuery(rowQuery(reportEndpoints.bets, firstRecordPage(7, Date.now()), walletQueries.all())),
    },
  ),
  transactionHistory: screen(
    msg`Account record`,
    () => import('@/features/wallet/records/transaction-history-page').then((m) => m.TransactionHistoryPage),
    {
      data: (client) =>
        void client.prefetchQuery(
          rowQuery(reportEndpoints.transactions, firstRecordPage(7, Date.now()), walletQueries.all()),
        ),
    },
  ),
  personalProfit: screen(
    msg`Personal profit and loss`,
    () => import('@/features/reports/personal-profit-page').then((m) => m.PersonalProfitPage),
    {
      data: (client) =>
        void client.prefetchQuery(rowQuery(reportEndpoints.profit, latestRange(7, Date.now()), walletQueries.all())),
    },
  ),
  bonusDetails: screen(
    msg`Bonus details`,
    () => import('@/features/rewards/bonus-details-page').then((m) => m.BonusDetailsPage),
    {
      data: (client) => void client.prefetchQuery(rewardQueries.bonuses({ ...latestRange(30, Date.now()), pageNo: 1 })),
    },
  ),
  rewardCenter: screen(
    msg`Reward centre`,
    () => import('@/features/rewards/reward-center-page').then((m) => m.RewardCenterPage),
    { data: (client) => void client.prefetchQuery(rewardQueries.list()), switch: { module: 'REWCEN3' } },
  ),
  referral: screen(msg`Invite friends`, () => import('@/features/referral/referral-page').then((m) => m.ReferralPage), {
    data: (client) => {
      void client.prefetchQuery(referralQueries.links());
      void client.prefetchQuery(referralQueries.records(1));
    },
  }),
  missionLeaderboard: screen(
    msg`Mission activity`,
    () => import('@/features/engagement/mission-page').then((m) => m.MissionPage),
    {
      data: (client, token) => {
        void client.prefetchQuery(engagementQueries.missions(token));
        void client.prefetchQuery(engagementQueries.missionLeaderboard());
      },
      switch: { module: 'MISSIONLB3' },
      badge: MissionBadge,
    },
  ),
  messageV2: screen(
    msg`Platform information`,
    () => import('@/features/messages/messages-page').then((m) => m.MessagesPage),
    {
      data: (client) => void client.prefetchQuery(messageQueries.list(1, uiLocale())),
      switch: PART_SWITCHES.messages,
    },
  ),
  myGames: screen(msg`My games`, () => import('@/features/games/lobby/my-games-page').then((m) => m.MyGamesPage), {
    data: (client, token) => {
      void client.prefetchInfiniteQuery(gameQueries.favouriteList(token, undefined));
      void client.prefetchQuery(gameQueries.recent(token));
    },
  }),
  depositRecord: screen(
    msg`Deposit record`,
    () => import('@/features/wallet/records/deposit-record-page').then((m) => m.DepositRecordPage),
    {
      data: (client) =>
        void client.prefetchQuery(
          rowQuery(reportEndpoints.depositRecords, firstRecordPage(30, Date.now()), walletQueries.all()),
        ),
    },
  ),
  withdrawRecord: screen(
    msg`Withdrawal record`,
    () => import('@/features/wallet/records/withdrawal-record-page').then((m) => m.WithdrawalRecordPage),
    {
      data: (client) =>
        void client.prefetchQuery(
          rowQuery(reportEndpoints.withdrawRecords, firstRecordPage(30, Date.now()), walletQueries.all()),
        ),
    },
  ),
} satisfies Record<string, ScreenRow>;

declare module '@/lib/screen-ids' {
  interface CentreScreenIds {
    mc: keyof typeof rows;
  }
}

export const memberCentre = {
  name: msg`Personal centre`,
  idAttribute: 'data-mc',
  screens: rows,
} satisfies Centre;
