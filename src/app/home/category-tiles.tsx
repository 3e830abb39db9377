/** Home's category tiles: drawn artwork per category (no request), the name and its provider count. */
import { Plural, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

import { useAfterFirstPaint } from '@/hooks/use-after-first-paint';
import { useNav } from '@/hooks/use-platform-data';
import { CATEGORY_LABELS } from '@/lib/category-label';
import { CategoryArt } from '@/ui/category-art';
import { Placeholder } from '@/ui/placeholder';
import { SectionHeader } from '@/ui/section-header';

const PLACEHOLDER_TILES = 9;

export function CategoryTiles() {
  const { t, i18n } = useLingui();
  const { nav, isPending } = useNav();
  const isShown = useAfterFirstPaint();
  if (!isPending && nav.length === 0) return null;
  return (
    <section aria-labelledby="home-categories" className="home-categories">
      <SectionHeader id="home-categories" title={t`Games`} />
      <ul className="category-grid">
        {((isPending && nav.length === 0) || !isShown) && (
          <Placeholder as="li" count={PLACEHOLDER_TILES} className="category-card category-card--placeholder" />
        )}
        {(isShown ? nav : []).map((item) => (
          <li key={item.category}>
            <Link to={item.path} className="category-card" data-category={item.category}>
              <CategoryArt category={item.category} className="category-card__art" />
              <strong>{i18n._(CATEGORY_LABELS[item.category])}</strong>
              <span>
                <Plural value={item.vendors.length} one="# provider" other="# providers" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
