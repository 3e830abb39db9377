/** Header bottom nav: home, one item per non-empty category with its vendor dropdown, promotions, affiliates. */
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { getRuntimeConfig } from '@/stores/runtime-config-store';
import { cdnUrl } from '@/lib/pick-cdn';
import { useImageCdn, useNav, useSystemStatus } from '@/hooks/use-platform-data';
import { CATEGORY_LABELS } from './category-label';
import { type NavCategory, vendorImagePath } from './nav-model';
import { useWarmVendorImages } from './use-warm-vendor-images';

export function HeaderNav() {
  const { t } = useLingui();
  const { nav } = useNav();
  const status = useSystemStatus();
  useWarmVendorImages(nav, useImageCdn());
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
          <NavItem key={item.category} item={item} />
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
    </nav>
  );
}

function NavItem({ item }: { item: NavCategory }) {
  const { t, i18n } = useLingui();
  const cdn = useImageCdn();
  const { brand } = getRuntimeConfig();
  const label = i18n._(CATEGORY_LABELS[item.category]);
  return (
    <li className="header-nav__category" data-category={item.category}>
      <Link to={item.path} className="header-nav__item" aria-haspopup="true">
        {label}
      </Link>
      <div className={`nav-dropdown ${item.isWide ? 'nav-dropdown--wide' : ''}`} role="group" aria-label={t`${label} vendors`}>
        {item.dropdown.map((card) => (
          <Link key={card.vassalage} to={item.path} search={{ page: card.vassalage }} className="nav-dropdown__vendor">
            <img src={cdnUrl(cdn, vendorImagePath(card, brand.logo))} alt="" width={120} height={48} loading="lazy" decoding="async" />
            <span>{card.displayName}</span>
          </Link>
        ))}
        {item.hasMore && (
          <Link to={item.path} className="nav-dropdown__more">
            {t`More`}
          </Link>
        )}
      </div>
    </li>
  );
}
