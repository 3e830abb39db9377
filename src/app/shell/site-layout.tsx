/**
 * The page chrome of the spec's route table: header on every page, and per layout the footer and
 * side menu. Route groups pick a variant; the page renders in <main>. Nothing floats over the
 * page: support and app shortcuts are in the header's Help menu or the side menu.
 * On a phone the full layouts add the bottom tab bar (CSS pads the page for it).
 */
import { useLingui } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import { Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';

import { removeBootShell } from '@/app/boot-shell';
import { IDLE_PRIORITY, requestIdleTurn } from '@/lib/idle-turns';
import { useLotteryNavHidden } from '@/stores/lottery-nav-store';
import { uiState } from '@/stores/ui-store';
import { AfterIdle } from '@/ui/after-idle';
import { lazyPart, PartBoundary } from '@/ui/lazy-part';
import { useIsPhone } from '@/ui/use-is-phone';

import { AppNotices } from './app-notices';
import { BottomTabBar } from './bottom-tab-bar';
import { HeaderNav } from './header-nav';
import { HeaderTop } from './header-top';

// Below the first screen: its code is a chunk of its own, loaded in its idle turn (first-visit budget).
const Footer = lazyPart(() => import('./footer').then((m) => m.Footer));
// The drawer: its code comes in its idle turn, or at once when opened before that.
const SideMenu = lazyPart(() => import('./side-menu').then((m) => m.SideMenu));

function DeferredSideMenu() {
  const { isSideMenuOpen } = useSnapshot(uiState);
  const [due, setDue] = useState(false);
  useEffect(
    () =>
      requestIdleTurn(IDLE_PRIORITY.sideMenu, (done) => {
        setDue(true);
        done();
      }),
    [],
  );
  if (!due && !isSideMenuOpen) return null;
  return (
    <PartBoundary>
      <Suspense fallback={null}>
        <SideMenu />
      </Suspense>
    </PartBoundary>
  );
}

export type LayoutVariant = 'full' | 'no-side-menu' | 'header-only';

/**
 * `framed`: a frame page (/game, /lottery, /seamless) that on a phone takes the whole screen under
 * its own bar, so the site header is hidden there; other header-only pages (/vnlottery) keep it.
 */
export function SiteLayout({ variant, framed = false }: { variant: LayoutVariant; framed?: boolean }) {
  const { t } = useLingui();
  // A phone has no room for the header's language choice, so pages without the desktop side menu
  // get it too (in the drawer the header's menu button opens), framed pages excepted.
  const isPhone = useIsPhone();
  const hasSideMenu =
    variant === 'full' || (isPhone && (variant === 'no-side-menu' || (variant === 'header-only' && !framed)));
  const isFull = variant !== 'header-only';
  const lotteryNavHidden = useLotteryNavHidden();
  // The real header is here now: the static first screen of index.html can go.
  useEffect(removeBootShell, []);
  return (
    <div
      className={`site site--${variant}${framed ? ' site--framed' : ''}${lotteryNavHidden ? ' site--lottery-nav-hidden' : ''}`}
    >
      <a href="#main" className="skip-link">{t`Skip to content`}</a>
      <header className="site-header">
        <HeaderTop hasSideMenu={hasSideMenu} />
        <HeaderNav />
      </header>
      {hasSideMenu && <DeferredSideMenu />}
      <AppNotices />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      {/* Below the first screen (the main area is at least a screen tall), so it can wait. */}
      {isFull && (
        <AfterIdle priority={IDLE_PRIORITY.footer}>
          <Footer />
        </AfterIdle>
      )}
      {isFull && <BottomTabBar />}
    </div>
  );
}
