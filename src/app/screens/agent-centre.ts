/**
 * The agent centre (`?ac=`): one row per screen keyed by its id in the address, in menu order, as
 * in `member-centre.ts`. The report pages open
 * on the last 7 days' first page; the contract pages are switched by the consolidated data.
 */
import { msg } from '@lingui/core/macro';

import type { ContractKind } from '#contract/agent-schemas.ts';

import { agentQueries } from '@/api/agents/agent-queries';
import { noticeQueries } from '@/api/notices/notice-queries';
import { systemQueries } from '@/api/system/system-queries';
import { uiLocale } from '@/i18n/activate-locale';
import { latestRange } from '@/lib/date-window';
import type { ConsolidatedSwitch } from '@/lib/screen-switches';

import { screen, type Centre, type ScreenRow } from './screen-row';

const lastWeek = () => ({ ...latestRange(7, Date.now()), pageNo: 1 });

/** A contract kind's page: its switch, its contracts and the first page of its settlements. */
const contractScreen = (
  title: Parameters<typeof screen>[0],
  page: 'DividendPage' | 'DailyWagePage' | 'HourlyWagePage' | 'RealTimeSalaryPage',
  kind: ContractKind,
  consolidated: ConsolidatedSwitch,
) =>
  screen(title, () => import('@/features/agents/contract-pages').then((m) => m[page]), {
    data: (client) => {
      void client.prefetchQuery(agentQueries.contracts(kind));
      void client.prefetchQuery(agentQueries.settlements({ kind, pageNo: 1 }));
    },
    switch: { consolidated },
  });

const rows = {
  agentAnnouncement: screen(
    msg`Announcement`,
    () => import('@/features/agents/announcement-page').then((m) => m.AgentAnnouncementPage),
    { data: (client) => void client.prefetchQuery(noticeQueries.lists(uiLocale(), true)) },
  ),
  agentTeamOverview: screen(
    msg`Overview`,
    () => import('@/features/agents/team-overview-page').then((m) => m.TeamOverviewPage),
    { data: (client) => void client.prefetchQuery(agentQueries.overview(latestRange(7, Date.now()))) },
  ),
  registerCenter: screen(
    msg`Register account`,
    () => import('@/features/agents/register-downline-page').then((m) => m.RegisterDownlinePage),
    { data: (client) => void client.prefetchQuery(systemQueries.registerRules()) },
  ),
  downlineManagmentView: screen(
    msg`Team management`,
    () => import('@/features/agents/downline-page').then((m) => m.DownlinePage),
    {
      data: (client) => void client.prefetchQuery(agentQueries.downlines({ pageNo: 1 })),
    },
  ),
  personalHistoryCopy: screen(
    msg`Team betting`,
    () => import('@/features/agents/team-betting-page').then((m) => m.TeamBettingPage),
    { data: (client) => void client.prefetchQuery(agentQueries.teamBets(lastWeek())) },
  ),
  palStatementsAgentCopy: screen(
    msg`User profit and loss`,
    () => import('@/features/agents/member-profit-page').then((m) => m.MemberProfitPage),
    { data: (client) => void client.prefetchQuery(agentQueries.memberProfit(lastWeek())) },
  ),
  agentRevenueReport: screen(
    msg`My income`,
    () => import('@/features/agents/revenue-page').then((m) => m.RevenuePage),
    {
      data: (client) => void client.prefetchQuery(agentQueries.income(lastWeek())),
    },
  ),
  agentDownlineTransactionDetailsCopy: screen(
    msg`Transaction details`,
    () => import('@/features/agents/team-transactions-page').then((m) => m.TeamTransactionsPage),
    { data: (client) => void client.prefetchQuery(agentQueries.transactions(lastWeek())) },
  ),
  agentDividendRecord2: contractScreen(msg`Dividend`, 'DividendPage', 'DIVIDEND', 'enableCt'),
  agentDailyWages2: contractScreen(msg`Daily wage`, 'DailyWagePage', 'DAILY_WAGE', 'salary'),
  agentHourSalary: contractScreen(msg`Hourly wage`, 'HourlyWagePage', 'HOURLY_WAGE', 'hourSalary'),
  agentRealTimeSalary: contractScreen(msg`Real-time salary`, 'RealTimeSalaryPage', 'REALTIME_SALARY', 'realTimeSalary'),
} satisfies Record<string, ScreenRow>;

declare module '@/lib/screen-ids' {
  interface CentreScreenIds {
    ac: keyof typeof rows;
  }
}

export const agentCentre = {
  name: msg`Agent centre`,
  idAttribute: 'data-ac',
  className: 'agent-centre',
  screens: rows,
} satisfies Centre;
