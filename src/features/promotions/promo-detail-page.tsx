/**
 * /promoDetail?id=N: one promotion with its rules, the member's activity status, and the next step:
 * apply (comment and images), join, or claim the issued bonus (once, through the wallet).
 */
import '@/styles/engagement.css';

import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useSnapshot } from 'valtio';

import { useClaimPromotion, useJoinPromotion } from '@/api/promotions/promotion-mutations';
import { promotionQueries } from '@/api/promotions/promotion-queries';
import { useAuthModal } from '@/hooks/use-auth-modal';
import { useBalance } from '@/hooks/use-balance';
import { formatDateTime } from '@/lib/date-format';
import { toMinor } from '@/lib/money';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { isTrialSession, sessionState } from '@/stores/session-store';
import { FormError } from '@/ui/form-error';
import { QueryState } from '@/ui/query-state';

import { ActivityApplyForm } from './activity-apply-form';
import { activityStatus, ActivityStatusTag } from './activity-status';

export function PromoDetailPage() {
  const { t, i18n } = useLingui();
  const { id } = useSearch({ from: '/_site/promoDetail' });
  const { token, info } = useSnapshot(sessionState);
  const { open } = useAuthModal();
  const { format } = useBalance();
  const promotions = useQuery(promotionQueries.list(i18n.locale));
  const isMember = token !== null && !isTrialSession(info);
  const claims = useQuery({ ...promotionQueries.claims(token), enabled: isMember });
  const joinAction = useJoinPromotion();
  const claimAction = useClaimPromotion();
  const [done, setDone] = useState<string | null>(null);

  const claim = (promotionId: number) => {
    setDone(null);
    claimAction.mutate(promotionId, {
      onSuccess: (result) => setDone(t`${format(result.amount)} was added to your main wallet.`),
    });
  };

  return (
    <section className="page promo-detail">
      <QueryState query={promotions}>
        {(data) => {
          const promotion = data.list.find((item) => item.id === id);
          if (!promotion) {
            return (
              <>
                <h1>{t`Promotion details`}</h1>
                <p className="empty-state">{t`This promotion was not found.`}</p>
                <Link to="/promotions" className="button button--ghost">{t`All promotions`}</Link>
              </>
            );
          }
          const claimRow = claims.data?.list.find((row) => row.promotionId === promotion.id);
          const status = activityStatus(promotion, claimRow);
          return (
            <article data-testid="promo-detail" data-promotion={promotion.id}>
              <h1 dir="auto">{promotion.title}</h1>
              <p className="promo-detail__meta">
                <ActivityStatusTag status={status} />
                <span>{t`Bonus ${format(promotion.bonus)}`}</span>
                <span>
                  {promotion.endAt === null
                    ? t`From ${formatDateTime(promotion.startAt)}`
                    : t`${formatDateTime(promotion.startAt)} to ${formatDateTime(promotion.endAt)}`}
                </span>
              </p>
              <div
                className="rich-text"
                dir="auto"
                dangerouslySetInnerHTML={{ __html: sanitizeHtml(promotion.content) }}
              />
              {promotion.kind === 'JOIN' && toMinor(promotion.minValidStake) > 0n && (
                <p>
                  {t`Valid bets needed after joining: ${format(promotion.minValidStake)}`}
                  {claimRow && ` · ${t`So far: ${format(claimRow.progress)}`}`}
                </p>
              )}
              {claimRow?.remark && <p className="promo-detail__remark">{claimRow.remark}</p>}
              <div className="promo-detail__action">
                {token === null ? (
                  <button
                    type="button"
                    className="button button--primary"
                    onClick={() => open('login')}
                  >{t`Log in to take part`}</button>
                ) : !isMember ? (
                  // A trial session may look, but taking part is a protected action: the real-account warning.
                  <button
                    type="button"
                    className="button button--primary"
                    onClick={() => open('trial')}
                    data-testid="trial-join"
                  >{t`Join`}</button>
                ) : status === null && promotion.kind === 'APPLY' ? (
                  <ActivityApplyForm promotionId={promotion.id} />
                ) : status === null ? (
                  <button
                    type="button"
                    className="button button--primary"
                    onClick={() => joinAction.mutate(promotion.id)}
                  >{t`Join`}</button>
                ) : status === 'ISSUED' ? (
                  <button
                    type="button"
                    className="button button--primary"
                    disabled={claimAction.isPending}
                    onClick={() => claim(promotion.id)}
                    data-testid="claim-bonus"
                  >{t`Claim bonus`}</button>
                ) : null}
                <FormError error={joinAction.error} />
                <FormError error={claimAction.error} />
                {done && (
                  <p className="form-success" role="status">
                    {done}
                  </p>
                )}
              </div>
            </article>
          );
        }}
      </QueryState>
    </section>
  );
}
