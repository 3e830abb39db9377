/**
 * The member dropdown: who is signed in (account, nickname, the admin label and member label
 * badges the session keeps, spec §3), then the personal centre and withdraw (trial accounts get
 * the real-account warning), the agent centre (agents only), password, sign out.
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';

import { memberQueries } from '@/api/member/member-queries';
import { useAuthModal } from '@/hooks/use-auth-modal';
import { canUseAgentCentre, canUseMemberCentre, sessionState } from '@/stores/session-store';
import { MemberLabels } from '@/ui/member-labels';

export function MemberMenu({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useLingui();
  const { info } = useSnapshot(sessionState);
  const { open } = useAuthModal();
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onClick = (event: MouseEvent) => !ref.current?.contains(event.target as Node) && setOpen(false);
    window.addEventListener('keydown', onKey);
    window.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('click', onClick);
    };
  }, [isOpen]);
  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  const isMember = canUseMemberCentre(info);
  return (
    <div className="member-menu" ref={ref}>
      <button
        type="button"
        className="button button--ghost"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        onClick={() => setOpen(!isOpen)}
        data-testid="member-menu"
      >
        <svg
          viewBox="0 0 24 24"
          width="22"
          height="22"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        >
          <circle cx="12" cy="8.5" r="4" />
          <path d="M4 20.5c1.2-4 4.3-5.8 8-5.8s6.8 1.8 8 5.8" />
        </svg>
        <span className="member-menu__label">{t`My account`}</span>
      </button>
      {isOpen && (
        <div className="member-menu__list">
          <MemberWho />
          <ul className="member-menu__items" role="menu">
            <li role="none">
              <button
                type="button"
                role="menuitem"
                onClick={choose(() =>
                  isMember ? void navigate({ to: '/', search: { mc: 'securityCenter' } }) : open('trial'),
                )}
                data-testid="menu-member-centre"
              >
                {t`Member centre`}
              </button>
            </li>
            {canUseAgentCentre(info) && (
              <li role="none">
                <button
                  type="button"
                  role="menuitem"
                  onClick={choose(() => void navigate({ to: '/', search: { ac: 'agentTeamOverview' } }))}
                  data-testid="menu-agent-centre"
                >
                  {t`Agent centre`}
                </button>
              </li>
            )}
            <li role="none">
              <button
                type="button"
                role="menuitem"
                onClick={choose(() =>
                  isMember ? void navigate({ to: '/', search: { mc: 'withdraw' } }) : open('trial'),
                )}
                data-testid="menu-withdraw"
              >
                {t`Withdraw`}
              </button>
            </li>
            {isMember && (
              <>
                <li role="none">
                  <button
                    type="button"
                    role="menuitem"
                    onClick={choose(() => void navigate({ to: '/', search: { mc: 'transactionHistory' } }))}
                    data-testid="menu-records"
                  >
                    {t`Account record`}
                  </button>
                </li>
                <li role="none">
                  <button
                    type="button"
                    role="menuitem"
                    onClick={choose(() => void navigate({ to: '/', search: { mc: 'personalHistoryCopy' } }))}
                    data-testid="menu-bets"
                  >
                    {t`Betting record`}
                  </button>
                </li>
                <li role="none">
                  <button
                    type="button"
                    role="menuitem"
                    onClick={choose(() => open('changePassword'))}
                    data-testid="menu-change-password"
                  >
                    {t`Change password`}
                  </button>
                </li>
              </>
            )}
            <li role="none">
              <button type="button" role="menuitem" onClick={choose(onSignOut)} data-testid="sign-out">
                {t`Sign out`}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}

/**
 * Who is signed in, from what the session keeps (spec §3). Opening the menu reads member info
 * again, which refreshes those fields (a nickname or label changed meanwhile, or a platform whose
 * login answer left them out).
 */
function MemberWho() {
  const { token, info } = useSnapshot(sessionState);
  useQuery(memberQueries.info(token));
  if (!info) return null;
  const name = info.account ?? info.userName;
  return (
    <div className="member-menu__who" data-testid="member-who">
      <strong className="member-menu__account" title={name}>
        {name}
      </strong>
      {info.nickname && (
        <span className="member-menu__nickname" title={info.nickname}>
          {info.nickname}
        </span>
      )}
      <MemberLabels adminLabel={info.adminLabel} memberLabels={info.memberLabels} fit="truncate" />
    </div>
  );
}
