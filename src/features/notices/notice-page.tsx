/** /noticePage: player notices, 9 per page, expandable, dated yyyy-MM-dd hh:mm:ss. */
import { useLingui } from '@lingui/react/macro';
import { useNavigate, useSearch } from '@tanstack/react-router';

import { useAnnouncements } from '@/hooks/use-platform-data';
import { formatDateTime } from '@/lib/date-format';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { Pagination } from '@/ui/pagination';
import { QueryState } from '@/ui/query-state';

export const NOTICES_PER_PAGE = 9;

export function NoticePage() {
  const { t } = useLingui();
  const notices = useAnnouncements();
  const { page } = useSearch({ from: '/_site/noticePage' });
  const navigate = useNavigate({ from: '/noticePage' });
  return (
    <section className="page notice-page">
      <h1>{t`Notices`}</h1>
      <QueryState query={notices} isEmpty={(d) => d.player.length === 0} emptyText={t`There are no notices.`}>
        {(lists) => {
          const sorted = [...lists.player].sort((a, b) => b.startDate - a.startDate);
          const totalPages = Math.max(1, Math.ceil(sorted.length / NOTICES_PER_PAGE));
          const current = Math.min(page, totalPages);
          const items = sorted.slice((current - 1) * NOTICES_PER_PAGE, current * NOTICES_PER_PAGE);
          return (
            <>
              <ul className="notice-list" data-testid="notice-list">
                {items.map((notice) => (
                  <li key={notice.id}>
                    <details>
                      <summary>
                        <span className="notice-title" dir="auto">
                          {notice.title}
                        </span>
                        {notice.startDate > 0 && (
                          <time dateTime={new Date(notice.startDate).toISOString()}>
                            {formatDateTime(notice.startDate)}
                          </time>
                        )}
                      </summary>
                      <div
                        className="rich-text"
                        dir="auto"
                        dangerouslySetInnerHTML={{ __html: sanitizeHtml(notice.content) }}
                      />
                    </details>
                  </li>
                ))}
              </ul>
              <Pagination
                page={current}
                totalPages={totalPages}
                onChange={(next) => void navigate({ search: { page: next } })}
              />
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
