/** /promotions: the promotions with claim rules (activities), then the platform's promotion announcements (server HTML, sanitised). */
import '@/styles/engagement.css';

import { useLingui } from '@lingui/react/macro';

import { useAnnouncements, useImageCdn } from '@/hooks/use-platform-data';
import { cdnUrl } from '@/lib/pick-cdn';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { QueryState } from '@/ui/query-state';

import { ActivityList } from './activity-list';

export function PromotionsPage() {
  const { t } = useLingui();
  const notices = useAnnouncements();
  const cdn = useImageCdn();
  return (
    <section className="page promotions-page">
      <h1>{t`Promotions`}</h1>
      <ActivityList />
      <QueryState
        query={notices}
        isEmpty={(d) => d.promotion.length === 0}
        emptyText={t`There are no promotions right now.`}
      >
        {(lists) => (
          <ul className="promotion-list">
            {lists.promotion.map((promo) => {
              const image = promo.announcementImages[0];
              return (
                <li key={promo.id} className="promotion-card">
                  {image && (
                    <img src={cdnUrl(cdn, image.url)} alt="" width={600} height={200} loading="lazy" decoding="async" />
                  )}
                  <h2 dir="auto">{promo.title}</h2>
                  <div
                    className="rich-text"
                    dir="auto"
                    dangerouslySetInnerHTML={{ __html: sanitizeHtml(promo.content) }}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
