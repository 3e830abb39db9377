/** Header top row: side-menu toggle, logo (home), language switcher and the account area. */
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { getRuntimeConfig } from '@/stores/runtime-config-store';
import { setSideMenuOpen, uiState } from '@/stores/ui-store';
import { HeaderAccount } from '@/features/auth/header-account';
import { LanguageSwitcher } from './language-switcher';

export function HeaderTop({ hasSideMenu }: { hasSideMenu: boolean }) {
  const { t } = useLingui();
  const { isSideMenuOpen } = useSnapshot(uiState);
  const { brand } = getRuntimeConfig();
  return (
    <div className="header-top">
      {hasSideMenu && (
        <button
          type="button"
          className="icon-button"
          aria-label={t`Menu`}
          aria-expanded={isSideMenuOpen}
          aria-controls="side-menu"
          onClick={() => setSideMenuOpen(!isSideMenuOpen)}
        >
          ☰
        </button>
      )}
      <Link to="/" className="header-logo" aria-label={t`${brand.name} home`}>
        <img src={brand.logo} alt="" width={120} height={36} />
      </Link>
      <div className="header-spacer" />
      <LanguageSwitcher />
      <HeaderAccount />
    </div>
  );
}
