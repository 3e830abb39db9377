/**
 * A category page (/live, /rng, …): the category's vendors from the platform as tabs. The game
 * grid, search, favourites and launching arrive with the lobby feature; this page shows only what
 * the platform already provides.
 */
import { useLingui } from '@lingui/react/macro';
import { Link, useSearch } from '@tanstack/react-router';
import type { GameCategory } from '#contract/vendor-schemas.ts';
import { getRuntimeConfig } from '@/stores/runtime-config-store';
import { cdnUrl } from '@/lib/pick-cdn';
import { useImageCdn, useNav } from '@/hooks/use-platform-data';
import { CATEGORY_LABELS } from '@/features/shell/category-label';
import { vendorImagePath } from '@/features/shell/nav-model';

export function CategoryPage({ categories }: { categories: readonly GameCategory[] }) {
  const { t, i18n } = useLingui();
  const { nav, isPending } = useNav();
  const cdn = useImageCdn();
  const { brand } = getRuntimeConfig();
  const search: { page?: string } = useSearch({ strict: false });
  const items = nav.filter((n) => categories.includes(n.category));
  const title = i18n._(CATEGORY_LABELS[categories[0] ?? 'RNG']);
  return (
    <section className="page category-page">
      <h1>{title}</h1>
      {!isPending && items.length === 0 && <p>{t`No game providers are available in this category right now.`}</p>}
      {items.map((item) => (
        <div key={item.category} className="vendor-tabs" role="tablist" aria-label={t`Game providers`}>
          {item.vendors.map((card) => {
            const isSelected = search.page === card.vassalage;
            return (
              <Link
                key={card.vassalage}
                to={item.path}
                search={{ page: card.vassalage }}
                role="tab"
                aria-selected={isSelected}
                className={`vendor-tab ${isSelected ? 'vendor-tab--selected' : ''}`}
              >
                <img src={cdnUrl(cdn, vendorImagePath(card, brand.logo))} alt="" width={120} height={48} loading="lazy" decoding="async" />
                <span>{card.displayName}</span>
                {card.isHot === 1 && <span className="badge">{t`Hot`}</span>}
              </Link>
            );
          })}
        </div>
      ))}
    </section>
  );
}
