/**
 * The agent centre overlay (`?ac=<page>`), closed by Back: the menu in the spec's order and the
 * chosen page (table of screens: `agent-centre-screens.ts`). Dividend, daily wage, hourly wage and
 * real-time salary show only when their consolidated flags are on. Only agents (isAgent 1, 2, 41, 42)
 * get the centre; anyone else who opens the address gets the spec's message instead. On a phone it
 * is a full-screen sheet: menu list, then a page with back.
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';

import { agentQueries } from '@/api/agents/agent-queries';
import { AGENT_CENTRE_PAGES, type AgentCentrePage } from '@/lib/auth-search';
import { canUseAgentCentre, sessionState } from '@/stores/session-store';
import { setCentreView, uiState } from '@/stores/ui-store';
import { CentreSheet } from '@/ui/centre-sheet';
import { Dialog } from '@/ui/dialog';

import '@/styles/agents.css';

import { AGENT_CENTRE_SCREENS } from './agent-centre-screens';

export function AgentCentreOverlay() {
  const { t } = useLingui();
  const { centreView } = useSnapshot(uiState);
  const search: { ac?: AgentCentrePage } = useSearch({ strict: false });
  const navigate = useNavigate();
  const { token, info } = useSnapshot(sessionState);
  const isAgent = canUseAgentCentre(info);
  const flags = useQuery({
    ...agentQueries.consolidated(token),
    enabled: token !== null && isAgent && search.ac !== undefined,
  }).data;
  if (!search.ac || info === null) return null;
  const close = () => {
    setCentreView('page');
    void navigate({ to: '.', search: (prev) => ({ ...prev, ac: undefined }), replace: true });
  };
  if (!isAgent) {
    return (
      <Dialog open onClose={close} title={t`Agent centre`} closeLabel={t`Close`}>
        <p
          role="alert"
          data-testid="agent-only"
        >{t`Non-agents cannot log in. The agent centre is for agent accounts only.`}</p>
        <button type="button" className="button button--primary button--block" onClick={close}>{t`Close`}</button>
      </Dialog>
    );
  }
  const pages = AGENT_CENTRE_PAGES.filter((id) => {
    const flag = AGENT_CENTRE_SCREENS[id].flag;
    return flag === undefined || flags?.[flag] === true;
  });
  // A contract page whose flag is off (an old link) falls back to the overview.
  const flag = AGENT_CENTRE_SCREENS[search.ac].flag;
  const current = flag !== undefined && flags !== undefined && !flags[flag] ? 'agentTeamOverview' : search.ac;
  return (
    <CentreSheet
      name={t`Agent centre`}
      screens={AGENT_CENTRE_SCREENS}
      menu={pages}
      current={current}
      view={centreView}
      idAttribute="data-ac"
      className="agent-centre"
      onOpen={(id) => {
        setCentreView('page');
        void navigate({ to: '.', search: (prev) => ({ ...prev, ac: id }) });
      }}
      onBackToList={() => setCentreView('list')}
      onClose={close}
    />
  );
}
