/** Personal centre → My account: the member's profile and the change-password entry. */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { memberQueries } from '@/api/member/member-queries';
import { sessionState } from '@/stores/session-store';
import { QueryState } from '@/ui/query-state';

export function MyAccountPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { token } = useSnapshot(sessionState);
  const member = useQuery(memberQueries.info(token));
  return (
    <section data-testid="my-account">
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
    </section>
  );
}
