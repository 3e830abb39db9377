/**
 * Header top row: side-menu toggle, logo (home), the Help menu (support and app shortcuts),
 * language switcher and the account area. On a phone the language and the shortcuts move into the
 * side menu (when the page has one) and the account area is compact.
 */
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';

import { useBrandLogo } from '@/hooks/use-platform-data';
import { IDLE_PRIORITY } from '@/lib/idle-turns';
import { getRuntimeConfig } from '@/stores/runtime-config-store';
import { setSideMenuOpen, uiState } from '@/stores/ui-store';
import { AfterIdle } from '@/ui/after-idle';
import { lazyPart } from '@/ui/lazy-part';
import { useIsPhone } from '@/ui/use-is-phone';

import { HeaderAccount } from './header-account';
import { LanguageSwitcher } from './language-switcher';

// Wide screens only, and never needed for the first screen: its code waits for the first idle turn.
const HelpMenu = lazyPart(() => import('./help-menu').then((m) => m.HelpMenu));

export function HeaderTop({ hasSideMenu }: { hasSideMenu: boolean }) {
  const { t } = useLingui();
  const { isSideMenuOpen } = useSnapshot(uiState);
  const { brand } = getRuntimeConfig();
  const logo = useBrandLogo();
  const isPhone = useIsPhone();
  return (
    <div className="header-top">
      {hasSideMenu && (
        <button
          type="button"
          className="icon-button header-top__menu"
          aria-label={t`Menu`}
          aria-expanded={isSideMenuOpen}
          aria-controls="side-menu"
          onClick={() => setSideMenuOpen(!isSideMenuOpen)}
        >
          <svg
            viewBox="0 0 24 24"
            width="24"
            height="24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M4 6.5h16M4 12h16M4 17.5h16" />
          </svg>
        </button>
      )}
      <Link to="/" className="header-logo" aria-label={t`${brand.name} home`}>
        {logo ? <img src={logo} alt="" width={120} height={36} /> : brand.name}
      </Link>
      <div className="header-spacer" />
      {!isPhone && (
        <AfterIdle priority={IDLE_PRIORITY.sideMenu}>
          <HelpMenu />
        </AfterIdle>
      )}
      <LanguageSwitcher className={hasSideMenu ? 'language-switcher--header' : undefined} />
      <HeaderAccount />
    </div>
  );
}
