/** Header bottom nav: home, one item per non-empty category with its vendor dropdown, promotions, affiliates. */
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Suspense, type MouseEvent } from 'react';
import { useSnapshot } from 'valtio';

import type { VendorCard } from '#contract/vendor-schemas.ts';

import { useLaunchAction } from '@/hooks/use-launch-action';
import { useBrandLogo, useImageCdn, useNav, useSystemStatus } from '@/hooks/use-platform-data';
import { CATEGORY_LABELS } from '@/lib/category-label';
import { gameAction, navAction, vendorAction, type LaunchAction } from '@/lib/launch-rules';
import { vendorImageUrl, type NavCategory } from '@/lib/nav-model';
import { sessionState } from '@/stores/session-store';
import { lazyPart, PartBoundary } from '@/ui/lazy-part';
import { useIsPhone } from '@/ui/use-is-phone';

import { CategoryLink } from './category-link';
import { useWarmVendorImages } from './use-warm-vendor-images';

// The VASSALAGE list and the game launch live in the lobby chunks; only the popup is loaded here, on demand.
const VassalageDialog = lazyPart(() =>
  import('@/features/games/lobby/vassalage-dialog').then((m) => m.VassalageDialog),
);

/** A plain left click (no new tab/window wanted), which the launch rules may take over. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function HeaderNav() {
  const { t } = useLingui();
  const { nav } = useNav();
  const status = useSystemStatus();
  const launcher = useLaunchAction();
  const { popup } = launcher;
  useWarmVendorImages(nav, useImageCdn(), useBrandLogo());
  const hasAffiliates = status.data?.info.resources.some((r) => r.resourceType === 'AFFILIATES') ?? false;
  return (
    <nav className="header-nav" aria-label={t`Game categories`}>
      <ul>
        <li>
          <Link to="/" className="header-nav__item" activeOptions={{ exact: true }}>
            <span aria-hidden="true">⌂</span> {t`Home`}
          </Link>
        </li>
        {nav.map((item) => (
          <NavItem key={item.category} item={item} onAction={launcher.run} />
        ))}
        <li>
          <Link to="/promotions" className="header-nav__item">{t`Promotions`}</Link>
        </li>
        {hasAffiliates && (
          <li>
            <Link to="/join" className="header-nav__item">{t`Affiliates`}</Link>
          </li>
        )}
      </ul>
      {popup && (
        // A popup whose code cannot be downloaded closes; the next tap asks for it again.
        <PartBoundary onError={launcher.closePopup}>
          <Suspense fallback={null}>
            <VassalageDialog
              vendor={popup.vendor}
              category={popup.category}
              onClose={launcher.closePopup}
              onLaunch={(game) => {
                launcher.closePopup();
                launcher.run(
                  gameAction(
                    { vassalage: game.vassalage, nodeId: game.nodeId },
                    popup.category,
                    sessionState.token !== null,
                  ),
                );
              }}
            />
          </Suspense>
        </PartBoundary>
      )}
    </nav>
  );
}

function NavItem({ item, onAction }: { item: NavCategory; onAction: (action: LaunchAction) => void }) {
  const { t, i18n } = useLingui();
  const cdn = useImageCdn();
  const brandLogo = useBrandLogo();
  const { token } = useSnapshot(sessionState);
  // The vendor dropdown opens on hover or focus on wide screens only; a phone never shows it, so it
  // does not pay for its ~40 links on the first render.
  const hasDropdown = !useIsPhone();
  const label = i18n._(CATEGORY_LABELS[item.category]);
  // A rule other than "go to the page" (direct launch, login, popup, RNG start) takes the click over.
  const take = (event: MouseEvent, action: LaunchAction) => {
    if (!isPlainClick(event) || action.kind === 'page') return;
    event.preventDefault();
    onAction(action);
  };
  const onVendor = (event: MouseEvent, card: VendorCard) =>
    take(event, vendorAction(item.category, card, token !== null));
  return (
    <li className="header-nav__category" data-category={item.category}>
      <Link
        to={item.path}
        className="header-nav__item"
        aria-haspopup={hasDropdown ? 'true' : undefined}
        onClick={(event) => take(event, navAction(item, token !== null))}
        data-direct-launch={item.directLaunchVendor?.vassalage}
      >
        {label}
      </Link>
      {hasDropdown && (
        <div
          className={`nav-dropdown ${item.isWide ? 'nav-dropdown--wide' : ''}`}
          role="group"
          aria-label={t({ message: `${label} vendors`, comment: 'label: a game category name (Slots, Live casino…)' })}
        >
          {item.dropdown.map((card) => (
            <Link
              key={card.vassalage}
              to={item.path}
              search={{ page: card.vassalage }}
              className="nav-dropdown__vendor"
              onClick={(event) => onVendor(event, card)}
              data-vendor={card.vassalage}
            >
              <img
                src={vendorImageUrl(card, cdn, brandLogo)}
                alt=""
                width={120}
                height={48}
                loading="lazy"
                decoding="async"
              />
              <span>{card.displayName}</span>
            </Link>
          ))}
          {item.hasMore && (
            <CategoryLink href={item.href} className="nav-dropdown__more">
              {t`More`}
            </CategoryLink>
          )}
        </div>
      )}
    </li>
  );
}
