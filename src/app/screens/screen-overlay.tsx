/**
 * The one overlay shell for every centre of the screen table (`screen-table.ts`: `?mc=` personal
 * centre, `?ac=` agent centre), closed by Back: the centre's menu in the table's order and the
 * chosen screen in the centre sheet (pending, error, "not available"). The centre's guard decides
 * what a session gets (`overlayAccess`, the function the root route's guard runs): a trial account
 * was already sent to the real-account warning, anyone but an agent gets the spec's message for the
 * agent centre. A screen whose switch is off (`lib/screen-switches.ts`) has no menu entry and its
 * address, like an id no row has, says "not available". On a phone it is a full-screen sheet: menu
 * list, then a page with back.
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';

import { agentQueries } from '@/api/agents/agent-queries';
import { memberQueries } from '@/api/member/member-queries';
import { overlayAccess } from '@/features/auth/route-guard';
import { useWhitelabelFlags } from '@/hooks/use-platform-data';
import { screenState } from '@/lib/screen-switches';
import { sessionState } from '@/stores/session-store';
import { setCentreView, uiState } from '@/stores/ui-store';
import { CentreSheet } from '@/ui/centre-sheet';
import { Dialog } from '@/ui/dialog';

import '@/styles/member-centre.css';
import '@/styles/agents.css';

import { CENTRE_GUARDS, type CentreParam } from './screen-overlay-gate';
import { screenOf } from './screen-table';

export function ScreenOverlay({ param }: { param: CentreParam }) {
  const { t, i18n } = useLingui();
  const search: Partial<Record<CentreParam, string>> = useSearch({ strict: false });
  const navigate = useNavigate();
  const { token, info } = useSnapshot(sessionState);
  const { centreView } = useSnapshot(uiState);
  const opened = screenOf(param, search[param]);
  const guard = CENTRE_GUARDS[param];
  const access = opened ? overlayAccess(guard, info) : 'none';
  const member = useQuery({ ...memberQueries.info(token), enabled: token !== null && access === 'open' }).data;
  // The agent centre's contract pages are switched by the consolidated data (`screen-switches.ts`).
  const consolidated = useQuery({
    ...agentQueries.consolidated(token),
    enabled: token !== null && access === 'open' && guard === 'agent',
  }).data;
  const flags = useWhitelabelFlags();
  if (!opened || access === 'none' || access === 'trial') return null;
  const { centre } = opened;
  const current = search[param] ?? '';
  const name = i18n._(centre.name);
  const close = () => {
    setCentreView('page');
    void navigate({ to: '.', search: (prev) => ({ ...prev, [param]: undefined }), replace: true });
  };
  if (access === 'agent-only') {
    return (
      <Dialog open onClose={close} title={name} closeLabel={t`Close`}>
        <p
          role="alert"
          data-testid="agent-only"
        >{t`Non-agents cannot log in. The agent centre is for agent accounts only.`}</p>
        <button type="button" className="button button--primary button--block" onClick={close}>{t`Close`}</button>
      </Dialog>
    );
  }
  const switches = { flags, consolidated };
  const menu = Object.keys(centre.screens).filter(
    (id) => screenState(id, switches) === 'on' && (centre.screens[id]?.listed?.(member) ?? true),
  );
  return (
    <CentreSheet
      name={name}
      screens={centre.screens}
      menu={menu}
      current={current}
      currentState={opened.row ? screenState(current, switches) : 'off'}
      view={centreView}
      idAttribute={centre.idAttribute}
      className={centre.className}
      onOpen={(id) => {
        setCentreView('page');
        void navigate({ to: '.', search: (prev) => ({ ...prev, [param]: id }) });
      }}
      onBackToList={() => setCentreView('list')}
      onClose={close}
      renderBadge={(id) => {
        const Badge = centre.screens[id]?.badge;
        return Badge && <Badge />;
      }}
    />
  );
}
