/** Personal centre → Platform information: messages, newest first; opening one marks it read; delete. */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { errorText } from '@/api/api-error-messages';
import { useDeleteMessages, useMarkMessagesRead } from '@/api/messages/message-mutations';
import { messageQueries } from '@/api/messages/message-queries';
import { formatDateTime } from '@/lib/date-format';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { FormError } from '@/ui/form-error';
import { Pagination } from '@/ui/pagination';
import { QueryState } from '@/ui/query-state';

export function MessagesPage() {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const inbox = useQuery(messageQueries.list(page, i18n.locale));
  const markRead = useMarkMessagesRead();
  const remove = useDeleteMessages();
  const [error, setError] = useState<string | null>(null);
  const act = (mutation: typeof markRead, ids: number[]) => {
    setError(null);
    mutation.mutate(ids, { onError: (e) => setError(errorText(e, i18n)) });
  };
  return (
    <section data-testid="messages">
      <FormError error={error} />
      <QueryState query={inbox} isEmpty={(d) => d.content.length === 0} emptyText={t`You have no messages.`}>
        {(data) => (
          <>
            <ul className="notice-list">
              {data.content.map((m) => (
                <li key={m.id} data-testid="message-row" data-read={m.read}>
                  <details onToggle={(e) => e.currentTarget.open && !m.read && act(markRead, [m.id])}>
                    <summary>
                      <span className="notice-title" dir="auto">
                        {m.read ? m.title : <strong>{m.title}</strong>}
                      </span>
                      <time dateTime={new Date(m.createdAt).toISOString()}>{formatDateTime(m.createdAt)}</time>
                    </summary>
                    <div
                      className="rich-text"
                      dir="auto"
                      dangerouslySetInnerHTML={{ __html: sanitizeHtml(m.content) }}
                    />
                    <button
                      type="button"
                      className="button button--ghost"
                      onClick={() => act(remove, [m.id])}
                      data-testid="delete-message"
                    >
                      {t`Delete`}
                    </button>
                  </details>
                </li>
              ))}
            </ul>
            <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
          </>
        )}
      </QueryState>
    </section>
  );
}
