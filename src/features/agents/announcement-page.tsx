/** Agent centre → announcement (agentAnnouncement): the platform's player notices, sanitised. */
import { useLingui } from '@lingui/react/macro';

import { useAnnouncements } from '@/hooks/use-platform-data';
import { formatDateTime } from '@/lib/date-format';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { QueryState } from '@/ui/query-state';

export function AgentAnnouncementPage() {
  const { t } = useLingui();
  const query = useAnnouncements();
  return (
    <div className="agent-page" data-testid="agent-announcement">
      <QueryState query={query} isEmpty={(data) => data.player.length === 0} emptyText={t`No announcements.`}>
        {(data) => (
          <ul className="agent-notices">
            {data.player.map((notice) => (
              <li key={notice.id}>
                <details>
                  <summary>
                    <span dir="auto">{notice.title}</span>{' '}
                    {notice.startDate > 0 && <time>{formatDateTime(notice.startDate)}</time>}
                  </summary>
                  <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(notice.content) }} />
                </details>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
