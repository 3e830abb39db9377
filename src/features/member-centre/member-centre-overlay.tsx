/**
 * The personal centre overlay (`?mc=`), closed by Back. Its default page, "My account", shows the
 * member's profile; the other pages arrive with the wallet feature. Trial accounts never get here.
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { memberQueries } from '@/api/member/member-queries';
import { canUseMemberCentre, sessionState } from '@/stores/session-store';
import { Dialog } from '@/ui/dialog';
import { QueryState } from '@/ui/query-state';

export function MemberCentreOverlay() {
  const { t } = useLingui();
  const search: { mc?: string } = useSearch({ strict: false });
  const navigate = useNavigate();
  const { token, info } = useSnapshot(sessionState);
  const member = useQuery(memberQueries.info(token));
  if (!search.mc || !canUseMemberCentre(info)) return null;
  const close = () => void navigate({ to: '.', search: (prev) => ({ ...prev, mc: undefined }), replace: true });
  return (
    <Dialog open onClose={close} title={t`My account`} closeLabel={t`Close`}>
      <QueryState query={member}>
        {(m) => (
          <dl className="profile" data-testid="member-profile">
            <dt>{t`Account`}</dt>
            <dd>{m.account}</dd>
            <dt>{t`Nickname`}</dt>
            <dd>{m.nickname ?? '—'}</dd>
            <dt>{t`Mobile number`}</dt>
            <dd>{m.mobileNum ?? t`Not bound`}</dd>
            <dt>{t`E-mail`}</dt>
            <dd>{m.email ?? t`Not bound`}</dd>
            {m.clubLabel && (
              <>
                <dt>{t`Club`}</dt>
                <dd>{m.clubLabel.labelName}</dd>
              </>
            )}
          </dl>
        )}
      </QueryState>
      <button type="button" className="button button--ghost" onClick={() => void navigate({ to: '.', search: (prev) => ({ ...prev, mc: undefined, modal: 'changePassword' }) })}>
        {t`Change password`}
      </button>
    </Dialog>
  );
}
