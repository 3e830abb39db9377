/**
 * The phone's bottom tab bar (hidden from 768 px up by CSS): home, games, promotions, deposit and the
 * account (the member centre's menu list); a guest gets "log in" instead, and deposit asks to log in.
 * It sits above the home indicator (safe-area inset) and the page is padded for it.
 */
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';

import { useAuthModal } from '@/hooks/use-auth-modal';
import { useNav } from '@/hooks/use-platform-data';
import type { MemberScreenId } from '@/lib/screen-ids';
import { canUseMemberCentre, sessionState } from '@/stores/session-store';
import { setCentreView } from '@/stores/ui-store';

import { AccountIcon, DepositIcon, GamesIcon, GiftIcon, HomeIcon, LoginIcon } from './tab-icons';

export function BottomTabBar() {
  const { t } = useLingui();
  const { token, info } = useSnapshot(sessionState);
  const { nav } = useNav();
  const navigate = useNavigate();
  const { open } = useAuthModal();
  const search: { mc?: string } = useSearch({ strict: false });
  const isMember = canUseMemberCentre(info);
  const gamesPath = nav[0]?.path;
  const openCentre = (page: MemberScreenId, view: 'list' | 'page') => {
    if (!token) return open('login');
    if (!isMember) return open('trial');
    setCentreView(view);
    void navigate({ to: '.', search: (prev) => ({ ...prev, mc: page }) });
  };
  return (
    <nav className="tab-bar" aria-label={t`Main`}>
      <Link to="/" className="tab-bar__item" activeOptions={{ exact: true }} data-tab="home">
        <HomeIcon />
        <span>{t`Home`}</span>
      </Link>
      {gamesPath !== undefined && (
        <Link to={gamesPath} className="tab-bar__item" data-tab="games">
          <GamesIcon />
          <span>{t`Games`}</span>
        </Link>
      )}
      <Link to="/promotions" className="tab-bar__item" data-tab="promotions">
        <GiftIcon />
        <span>{t`Promotions`}</span>
      </Link>
      <button
        type="button"
        className="tab-bar__item tab-bar__item--deposit"
        onClick={() => openCentre('depositv2', 'page')}
        data-tab="deposit"
        aria-current={search.mc === 'depositv2' ? 'page' : undefined}
      >
        <DepositIcon />
        <span>{t`Deposit`}</span>
      </button>
      {token ? (
        <button
          type="button"
          className="tab-bar__item"
          onClick={() => openCentre('securityCenter', 'list')}
          data-tab="account"
          aria-current={search.mc !== undefined && search.mc !== 'depositv2' ? 'page' : undefined}
        >
          <AccountIcon />
          <span>{t`Account`}</span>
        </button>
      ) : (
        <button type="button" className="tab-bar__item" onClick={() => open('login')} data-tab="login">
          <LoginIcon />
          <span>{t`Log in`}</span>
        </button>
      )}
    </nav>
  );
}
