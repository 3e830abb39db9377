/**
 * The personal centre overlay (`?mc=<page>`), closed by Back: the menu in the spec's order and the
 * chosen page (table of screens: `centre-screens.ts`). Trial accounts never get here: the root
 * route's guard turns a link to a page of it (deposit, withdraw…) into the real-account warning. On a phone
 * it is a full-screen sheet: menu list, then a page with back. A page whose switch is off
 * (`src/lib/screen-switches.ts`) has no menu entry and its address shows "not available".
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';

import { memberQueries } from '@/api/member/member-queries';
import { useWhitelabelFlags } from '@/hooks/use-platform-data';
import { MEMBER_CENTRE_PAGES, type MemberCentrePage } from '@/lib/auth-search';
import { screenState } from '@/lib/screen-switches';
import { canUseMemberCentre, sessionState } from '@/stores/session-store';
import { setCentreView, uiState } from '@/stores/ui-store';
import { CentreSheet } from '@/ui/centre-sheet';

import '@/styles/member-centre.css';

import { MissionBadge } from '@/features/engagement/mission-badge';

import { MEMBER_CENTRE_SCREENS } from './centre-screens';

export function MemberCentreOverlay() {
  const { t } = useLingui();
  const search: { mc?: MemberCentrePage } = useSearch({ strict: false });
  const navigate = useNavigate();
  const { token, info } = useSnapshot(sessionState);
  const { centreView } = useSnapshot(uiState);
  const member = useQuery(memberQueries.info(token)).data;
  const flags = useWhitelabelFlags();
  if (!search.mc || !canUseMemberCentre(info)) return null;
  // A page whose switch is off has no entry (and its address says so); transfer to upline only for members who have one.
  const pages = MEMBER_CENTRE_PAGES.filter(
    (id) => screenState(id, { flags }) === 'on' && (id !== 'transferUpline' || member?.toUpline === true),
  );
  const close = () => {
    setCentreView('page');
    void navigate({ to: '.', search: (prev) => ({ ...prev, mc: undefined }), replace: true });
  };
  return (
    <CentreSheet
      name={t`Personal centre`}
      screens={MEMBER_CENTRE_SCREENS}
      menu={pages}
      current={search.mc}
      currentState={screenState(search.mc, { flags })}
      view={centreView}
      idAttribute="data-mc"
      onOpen={(id) => {
        setCentreView('page');
        void navigate({ to: '.', search: (prev) => ({ ...prev, mc: id }) });
      }}
      onBackToList={() => setCentreView('list')}
      onClose={close}
      renderBadge={(id) => id === 'missionLeaderboard' && <MissionBadge />}
    />
  );
}
