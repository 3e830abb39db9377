/** The promotions with claim rules: title, summary, bonus and the member's activity status; each opens /promoDetail. */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';

import { promotionQueries } from '@/api/promotions/promotion-queries';
import { useBalance } from '@/hooks/use-balance';
import { isTrialSession, sessionState } from '@/stores/session-store';
import { QueryState } from '@/ui/query-state';

import { activityStatus, ActivityStatusTag } from './activity-status';

export function ActivityList() {
  const { t, i18n } = useLingui();
  const { token, info } = useSnapshot(sessionState);
  const { format } = useBalance();
  const promotions = useQuery(promotionQueries.list(i18n.locale));
  const claims = useQuery({ ...promotionQueries.claims(token), enabled: token !== null && !isTrialSession(info) });
  return (
    <QueryState
      query={promotions}
      isEmpty={(d) => d.list.length === 0}
      emptyText={t`There are no promotions right now.`}
    >
      {(data) => (
        <ul className="activity-list" data-testid="activity-list">
          {data.list.map((promotion) => (
            <li key={promotion.id} className="activity-card">
              <Link to="/promoDetail" search={{ id: promotion.id }} className="activity-card__link">
                <h2>{promotion.title}</h2>
                <p>{promotion.summary}</p>
                <p className="activity-card__meta">
                  <span>{t`Bonus ${format(promotion.bonus)}`}</span>
                  <ActivityStatusTag
                    status={activityStatus(
                      promotion,
                      claims.data?.list.find((c) => c.promotionId === promotion.id),
                    )}
                  />
                </p>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
