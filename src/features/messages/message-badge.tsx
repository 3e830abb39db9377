/**
 * Header envelope with the unread-message count; opens the inbox in the personal centre. A door of
 * the inbox: gone while INBOX3 is off (`src/lib/screen-switches.ts`).
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';

import { messageQueries } from '@/api/messages/message-queries';
import { useScreenOn } from '@/hooks/use-platform-data';
import { sessionState } from '@/stores/session-store';

export function MessageBadge() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { token } = useSnapshot(sessionState);
  const isOn = useScreenOn('messages');
  const count = useQuery({ ...messageQueries.unread(token), enabled: token !== null && isOn }).data?.count ?? 0;
  if (!isOn) return null;
  return (
    <button
      type="button"
      className="icon-button message-badge"
      onClick={() => void navigate({ to: '.', search: (prev) => ({ ...prev, mc: 'messageV2' }) })}
      aria-label={
        count > 0
          ? t({ message: `Messages, ${count} unread`, comment: 'count: a number of unread messages (1 or more)' })
          : t`Messages`
      }
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
