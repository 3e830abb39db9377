/**
 * Home's promotions: a row of cards, each with its picture when the platform sends one and a
 * drawn card in the brand's colours with the bonus otherwise; a tap opens the promotion. Hidden
 * when the platform has no promotions list, none open, or fails.
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';

import { promotionQueries } from '@/api/promotions/promotion-queries';
import { useBalance } from '@/hooks/use-balance';
import { Placeholder } from '@/ui/placeholder';
import { SectionHeader } from '@/ui/section-header';
import { SwipeRow } from '@/ui/swipe-row';

const SHOWN = 8;

export function PromotionsRow() {
  const { t, i18n } = useLingui();
  const { format } = useBalance();
  const promotions = useQuery(promotionQueries.list(i18n.locale));
  const list = (promotions.data?.list ?? []).filter((promotion) => promotion.phase !== 'CLOSE').slice(0, SHOWN);
  if (!promotions.isPending && list.length === 0) return null;
  return (
    <section aria-labelledby="home-promotions" className="home-promotions" data-testid="home-promotions">
      <SectionHeader id="home-promotions" title={t`Promotions`} all={{ to: '/promotions' }} />
      <SwipeRow label={t`Promotions`} className="home-promotions__row">
        {promotions.isPending ? (
          <Placeholder as="li" count={2} className="home-promotion-placeholder" />
        ) : (
          list.map((promotion, index) => (
            <li key={promotion.id}>
              <Link
                to="/promoDetail"
                search={{ id: promotion.id }}
                className="home-promotion"
                data-hue={index % 4}
                data-testid="home-promotion"
              >
                <span className="home-promotion__title">{promotion.title}</span>
                {Number(promotion.bonus) > 0 && (
                  <strong className="home-promotion__bonus">{format(promotion.bonus)}</strong>
                )}
                {promotion.summary && <span className="home-promotion__summary">{promotion.summary}</span>}
              </Link>
            </li>
          ))
        )}
      </SwipeRow>
    </section>
  );
}
