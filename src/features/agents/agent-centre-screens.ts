/**
 * The agent centre's table of screens: every `?ac=` page, its title, its lazily loaded component and
 * the consolidated flag that must be on for it to show (the ids and their order are in `auth-search.ts`).
 */
import { msg } from '@lingui/core/macro';
import type { ComponentType } from 'react';

import type { Consolidated } from '#contract/agent-schemas.ts';

import type { AgentCentrePage } from '@/lib/auth-search';
import type { CentreScreen } from '@/ui/centre-sheet';
import { lazyPart } from '@/ui/lazy-part';

export interface AgentCentreScreen extends CentreScreen {
  flag?: keyof Pick<Consolidated, 'enableCt' | 'salary' | 'hourSalary' | 'realTimeSalary'>;
}

// `lazyPart`, not `lazy`: a page whose download failed loads on "Try again" (React's lazy keeps the failure).
const lazyPage = (load: () => Promise<Record<string, ComponentType>>, name: string) =>
  lazyPart(() => load().then((m) => m[name] as ComponentType));
const contractPage = (name: string) => lazyPage(() => import('./contract-pages'), name);

export const AGENT_CENTRE_SCREENS: Record<AgentCentrePage, AgentCentreScreen> = {
  agentAnnouncement: {
    title: msg`Announcement`,
    component: lazyPage(() => import('./announcement-page'), 'AgentAnnouncementPage'),
  },
  agentTeamOverview: {
    title: msg`Overview`,
    component: lazyPage(() => import('./team-overview-page'), 'TeamOverviewPage'),
  },
  registerCenter: {
    title: msg`Register account`,
    component: lazyPage(() => import('./register-downline-page'), 'RegisterDownlinePage'),
  },
  downlineManagmentView: {
    title: msg`Team management`,
    component: lazyPage(() => import('./downline-page'), 'DownlinePage'),
  },
  personalHistoryCopy: {
    title: msg`Team betting`,
    component: lazyPage(() => import('./team-betting-page'), 'TeamBettingPage'),
  },
  palStatementsAgentCopy: {
    title: msg`User profit and loss`,
    component: lazyPage(() => import('./member-profit-page'), 'MemberProfitPage'),
  },
  agentRevenueReport: { title: msg`My income`, component: lazyPage(() => import('./revenue-page'), 'RevenuePage') },
  agentDownlineTransactionDetailsCopy: {
    title: msg`Transaction details`,
    component: lazyPage(() => import('./team-transactions-page'), 'TeamTransactionsPage'),
  },
  agentDividendRecord2: { title: msg`Dividend`, component: contractPage('DividendPage'), flag: 'enableCt' },
  agentDailyWages2: { title: msg`Daily wage`, component: contractPage('DailyWagePage'), flag: 'salary' },
  agentHourSalary: { title: msg`Hourly wage`, component: contractPage('HourlyWagePage'), flag: 'hourSalary' },
  agentRealTimeSalary: {
    title: msg`Real-time salary`,
    component: contractPage('RealTimeSalaryPage'),
    flag: 'realTimeSalary',
  },
};
