/**
 * The one overlay shell for every screen of the screen table (`screen-table.ts`: `?mc=` personal
 * centre, `?ac=` agent centre, `?modal=` account dialogs), closed by Back. Every screen's code loads
 * in `ScreenBody`, with the router's own pending and error views (`RoutePending`, `RouteError`: a
 * retry that keeps the player on the same address), and names the document while it shows.
 *
 * A centre: its menu in the table's order and the chosen screen in the centre sheet (pending,
 * error, "not available"). The centre's guard decides
 * what a session gets (`overlayAccess`, the function the root route's guard runs): a trial account
 * was already sent to the real-account warning, anyone but an agent gets the spec's message for the
 * agent centre. A screen whose switch (its row's) is off has no menu entry and its address says
 * "not available". On a phone it is a full-screen sheet: menu list, then a page with back.
 *
 * A dialog: its row's title and body, for whom its guard lets in (`guest`, `session`, `any`); none
 * while the session must change its password (`features/auth/forced-change.tsx` shows that).
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';

import { agentQueries } from '@/api/agents/agent-queries';
import { memberQueries } from '@/api/member/member-queries';
import { RouteError } from '@/app/shell/route-error';
import { RoutePending } from '@/app/shell/route-pending';
import { useIsForcedChange } from '@/features/auth/forced-change-state';
import { overlayAccess } from '@/features/auth/route-guard';
import { useAuthModal } from '@/hooks/use-auth-modal';
import { useWhitelabelFlags } from '@/hooks/use-platform-data';
import { CENTRE_GUARDS, type AuthModal, type CentreParam, type ScreenId } from '@/lib/screen-ids';
import { screenState } from '@/lib/screen-switches';
import { sessionState } from '@/stores/session-store';
import { setCentreView, uiState } from '@/stores/ui-store';
import { CentreSheet, centreTitle } from '@/ui/centre-sheet';
import { Dialog } from '@/ui/dialog';
import { ErrorBoundary } from '@/ui/error-boundary';
import { NotAvailable } from '@/ui/not-available';
import { useIsPhone } from '@/ui/use-is-phone';

import '@/styles/member-centre.css';
import '@/styles/agents.css';

import { useOverlayTitle } from './overlay-title';
import { DIALOGS, screenOf } from './screen-table';

/**
 * A screen's code and first render, with the router's pending and error views (one mechanism for
 * path routes and overlays). Keyed by the screen, so another screen starts clean; "Retry" renders it
 * again (a failed download is asked for again, `lazyPart`) or reloads the same address when the app
 * was updated, so the player stays where they were.
 */
export function ScreenBody({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={(retry, error) => <RouteError error={error} reset={retry} />}>
      <Suspense fallback={<RoutePending />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

export function ScreenOverlay({ param }: { param: CentreParam }) {
  const { t, i18n } = useLingui();
  const search: { [P in CentreParam]?: ScreenId<P> | undefined } = useSearch({ strict: false });
  const navigate = useNavigate();
  const isPhone = useIsPhone();
  const session = useSnapshot(sessionState);
  const { token } = session;
  const { centreView } = useSnapshot(uiState);
  const opened = screenOf(param, search[param]);
  const guard = CENTRE_GUARDS[param];
  const access = opened ? overlayAccess(guard, session) : 'none';
  const member = useQuery({ ...memberQueries.info(token), enabled: token !== null && access === 'open' }).data;
  // The agent centre's contract pages are switched by the consolidated data (`screen-switches.ts`).
  const consolidated = useQuery({
    ...agentQueries.consolidated(token),
    enabled: token !== null && access === 'open' && guard === 'agent',
  }).data;
  const flags = useWhitelabelFlags();
  const shows = opened !== null && access !== 'none' && access !== 'trial';
  const current = search[param] ?? '';
  const name = opened ? i18n._(opened.centre.name) : '';
  const named =
    opened && access === 'open'
      ? centreTitle({ name, screens: opened.centre.screens, current }, isPhone && centreView === 'list')
      : name;
  useOverlayTitle(param, shows ? (typeof named === 'string' ? named : i18n._(named)) : null);
  if (!opened || !shows) return null;
  const { centre } = opened;
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
  const menu = Object.entries(centre.screens)
    .filter(([, row]) => screenState(row.switch, switches) === 'on' && (row.listed?.(member) ?? true))
    .map(([id]) => id);
  // The screen's switch (`lib/screen-switches.ts`): off says "not available" in its place, unknown
  // waits for the switch.
  const state = screenState(opened.row.switch, switches);
  const Page = opened.row.component;
  return (
    <CentreSheet
      name={name}
      screens={centre.screens}
      menu={menu}
      current={current}
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
    >
      {state === 'off' ? (
        <NotAvailable />
      ) : (
        <ScreenBody key={current}>{state === 'on' ? <Page /> : <RoutePending />}</ScreenBody>
      )}
    </CentreSheet>
  );
}

/**
 * An account dialog (`?modal=`, or a path that opens one: /register). Closing removes the search
 * value, so Back closes it too; on a path that opens a dialog, every dialog closes to the home.
 */
export function DialogOverlay({ id, closesHome }: { id: AuthModal; closesHome: boolean }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { close } = useAuthModal();
  const session = useSnapshot(sessionState);
  const isForced = useIsForcedChange();
  const row = DIALOGS[id];
  const access = overlayAccess(row.guard, session);
  const shows = !isForced && (access === 'open' || (row.keepOnExpiry === true && session.expiredNotice));
  const title = i18n._(row.title);
  useOverlayTitle('modal', shows ? title : null);
  if (!shows) return null;
  const closeDialog = closesHome ? () => void navigate({ to: '/', search: {} }) : close;
  const Body: ComponentType<{ close: () => void }> = row.component;
  return (
    <Dialog open onClose={closeDialog} title={title} variant={row.variant ?? 'modal'} closeLabel={t`Close`}>
      <ScreenBody key={id}>
        <Body close={closeDialog} />
      </ScreenBody>
    </Dialog>
  );
}
