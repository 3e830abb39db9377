/**
 * /join: the affiliate programme. Members invite friends with their own referral links (personal
 * centre); the operator's AFFILIATES resource may point at an external affiliate portal.
 */
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';

import { useSystemStatus } from '@/hooks/use-platform-data';
import { safeUrl } from '@/lib/safe-url';
import { canUseMemberCentre, sessionState } from '@/stores/session-store';

import '@/styles/content.css';

export function JoinPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { token, info } = useSnapshot(sessionState);
  const resource = useSystemStatus().data?.info.resources.find((r) => r.resourceType === 'AFFILIATES');
  const portal = safeUrl(resource?.url);
  // The seeded resource points back at /join itself; only another address is a separate portal.
  const externalPortal = portal && new URL(portal, window.location.href).pathname !== '/join' ? portal : null;
  const invite = () =>
    void navigate({
      to: '.',
      search: (prev) =>
        token && canUseMemberCentre(info) ? { ...prev, mc: 'referral' } : { ...prev, modal: token ? 'trial' : 'login' },
    });
  return (
    <section className="page content-page join-page" data-testid="join-page">
      <h1>{t`Join us`}</h1>
      <p>{t`Invite friends to play and grow with us. Every friend who registers through your link is counted in your referral records.`}</p>
      <ol className="join-steps">
        <li>
          <h2>{t`Create a link`}</h2>
          <p>{t`Open Invite friends in your personal centre and create a referral link for each place you share it.`}</p>
        </li>
        <li>
          <h2>{t`Share it`}</h2>
          <p>{t`Send the link or let friends scan its QR code. It opens registration with your code filled in.`}</p>
        </li>
        <li>
          <h2>{t`Follow your records`}</h2>
          <p>{t`See who registered through which link and when.`}</p>
        </li>
      </ol>
      <div className="content-actions">
        <button type="button" className="button button--primary" onClick={invite} data-testid="join-invite">
          {token ? t`Invite friends` : t`Log in to invite friends`}
        </button>
        {externalPortal && (
          <a className="button button--ghost" href={externalPortal} target="_blank" rel="noopener noreferrer">
            {t`Affiliate portal`}
          </a>
        )}
      </div>
    </section>
  );
}
