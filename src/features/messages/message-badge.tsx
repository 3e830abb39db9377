/** Header envelope with the unread-message count; opens the inbox in the personal centre. */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';

import { messageQueries } from '@/api/messages/message-queries';
import { sessionState } from '@/stores/session-store';

export function MessageBadge() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { token } = useSnapshot(sessionState);
  const count = useQuery(messageQueries.unread(token)).data?.count ?? 0;
  return (
    <button
      type="button"
      className="icon-button message-badge"
      onClick={() => void navigate({ to: '.', search: (prev) => ({ ...prev, mc: 'messageV2' }) })}
      aria-label={count > 0 ? t`Messages, ${count} unread` : t`Messages`}
      data-testid="message-badge"
    >
      ✉
      {count > 0 && (
        <span className="badge" data-testid="unread-count">
          {count}
        </span>
      )}
    </button>
  );
}
