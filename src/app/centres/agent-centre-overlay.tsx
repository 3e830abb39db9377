/**
 * The agent centre overlay (`?ac=<page>`), closed by Back: the menu in the spec's order and the
 * chosen page (table of screens: `centre-screens.ts`). Dividend, daily wage, hourly wage and
 * real-time salary show only when their consolidated flags are on (`src/lib/screen-switches.ts`);
 * their addresses say "not available" when off. Only agents (isAgent 1, 2, 41, 42)
 * get the centre; anyone else who opens the address gets the spec's message instead. On a phone it
 * is a full-screen sheet: menu list, then a page with back.
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';

import { agentQueries } from '@/api/agents/agent-queries';
import { useWhitelabelFlags } from '@/hooks/use-platform-data';
import { AGENT_CENTRE_PAGES, type AgentCentrePage } from '@/lib/auth-search';
import { screenState } from '@/lib/screen-switches';
import { canUseAgentCentre, sessionState } from '@/stores/session-store';
import { setCentreView, uiState } from '@/stores/ui-store';
import { CentreSheet } from '@/ui/centre-sheet';
import { Dialog } from '@/ui/dialog';

import '@/styles/agents.css';

import { AGENT_CENTRE_SCREENS } from './centre-screens';

export function AgentCentreOverlay() {
  const { t } = useLingui();
  const { centreView } = useSnapshot(uiState);
  const search: { ac?: AgentCentrePage } = useSearch({ strict: false });
  const navigate = useNavigate();
  const { token, info } = useSnapshot(sessionState);
  const isAgent = canUseAgentCentre(info);
  const consolidated = useQuery({
    ...agentQueries.consolidated(token),
    enabled: token !== null && isAgent && search.ac !== undefined,
  }).data;
  const flags = useWhitelabelFlags();
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
  // The switches table (`src/lib/screen-switches.ts`): a page whose switch is off has no entry, and
  // its address (an old link) says "not available".
  const pages = AGENT_CENTRE_PAGES.filter((id) => screenState(id, { flags, consolidated }) === 'on');
  return (
    <CentreSheet
      name={t`Agent centre`}
      screens={AGENT_CENTRE_SCREENS}
      menu={pages}
      current={search.ac}
      currentState={screenState(search.ac, { flags, consolidated })}
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
