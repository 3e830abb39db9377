/**
 * Side menu drawer: categories and the content pages; Escape, a link or a tap beside it closes it.
 * On a phone it also carries the language choice and the support and app shortcuts (the header
 * has no room for them, and nothing floats over the page).
 */
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';

import { useNav, useScreenOn } from '@/hooks/use-platform-data';
import { CATEGORY_LABELS } from '@/lib/category-label';
import { setSideMenuOpen, uiState } from '@/stores/ui-store';
import { useIsPhone } from '@/ui/use-is-phone';

import { LanguageSwitcher } from './language-switcher';
import { QuickLinks } from './quick-links';

export function SideMenu() {
  const { t, i18n } = useLingui();
  const { isSideMenuOpen } = useSnapshot(uiState);
  const { nav } = useNav();
  // The points mall's switch (PTSYS3, `src/lib/screen-switches.ts`): off, no entry.
  const hasPoints = useScreenOn('pointMall');
  const isPhone = useIsPhone();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!isSideMenuOpen) return;
    ref.current?.querySelector('a')?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setSideMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isSideMenuOpen]);
  const close = () => setSideMenuOpen(false);
  return (
    <>
      {isSideMenuOpen && <div className="side-menu__backdrop" aria-hidden="true" onClick={close} />}
      <aside
        id="side-menu"
        ref={ref}
        className={`side-menu ${isSideMenuOpen ? 'side-menu--open' : ''}`}
        aria-label={t`Menu`}
        hidden={!isSideMenuOpen}
      >
        {/* A closed drawer on a phone shows nothing: its links wait until it opens (first render). */}
        {(isSideMenuOpen || !isPhone) && (
          <ul>
            <li>
              <Link to="/" onClick={close}>{t`Home`}</Link>
            </li>
            {nav.map((item) => (
              <li key={item.category}>
                <Link to={item.path} onClick={close}>
                  {i18n._(CATEGORY_LABELS[item.category])}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/promotions" onClick={close}>{t`Promotions`}</Link>
            </li>
            <li>
              <Link to="/vip" onClick={close}>{t`VIP`}</Link>
            </li>
            {hasPoints && (
              <li>
                <Link to="/pointMall" onClick={close}>{t`Points mall`}</Link>
              </li>
            )}
            <li>
              <Link to="/noticePage" onClick={close}>{t`Notices`}</Link>
            </li>
            <li>
              <Link to="/help" onClick={close}>{t`Help centre`}</Link>
            </li>
            <li>
              <Link to="/download" onClick={close}>{t`Download the app`}</Link>
            </li>
          </ul>
        )}
        {/* Rendered only on a phone and while open, so the header's switcher stays the only one on desktop. */}
        {isSideMenuOpen && isPhone && <LanguageSwitcher className="language-switcher--menu" />}
        {isSideMenuOpen && isPhone && <QuickLinks />}
      </aside>
    </>
  );
}
