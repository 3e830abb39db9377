/**
 * The agent centre overlay (`?ac=<page>`), closed by Back: a left menu in the spec's order and the
 * chosen page, each loaded on demand. Dividend, daily wage, hourly wage and real-time salary show
 * only when their consolidated flags are on. Only agents (isAgent 1, 2, 41, 42) get the centre;
 * anyone else who opens the address gets the spec's message instead.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, type ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { agentQueries } from '@/api/agents/agent-queries';
import type { Consolidated } from '#contract/agent-schemas.ts';
import { AGENT_CENTRE_PAGES, type AgentCentrePage } from '@/features/auth/auth-search';
import { canUseAgentCentre, sessionState } from '@/stores/session-store';
import { Dialog } from '@/ui/dialog';
import '@/styles/agents.css';

const lazyPage = (load: () => Promise<Record<string, ComponentType>>, name: string) => lazy(() => load().then((m) => ({ default: m[name] as ComponentType })));
const contractPage = (name: string) => lazyPage(() => import('./contract-pages'), name);

const PAGES: Record<AgentCentrePage, { title: MessageDescriptor; component: ComponentType; flag?: keyof Pick<Consolidated, 'enableCt' | 'salary' | 'hourSalary' | 'realTimeSalary'> }> = {
  agentAnnouncement: { title: msg`Announcement`, component: lazyPage(() => import('./announcement-page'), 'AgentAnnouncementPage') },
  agentTeamOverview: { title: msg`Overview`, component: lazyPage(() => import('./team-overview-page'), 'TeamOverviewPage') },
  registerCenter: { title: msg`Register account`, component: lazyPage(() => import('./register-downline-page'), 'RegisterDownlinePage') },
  downlineManagmentView: { title: msg`Team management`, component: lazyPage(() => import('./downline-page'), 'DownlinePage') },
  personalHistoryCopy: { title: msg`Team betting`, component: lazyPage(() => import('./team-betting-page'), 'TeamBettingPage') },
  palStatementsAgentCopy: { title: msg`User profit and loss`, component: lazyPage(() => import('./member-profit-page'), 'MemberProfitPage') },
  agentRevenueReport: { title: msg`My income`, component: lazyPage(() => import('./revenue-page'), 'RevenuePage') },
  agentDownlineTransactionDetailsCopy: { title: msg`Transaction details`, component: lazyPage(() => import('./team-transactions-page'), 'TeamTransactionsPage') },
  agentDividendRecord2: { title: msg`Dividend`, component: contractPage('DividendPage'), flag: 'enableCt' },
  agentDailyWages2: { title: msg`Daily wage`, component: contractPage('DailyWagePage'), flag: 'salary' },
  agentHourSalary: { title: msg`Hourly wage`, component: contractPage('HourlyWagePage'), flag: 'hourSalary' },
  agentRealTimeSalary: { title: msg`Real-time salary`, component: contractPage('RealTimeSalaryPage'), flag: 'realTimeSalary' },
};

export function AgentCentreOverlay() {
  const { t, i18n } = useLingui();
  const search: { ac?: AgentCentrePage } = useSearch({ strict: false });
  const navigate = useNavigate();
  const { token, info } = useSnapshot(sessionState);
  const isAgent = canUseAgentCentre(info);
  const flags = useQuery({ ...agentQueries.consolidated(token), enabled: token !== null && isAgent && search.ac !== undefined }).data;
  if (!search.ac || info === null) return null;
  const close = () => void navigate({ to: '.', search: (prev) => ({ ...prev, ac: undefined }), replace: true });
  if (!isAgent) {
    return (
      <Dialog open onClose={close} title={t`Agent centre`} closeLabel={t`Close`}>
        <p role="alert" data-testid="agent-only">{t`Non-agents cannot log in. The agent centre is for agent accounts only.`}</p>
        <button type="button" className="button button--primary button--block" onClick={close}>{t`Close`}</button>
      </Dialog>
    );
  }
  const pages = AGENT_CENTRE_PAGES.filter((id) => {
    const flag = PAGES[id].flag;
    return flag === undefined || flags?.[flag] === true;
  });
  // A contract page whose flag is off (an old link) falls back to the overview.
  const flag = PAGES[search.ac].flag;
  const current = flag !== undefined && flags !== undefined && !flags[flag] ? 'agentTeamOverview' : search.ac;
  const page = PAGES[current];
  const Page = page.component;
  return (
    <Dialog open onClose={close} title={i18n._(page.title)} closeLabel={t`Close`} variant="wide">
      <div className="member-centre agent-centre">
        <nav className="member-centre__menu" aria-label={t`Agent centre`}>
          <ul>
            {pages.map((id) => (
              <li key={id}>
                <button type="button" aria-current={id === current ? 'page' : undefined} data-ac={id} onClick={() => void navigate({ to: '.', search: (prev) => ({ ...prev, ac: id }) })}>
                  {i18n._(PAGES[id].title)}
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
