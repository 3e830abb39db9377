/**
 * The page chrome of the spec's route table: header on every page, and per layout the footer,
 * side menu and floating bar. Route groups pick a variant; the page renders in <main>.
 */
import { useLingui } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import { useLotteryNavHidden } from '@/features/lottery/lottery-nav-store';
import { AppNotices } from './app-notices';
import { FloatingBar } from './floating-bar';
import { Footer } from './footer';
import { HeaderNav } from './header-nav';
import { HeaderTop } from './header-top';
import { SideMenu } from './side-menu';

export type LayoutVariant = 'full' | 'no-side-menu' | 'header-only';

export function SiteLayout({ variant }: { variant: LayoutVariant }) {
  const { t } = useLingui();
  const hasSideMenu = variant === 'full';
  const isFull = variant !== 'header-only';
  const lotteryNavHidden = useLotteryNavHidden();
  return (
    <div className={`site site--${variant}${lotteryNavHidden ? ' site--lottery-nav-hidden' : ''}`}>
      <a href="#main" className="skip-link">{t`Skip to content`}</a>
      <header className="site-header">
        <HeaderTop hasSideMenu={hasSideMenu} />
        <HeaderNav />
      </header>
      {hasSideMenu && <SideMenu />}
      <AppNotices />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      {isFull && <FloatingBar />}
      {isFull && <Footer />}
    </div>
  );
}
